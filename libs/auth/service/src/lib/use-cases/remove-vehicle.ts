import type { AuthDeps } from '../deps';
import { vehicleNotFound } from './vehicle-not-found';

export const VEHICLE_REMOVED = 'Your vehicle has been removed successfully.';

/** Deletes one of the signed-in user's vehicles. */
export async function removeVehicle(deps: AuthDeps, userId: number, id: number): Promise<void> {
  if (!(await deps.vehicles.deleteForUser(id, userId))) throw vehicleNotFound(id);
}
