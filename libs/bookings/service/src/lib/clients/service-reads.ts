import { InternalVehicle, InternalVehicleList, Station, StationList } from '@chargesetu/shared/contracts';
import { internalRead, neighbourUnavailable, type ServiceClient } from '@chargesetu/shared/runtime';

// Each read answers the body when it matches the contract, null for a 404, and throws Unavailable
// (503) for anything else, so a broken neighbour is never mistaken for a missing record.

/** A station with its chargers and opening hours (stations' GET /internal/stations/:id). */
export const readStation = (services: ServiceClient, id: number, requestId?: string) =>
  internalRead(services, 'stations', `/internal/stations/${id}`, Station, requestId);

/** A vehicle's owner and connectors (auth's GET /internal/vehicles/:id). */
export const readVehicle = (services: ServiceClient, id: number, requestId?: string) =>
  internalRead(services, 'auth', `/internal/vehicles/${id}`, InternalVehicle, requestId);

/**
 * A user's vehicles in the order they were added (auth's GET /internal/users/:id/vehicles). Auth answers
 * [] for an unknown user, so a 404 is a neighbour fault too.
 */
export async function readUsersVehicles(
  services: ServiceClient,
  userId: number,
  requestId?: string,
): Promise<InternalVehicleList> {
  const path = `/internal/users/${userId}/vehicles`;
  const vehicles = await internalRead(services, 'auth', path, InternalVehicleList, requestId);
  if (!vehicles) throw neighbourUnavailable('auth');
  return vehicles;
}

/** Every station (the public list): for the charger counts behind "free chargers now". */
export async function listStations(services: ServiceClient, requestId?: string): Promise<Station[]> {
  const stations = await internalRead(services, 'stations', '/api/stations', StationList, requestId);
  if (!stations) throw neighbourUnavailable('stations');
  return stations;
}
