import type { InternalVehicle, Vehicle } from '@chargesetu/shared/contracts';
import type { AuthDeps } from '../deps';
import { vehicleNotFound } from './vehicle-not-found';

/** What another service sees of a vehicle: its owner, connectors and capacity, none of the driver's notes. */
export function toInternalVehicle(vehicle: Vehicle): InternalVehicle {
  const { id, userId, make, model, registrationNumber, connectorTypes, batteryCapacity } = vehicle;
  return { id, userId, make, model, registrationNumber, connectorTypes, batteryCapacity };
}

/** Any owner's vehicle, for another service (bookings checks the owner and the connectors). */
export async function vehicleForService(deps: AuthDeps, id: number): Promise<InternalVehicle> {
  const vehicle = await deps.vehicles.findById(id);
  if (!vehicle) throw vehicleNotFound(id);
  return toInternalVehicle(vehicle);
}
