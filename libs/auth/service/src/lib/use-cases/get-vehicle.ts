import type { Vehicle } from '@chargesetu/shared/contracts';
import type { AuthDeps } from '../deps';
import { vehicleNotFound } from './vehicle-not-found';

/** One of the signed-in user's vehicles. */
export async function getVehicle(deps: AuthDeps, userId: number, id: number): Promise<Vehicle> {
  const vehicle = await deps.vehicles.findForUser(id, userId);
  if (!vehicle) throw vehicleNotFound(id);
  return vehicle;
}
