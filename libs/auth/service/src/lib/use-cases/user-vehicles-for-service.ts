import type { InternalVehicleList } from '@chargesetu/shared/contracts';
import type { AuthDeps } from '../deps';
import { toInternalVehicle } from './vehicle-for-service';

/**
 * A user's vehicles in the order they were added (oldest first), for another service (charging picks the
 * first that fits a charger for a card's walk-up). None for a user without vehicles or an unknown user.
 */
export async function userVehiclesForService(deps: AuthDeps, userId: number): Promise<InternalVehicleList> {
  return (await deps.vehicles.listForUser(userId)).map(toInternalVehicle);
}
