import type { Vehicle } from '@chargesetu/shared/contracts';
import type { AuthDeps } from '../deps';

/** The signed-in user's vehicles, oldest first. */
export function listVehicles(deps: AuthDeps, userId: number): Promise<Vehicle[]> {
  return deps.vehicles.listForUser(userId);
}
