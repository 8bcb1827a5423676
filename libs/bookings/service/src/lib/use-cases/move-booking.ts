import type { Booking } from '@chargesetu/shared/contracts';
import { pgErrorOf, withTransaction } from '@chargesetu/shared/db';
import { Conflict } from '@chargesetu/shared/domain';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { BookingsDeps } from '../deps';
import { bookingMovedEvent } from '../events/booking-moved-event';
import { affectedBy, moveRefusal } from '../rules/affected';
import { bookingNotFound, MESSAGES, stationNotFound } from '../rules/messages';
import { readStation } from '../clients/service-reads';
import { stationNow } from './affected-bookings';
import { toInternalBooking } from './internal-booking';

export interface MoveBookingInput {
  id: number;
  userId: number;
  chargerIndex: number;
  requestId?: string;
  now?: Date;
}

/**
 * POST /api/bookings/:id/move by the owner: a booking its charger cannot serve (docs/product.md §4) moves,
 * same slot, to another charger of the station of the same type and power, in service and free. In one
 * transaction with the row locked and the slot's creates taking turns (the lock create uses), so the rule is
 * checked against what is committed and the exclusion constraint is the last word; booking.moved goes out
 * with it, so charging withdraws a reservation held on the old connector.
 */
export async function moveBooking(deps: BookingsDeps, input: MoveBookingInput): Promise<Booking> {
  const { ctx, bookings } = deps;
  const now = input.now ?? new Date();
  const found = await bookings.findById(input.id);
  if (!found || found.userId !== input.userId) throw bookingNotFound(input.id);
  // Read before the transaction: no row stays locked while a neighbour answers.
  const station = await readStation(ctx.services, found.stationId, input.requestId);
  if (!station) throw stationNotFound(found.stationId);
  const moved = await withTransaction(ctx.dataSource, async (m) => {
    const current = await bookings.lockById(input.id, m);
    if (!current) throw bookingNotFound(input.id);
    await m.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [
      current.stationId,
      current.startTime.getTime() / 60_000,
    ]);
    const there = await stationNow(deps, station, current, now, { m });
    const refused = (await deps.refusals.ofBookings([current.id], m)).get(current.id);
    if (!affectedBy(current, there.live.get(current.chargerIndex), now, refused))
      throw new Conflict(MESSAGES.notAffected);
    const refusal = moveRefusal(current, input.chargerIndex, there);
    if (refusal) throw new Conflict(refusal);
    const done = await bookings.moveToCharger(current.id, input.chargerIndex, m).catch((err: unknown) => {
      // The exclusion constraint: a booking holds that charger for an overlapping slot after all.
      if (pgErrorOf(err)?.code === '23P01') throw new Conflict(MESSAGES.movedAway);
      throw err;
    });
    if (!done) throw new Conflict(MESSAGES.movedAway);
    // A refusal was the old charger's: the new connector is reserved afresh.
    await deps.refusals.clear(done.id, m);
    await enqueueEvent(m, bookingMovedEvent(done, current.chargerIndex, input.requestId));
    return done;
  });
  ctx.relay.notify();
  // It now holds a charger in service (checked above), so it is no longer affected.
  return { ...toInternalBooking(moved), affected: null };
}
