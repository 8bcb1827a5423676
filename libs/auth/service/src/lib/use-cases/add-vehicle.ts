import type { Vehicle, VehicleBody } from '@chargesetu/shared/contracts';
import type { AuthDeps } from '../deps';
import type { NewVehicle } from '../repositories/vehicles.repository';
import { checkVehicle } from '../validation/vehicle-rules';
import { currentUser } from './current-user';

/** Adds a vehicle to the signed-in user's garage; the owner is the token's user, never the body's. */
export async function addVehicle(deps: AuthDeps, userId: number, body: VehicleBody): Promise<Vehicle> {
  const fields = checkVehicle(body as unknown as Record<string, unknown>, false) as NewVehicle;
  const owner = await currentUser(deps, userId);
  return deps.vehicles.create(owner.id, fields);
}
