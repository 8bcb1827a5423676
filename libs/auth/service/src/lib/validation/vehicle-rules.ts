import {
  canonicalConnector,
  CONNECTOR_TYPES,
  FULL_VEHICLE_CONNECTOR_TYPES,
  STATION_CHARGER_TYPES,
} from '@chargesetu/shared/domain';
import { badRequest } from '@chargesetu/shared/server-kit';
import { fail, optionalText, requiredText, type FieldRules } from './field-rules';

/** Spec 5 "Vehicle form" with the server's messages. */
export const VEHICLE_RULES: FieldRules = {
  make: { required: 'Make is required', tooLong: 'Make must be at most 100 characters' },
  model: { required: 'Model is required', tooLong: 'Model must be at most 100 characters' },
  registrationNumber: {
    required: 'Registration number is required',
    tooLong: 'Registration number must be at most 20 characters',
  },
  connectorTypes: {
    required: 'Please select at least one connector type',
    tooShort: 'Please select at least one connector type',
    tooLong: 'Please select at most 10 connector types',
    invalid: 'Connector types must be a list of connector names',
  },
  year: { required: 'Year is required', invalid: 'Year must be a year such as 2023' },
  color: { required: 'Color is required', tooLong: 'Color must be at most 50 characters' },
  batteryCapacity: {
    required: 'Battery capacity is required',
    invalid: 'Battery capacity must be a number of kWh, such as 40.5',
  },
};

/** Every label a form may send: the booking form's, the full form's and the stations' own names. */
const KNOWN_LABELS: readonly string[] = [
  ...new Set<string>([...CONNECTOR_TYPES, ...FULL_VEHICLE_CONNECTOR_TYPES, ...STATION_CHARGER_TYPES]),
];
const LABEL_BY_LOWER = new Map(KNOWN_LABELS.map((l) => [l.toLowerCase(), l]));
const SHOWN_CHOICES = 'CCS2, CHAdeMO, Type 2, Type 1, CCS Combo, GB/T';

/**
 * One connector name as stored: a known label in its own spelling ("type 2 (mennekes)" -> "Type 2 (Mennekes)"),
 * else the station name of a known alias ("Mennekes" -> "Type 2"). Anything else is refused.
 */
export function knownConnector(value: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  const label = LABEL_BY_LOWER.get(text.toLowerCase());
  if (label) return label;
  const canonical = canonicalConnector(text);
  if ((STATION_CHARGER_TYPES as readonly string[]).includes(canonical)) return canonical;
  throw badRequest(`Unknown connector type "${text.slice(0, 50)}". Choose from ${SHOWN_CHOICES}.`);
}

export function checkConnectorTypes(value: unknown): string[] {
  if (value === undefined || value === null) fail(VEHICLE_RULES, 'connectorTypes', 'required');
  if (!Array.isArray(value) || value.some((c) => typeof c !== 'string')) {
    fail(VEHICLE_RULES, 'connectorTypes', 'invalid');
  }
  const names = (value as string[]).filter((c) => c.trim() !== '').map(knownConnector);
  const unique = [...new Set(names)];
  if (unique.length === 0) fail(VEHICLE_RULES, 'connectorTypes', 'tooShort');
  if (unique.length > 10) fail(VEHICLE_RULES, 'connectorTypes', 'tooLong');
  return unique;
}

/** The vehicle fields to write; undefined means "not sent, leave as it is". */
export interface VehicleFields {
  make?: string;
  model?: string;
  registrationNumber?: string;
  connectorTypes?: string[];
  year?: string | null;
  color?: string | null;
  batteryCapacity?: string | null;
}

/**
 * Checks and normalises a vehicle body. `partial` (PATCH) lets the required fields be absent; when one
 * is sent it must still be valid. Optional fields sent as '' or null are cleared.
 */
export function checkVehicle(body: Record<string, unknown>, partial: boolean): VehicleFields {
  const required = (field: string, max: number) =>
    partial && body[field] === undefined
      ? undefined
      : requiredText(VEHICLE_RULES, field, body[field], 1, max);
  const fields: VehicleFields = {
    make: required('make', 100),
    model: required('model', 100),
    registrationNumber: required('registrationNumber', 20),
    connectorTypes:
      partial && body['connectorTypes'] === undefined
        ? undefined
        : checkConnectorTypes(body['connectorTypes']),
    year: optionalText(VEHICLE_RULES, 'year', body['year'], 50),
    color: optionalText(VEHICLE_RULES, 'color', body['color'], 50),
    batteryCapacity: optionalText(VEHICLE_RULES, 'batteryCapacity', body['batteryCapacity'], 50),
  };
  if (fields.year && !/^(19|20)\d\d$/.test(fields.year)) fail(VEHICLE_RULES, 'year', 'invalid');
  if (fields.batteryCapacity && !isCapacity(fields.batteryCapacity)) {
    fail(VEHICLE_RULES, 'batteryCapacity', 'invalid');
  }
  return fields;
}

// A positive kWh figure with up to 2 decimals; 1000 kWh is far beyond any road vehicle.
function isCapacity(text: string): boolean {
  return /^\d{1,4}(\.\d{1,2})?$/.test(text) && Number(text) > 0 && Number(text) <= 1000;
}
