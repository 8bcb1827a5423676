import type { Vehicle, VehicleUpdateBody } from '@chargesetu/shared/contracts';
import type { AuthDeps } from '../deps';
import { checkVehicle } from '../validation/vehicle-rules';
import { vehicleNotFound } from './vehicle-not-found';

/**
 * PUT (`partial` false: make, model, registration number and connectors required) or PATCH (any subset).
 * In both, an optional field that is not sent keeps its value, and '' or null clears it: the booking
 * form's PUT sends only the four required fields and must not wipe year, color or capacity.
 */
export async function updateVehicle(
  deps: AuthDeps,
  userId: number,
  id: number,
  body: VehicleUpdateBody,
  partial: boolean,
): Promise<Vehicle> {
  const fields = checkVehicle(body as Record<string, unknown>, partial);
  const updated = await deps.vehicles.updateForUser(id, userId, fields);
  if (!updated) throw vehicleNotFound(id);
  return updated;
}
