import type { Station, StationsQuery } from '@chargesetu/shared/contracts';
import type { StationsDeps } from '../deps';

/** The catalogue, in id order, narrowed by the finder's filters (an empty filter is no filter). */
export function listStations({ stations }: StationsDeps, filter: StationsQuery): Promise<Station[]> {
  return stations.list(filter);
}
