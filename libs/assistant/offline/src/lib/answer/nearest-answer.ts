// "Nearest open charger to me": the stations around the caller's shared location, open now by their
// IST hours, with today's slots of the nearest one read live.
import type { Station } from '@chargesetu/shared/contracts';
import { todayIst, type Language, type LatLng } from '@chargesetu/shared/domain';
import { composeNearestOpen, composeNoLocation } from '../compose/compose-nearest';
import { filterStations, type StationFilter } from '../compose/compose-stations';
import { nearestOpen } from '../view/nearest-open';
import type { Draft, Reads } from './offline-reads';

export async function nearestAnswer(
  stations: readonly Station[],
  o: { filter: StationFilter; reads: Reads; now: Date; location?: LatLng; lang?: Language },
): Promise<Draft> {
  if (!o.location) return { message: composeNoLocation(o.lang) };
  const found = nearestOpen(filterStations(stations, o.filter), o.location, o.now);
  const first = found.open[0];
  if (!first) {
    const nearest = found.nearerNotOpen[0];
    return {
      message: composeNearestOpen({ found, now: o.now, filter: o.filter, lang: o.lang }),
      shown: nearest ? [nearest.station] : [],
    };
  }
  const today = await o.reads.availability(first.station.id, todayIst(o.now), o.filter.connector);
  return {
    message: composeNearestOpen({
      found,
      now: o.now,
      filter: o.filter,
      todaySlots: today?.availableSlots,
      lang: o.lang,
    }),
    shown: [first.station],
  };
}
