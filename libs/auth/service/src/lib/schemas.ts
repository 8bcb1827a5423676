import { Id, Nullable, UserRole } from '@chargesetu/shared/contracts';
import { Type, type Static } from '@sinclair/typebox';

// Schemas of the auth service that the shared contracts do not have yet (see the service README).

/** PATCH /api/auth/me: any of name, email, phone, with registration's rules. Username and role never change. */
export const UpdateMeBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 2, maxLength: 100 })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  phone: Type.Optional(Type.String({ minLength: 10, maxLength: 20 })),
});
export type UpdateMeBody = Static<typeof UpdateMeBody>;

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

/** GET /internal/users/:id. */
export const InternalUser = Type.Object({
  id: Id,
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: UserRole,
});
export type InternalUser = Static<typeof InternalUser>;
