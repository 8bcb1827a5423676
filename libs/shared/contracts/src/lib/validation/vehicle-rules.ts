import type { FieldRule } from './field-rule';

/** Year, color and battery capacity are stored as text of at most this many characters. */
const OPTIONAL_TEXT_MAX = 50;

/** The longest connector name a vehicle body may carry (the service then keeps only known names). */
export const CONNECTOR_NAME_MAX_LENGTH = 50;

/**
 * docs/product.md §5 "Vehicle form" with the service's messages, for POST, PUT and PATCH /api/vehicles and
 * the vehicle dialog. Text is checked trimmed; year, color and battery capacity are optional (empty clears
 * them). `connectorTypes` counts list items.
 */
export const VEHICLE_RULES = {
  make: { required: 'Make is required', tooLong: 'Make must be at most 100 characters', max: 100 },
  model: { required: 'Model is required', tooLong: 'Model must be at most 100 characters', max: 100 },
  registrationNumber: {
    required: 'Registration number is required',
    tooLong: 'Registration number must be at most 20 characters',
    max: 20,
  },
  connectorTypes: {
    required: 'Please select at least one connector type',
    tooShort: 'Please select at least one connector type',
    tooLong: 'Please select at most 10 connector types',
    invalid: 'Connector types must be a list of connector names',
    min: 1,
    max: 10,
  },
  year: {
    required: 'Year is required',
    invalid: 'Year must be a year such as 2023',
    max: OPTIONAL_TEXT_MAX,
    pattern: /^(19|20)\d\d$/,
  },
  color: {
    required: 'Color is required',
    tooLong: 'Color must be at most 50 characters',
    max: OPTIONAL_TEXT_MAX,
  },
  // A positive kWh figure with up to 2 decimals; 1000 kWh is far beyond any road vehicle.
  batteryCapacity: {
    required: 'Battery capacity is required',
    invalid: 'Battery capacity must be a number of kWh, such as 40.5',
    max: OPTIONAL_TEXT_MAX,
    pattern: /^\d{1,4}(\.\d{1,2})?$/,
    greaterThan: 0,
    atMost: 1000,
  },
} as const satisfies Record<string, FieldRule>;
