import type { InternalStationsStats } from '@chargesetu/shared/contracts';
import type { StationsDeps } from '../deps';

/** The admin overview's figure: how many stations the catalogue holds. */
export async function countStations({ stations }: StationsDeps): Promise<InternalStationsStats> {
  return { stations: await stations.count() };
}
