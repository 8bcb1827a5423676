import { InternalVehicle, Station, StationList } from '@chargesetu/shared/contracts';
import { internalRead, neighbourUnavailable, type ServiceClient } from '@chargesetu/shared/runtime';

// Each read answers the body when it matches the contract, null for a 404, and throws Unavailable
// (503) for anything else, so a broken neighbour is never mistaken for a missing record.

/** A station with its chargers and opening hours (stations' GET /internal/stations/:id). */
export const readStation = (services: ServiceClient, id: number, requestId?: string) =>
  internalRead(services, 'stations', `/internal/stations/${id}`, Station, requestId);

/** A vehicle's owner and connectors (auth's GET /internal/vehicles/:id). */
export const readVehicle = (services: ServiceClient, id: number, requestId?: string) =>
  internalRead(services, 'auth', `/internal/vehicles/${id}`, InternalVehicle, requestId);

/** Every station (the public list): for the charger counts behind "free chargers now". */
export async function listStations(services: ServiceClient, requestId?: string): Promise<Station[]> {
  const stations = await internalRead(services, 'stations', '/api/stations', StationList, requestId);
  if (!stations) throw neighbourUnavailable('stations');
  return stations;
}
