import type { StationFreeNow } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { liveByStation, stationChargersNow, stationFigure } from '../rules/live-status';

/**
 * The live figure behind the station cards: per station, its chargers (from the stations service,
 * cached) that are free now (rules/live-status.ts): not held by a pending (live hold), confirmed or
 * active booking and, for a charger that reports a live status, Available. `source` says whether the
 * figure is the chargers' own word or (at least in part) an estimate from the bookings. Without
 * `stationIds`, every station; unknown ids are left out.
 */
export async function freeChargersNow(
  deps: BookingsDeps,
  input: { stationIds?: number[]; requestId?: string; now?: Date },
): Promise<StationFreeNow[]> {
  const totals = await deps.chargerCounts.get(input.requestId);
  const ids = input.stationIds
    ? [...new Set(input.stationIds)].filter((id) => totals.has(id))
    : [...totals.keys()];
  if (ids.length === 0) return [];
  const only = input.stationIds ? ids : undefined;
  const [held, stored] = await Promise.all([
    deps.bookings.heldNow(input.now ?? new Date(), only),
    deps.liveStatus.ofStations(only),
  ]);
  const live = liveByStation(stored);
  return ids.map((stationId) => {
    const totalChargers = totals.get(stationId) ?? 0;
    const chargers = stationChargersNow(
      totalChargers,
      live.get(stationId) ?? new Map(),
      held.get(stationId) ?? new Set(),
    );
    return { stationId, totalChargers, ...stationFigure(chargers) };
  });
}
