import type { StationFreeNow } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { availabilityLevel } from '../rules/booking-rules';

/**
 * The live figure behind the station cards: per station, its chargers (from the stations service,
 * cached) less those held right now by a pending (live hold), confirmed or active booking. Without
 * `stationIds`, every station; unknown ids are left out.
 */
export async function freeChargersNow(
  deps: BookingsDeps,
  input: { stationIds?: number[]; requestId?: string; now?: Date },
): Promise<StationFreeNow[]> {
  const totals = await deps.chargerCounts.get(input.requestId);
  const busy = await deps.bookings.busyNow(input.now ?? new Date());
  const ids = input.stationIds
    ? [...new Set(input.stationIds)].filter((id) => totals.has(id))
    : [...totals.keys()];
  return ids.map((stationId) => {
    const totalChargers = totals.get(stationId) ?? 0;
    const freeNow = Math.max(0, totalChargers - (busy.get(stationId) ?? 0));
    return { stationId, totalChargers, freeNow, level: availabilityLevel(totalChargers, freeNow) };
  });
}
