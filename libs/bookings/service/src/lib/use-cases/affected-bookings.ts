import type { BookingAffected, InternalBooking, Station } from '@chargesetu/shared/contracts';
import type { EntityManager } from 'typeorm';
import { readStation } from '../clients/service-reads';
import type { BookingsDeps } from '../deps';
import type { StoredBooking } from '../repositories/stored-booking';
import {
  affectedBy,
  affectedMessage,
  inAffectedWindow,
  moveAlternatives,
  type StationNow,
} from '../rules/affected';
import { liveByStation } from '../rules/live-status';
import { toInternalBooking } from './internal-booking';

/**
 * A booking's station as the move rule sees it: its chargers, their live statuses and the slot's bookings.
 * `live`: the station's statuses when the caller has already read them (else they are read here).
 */
export async function stationNow(
  deps: BookingsDeps,
  station: Station,
  b: Pick<StoredBooking, 'startTime' | 'endTime'>,
  now: Date,
  o: { m?: EntityManager; live?: StationNow['live'] } = {},
): Promise<StationNow> {
  const live =
    o.live ?? liveByStation(await deps.liveStatus.ofStations([station.id], o.m)).get(station.id) ?? new Map();
  const taken = await deps.bookings.taken(station.id, b.startTime, b.endTime, now, o.m);
  return { chargers: station.chargers, live, taken };
}

/**
 * Which of these bookings their charger cannot serve now (docs/product.md §4), each with what the driver
 * reads and where it may move. Computed on every read from the chargers' live statuses and the reservations
 * they refused (recorded from charging.reservation.refused); the station and the
 * slot's bookings are read only for the bookings that are affected, which are few.
 */
export async function affectedBookings(
  deps: BookingsDeps,
  bookings: readonly StoredBooking[],
  now: Date,
  requestId?: string,
): Promise<Map<number, BookingAffected>> {
  const result = new Map<number, BookingAffected>();
  const candidates = bookings.filter((b) => inAffectedWindow(b, now));
  if (candidates.length === 0) return result;
  const live = liveByStation(
    await deps.liveStatus.ofStations([...new Set(candidates.map((b) => b.stationId))]),
  );
  const refusals = await deps.refusals.ofBookings(candidates.map((b) => b.id));
  for (const b of candidates) {
    const stationLive = live.get(b.stationId);
    const affected = affectedBy(b, stationLive?.get(b.chargerIndex), now, refusals.get(b.id));
    if (!affected) continue;
    const station = await readStation(deps.ctx.services, b.stationId, requestId);
    const alternatives = station
      ? moveAlternatives(b, await stationNow(deps, station, b, now, { live: stationLive }))
      : [];
    result.set(b.id, {
      reason: affected.reason,
      since: affected.since.toISOString(),
      message: affectedMessage(
        station?.chargers ?? [],
        b.chargerIndex,
        'status' in affected ? affected.status : { refusal: affected.refusal },
        alternatives.length,
      ),
      alternatives,
    });
  }
  return result;
}

/** The driver's view of their bookings: each as the API shows it, with `affected` (null when it is not). */
export async function withAffected(
  deps: BookingsDeps,
  bookings: readonly StoredBooking[],
  now: Date,
  requestId?: string,
): Promise<Array<InternalBooking & { affected: BookingAffected | null }>> {
  const affected = await affectedBookings(deps, bookings, now, requestId);
  return bookings.map((b) => ({ ...toInternalBooking(b), affected: affected.get(b.id) ?? null }));
}
