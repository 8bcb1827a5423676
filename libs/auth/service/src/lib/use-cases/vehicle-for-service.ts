import type { InternalVehicle } from '@chargesetu/shared/contracts';
import type { AuthDeps } from '../deps';
import { vehicleNotFound } from './vehicle-not-found';

/** Any owner's vehicle, for another service (bookings checks the owner and the connectors). */
export async function vehicleForService(deps: AuthDeps, id: number): Promise<InternalVehicle> {
  const vehicle = await deps.vehicles.findById(id);
  if (!vehicle) throw vehicleNotFound(id);
  const { userId, make, model, registrationNumber, connectorTypes, batteryCapacity } = vehicle;
  return { id: vehicle.id, userId, make, model, registrationNumber, connectorTypes, batteryCapacity };
}
