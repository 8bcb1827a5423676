import type { Station } from '@chargesetu/shared/contracts';
import { NotFound } from '@chargesetu/shared/domain';
import type { StationsDeps } from '../deps';

/** One station, for the public and the internal read alike. */
export async function getStation({ stations }: StationsDeps, id: number): Promise<Station> {
  const station = await stations.findById(id);
  if (!station) throw new NotFound(`Station ${id} was not found`);
  return station;
}
