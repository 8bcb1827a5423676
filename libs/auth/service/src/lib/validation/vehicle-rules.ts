import { CONNECTOR_NAME_MAX_LENGTH, VEHICLE_RULES } from '@chargesetu/shared/contracts';
import {
  canonicalConnector,
  CONNECTOR_TYPES,
  FULL_VEHICLE_CONNECTOR_TYPES,
  InvalidRequest,
  STATION_CHARGER_TYPES,
} from '@chargesetu/shared/domain';
import type { VehicleChanges } from '../repositories/vehicles.repository';
import { checkRule, fail, optionalText, requiredText } from './field-rules';

// docs/product.md §5 "Vehicle form", with the rules and messages of the contracts' VEHICLE_RULES (the
// vehicle dialog reads the same table).

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
  throw new InvalidRequest(
    `Unknown connector type "${text.slice(0, CONNECTOR_NAME_MAX_LENGTH)}". Choose from ${SHOWN_CHOICES}.`,
  );
}

export function checkConnectorTypes(value: unknown): string[] {
  if (value === undefined || value === null) fail(VEHICLE_RULES, 'connectorTypes', 'required');
  if (!Array.isArray(value) || value.some((c) => typeof c !== 'string')) {
    fail(VEHICLE_RULES, 'connectorTypes', 'invalid');
  }
  const names = (value as string[]).filter((c) => c.trim() !== '').map(knownConnector);
  const unique = [...new Set(names)];
  const { min, max } = VEHICLE_RULES.connectorTypes;
  if (unique.length < min) fail(VEHICLE_RULES, 'connectorTypes', 'tooShort');
  if (unique.length > max) fail(VEHICLE_RULES, 'connectorTypes', 'tooLong');
  return unique;
}

/**
 * Checks and normalises a vehicle body. `partial` (PATCH) lets the required fields be absent; when one
 * is sent it must still be valid. Optional fields sent as '' or null are cleared.
 */
export function checkVehicle(body: Record<string, unknown>, partial: boolean): VehicleChanges {
  const required = (field: string) =>
    partial && body[field] === undefined ? undefined : requiredText(VEHICLE_RULES, field, body[field]);
  const fields: VehicleChanges = {
    make: required('make'),
    model: required('model'),
    registrationNumber: required('registrationNumber'),
    connectorTypes:
      partial && body['connectorTypes'] === undefined
        ? undefined
        : checkConnectorTypes(body['connectorTypes']),
    year: optionalText(VEHICLE_RULES, 'year', body['year']),
    color: optionalText(VEHICLE_RULES, 'color', body['color']),
    batteryCapacity: optionalText(VEHICLE_RULES, 'batteryCapacity', body['batteryCapacity']),
  };
  // The year's shape and the capacity's range, once every field has passed its length check.
  if (fields.year) checkRule(VEHICLE_RULES, 'year', fields.year);
  if (fields.batteryCapacity) checkRule(VEHICLE_RULES, 'batteryCapacity', fields.batteryCapacity);
  return fields;
}
