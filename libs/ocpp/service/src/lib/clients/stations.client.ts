import { Station, StationList } from '@chargesetu/shared/contracts';
import { internalRead, type ServiceClient } from '@chargesetu/shared/runtime';

/** Reads the station catalogue through the stations service (never its tables). */
export function stationsClient(services: ServiceClient) {
  return {
    /** A station with its chargers, or null when there is none with that id. */
    station: (id: number, requestId?: string): Promise<Station | null> =>
      internalRead(services, 'stations', `/internal/stations/${id}`, Station, requestId),
    /** Every station (the demo seed registers chargers for those with live status). */
    all: async (requestId?: string): Promise<Station[]> =>
      (await internalRead(services, 'stations', '/api/stations', StationList, requestId)) ?? [],
  };
}
export type StationsClient = ReturnType<typeof stationsClient>;
