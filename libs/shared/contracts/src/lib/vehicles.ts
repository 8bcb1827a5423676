import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, nonBlank, Nullable } from './common';
import { CONNECTOR_NAME_MAX_LENGTH, VEHICLE_RULES as RULES } from './validation/vehicle-rules';


/** A user's vehicle. Optional text fields are null when not given. */
export const Vehicle = Type.Object({
  id: Id,
  userId: Id,
  make: Type.String(),
  model: Type.String(),
  year: Nullable(Type.String()),
  registrationNumber: Type.String(),
  /** Connector names as the user picked them ("CCS2", "Type 2 (Mennekes)"...); match with domain's connectorMatches. */
  connectorTypes: Type.Array(Type.String()),
  color: Nullable(Type.String()),
  /** Battery capacity in kWh, as text (e.g. "40.5"). */
  batteryCapacity: Nullable(Type.String()),
  createdAt: IsoDateTime,
});
export type Vehicle = Static<typeof Vehicle>;

// Forms send numbers or strings for these; the service stores text. Empty or null clears the field.
// Note: Fastify's ajv (coerceTypes) hands the service a string for all three: 40 -> "40", null -> "".
const LooseText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Number(), Type.Null()]);

/**
 * POST /api/vehicles and PUT /api/vehicles/:id. make, model, registrationNumber and at least one
 * connector type are required; year, color and batteryCapacity are optional (number or string).
 */
export const VehicleBody = Type.Object({
  make: nonBlank(RULES.make.max),
  model: nonBlank(RULES.model.max),
  registrationNumber: nonBlank(RULES.registrationNumber.max),
  connectorTypes: Type.Array(nonBlank(CONNECTOR_NAME_MAX_LENGTH), {
    minItems: RULES.connectorTypes.min,
    maxItems: RULES.connectorTypes.max,
  }),
  year: Type.Optional(LooseText(RULES.year.max)),
  color: Type.Optional(LooseText(RULES.color.max)),
  batteryCapacity: Type.Optional(LooseText(RULES.batteryCapacity.max)),
});
export type VehicleBody = Static<typeof VehicleBody>;

/** PATCH /api/vehicles/:id: any subset of the fields, with the same rules. */
export const VehicleUpdateBody = Type.Partial(VehicleBody);
export type VehicleUpdateBody = Static<typeof VehicleUpdateBody>;

export const VehicleList = Type.Array(Vehicle);
export type VehicleList = Static<typeof VehicleList>;

/** GET /internal/vehicles/:id: what the bookings service checks (owner and connectors). */
export const InternalVehicle = Type.Object({
  id: Id,
  userId: Id,
  make: Type.String(),
  model: Type.String(),
  registrationNumber: Type.String(),
  connectorTypes: Type.Array(Type.String()),
  batteryCapacity: Nullable(Type.String()),
});
export type InternalVehicle = Static<typeof InternalVehicle>;

/** GET /internal/users/:id/vehicles (auth, for other services): the user's vehicles in the order they were added. */
export const InternalVehicleList = Type.Array(InternalVehicle);
export type InternalVehicleList = Static<typeof InternalVehicleList>;
