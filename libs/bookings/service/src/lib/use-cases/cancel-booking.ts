import type { InternalBooking } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import { Conflict } from '@chargesetu/shared/domain';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { BookingsDeps } from '../deps';
import { bookingCancelledEvent } from '../events/booking-cancelled-event';
import { affectedBy } from '../rules/affected';
import { cancelRefusal } from '../rules/booking-rules';
import { liveByStation } from '../rules/live-status';
import { bookingNotFound, MESSAGES } from '../rules/messages';
import { toInternalBooking } from './internal-booking';

export interface CancelBookingInput {
  id: number;
  userId: number;
  note?: string;
  requestId?: string;
  now?: Date;
}

/**
 * POST /api/bookings/:id/cancel by the owner: a pending or confirmed booking that has not started
 * becomes cancelled (its charger is free again) and booking.cancelled goes out in the same
 * transaction, carrying the payment to refund if it was paid. The row is locked first, so a
 * concurrent payment confirmation or expiry is seen, never overwritten. A booking its charger cannot
 * serve (docs/product.md §4) may be cancelled after its start too, with reason 'out_of_service': payments
 * refunds the whole payment for every cancellation.
 */
export async function cancelBooking(deps: BookingsDeps, input: CancelBookingInput): Promise<InternalBooking> {
  const { ctx, bookings } = deps;
  const now = input.now ?? new Date();
  const cancelled = await withTransaction(ctx.dataSource, async (m) => {
    const current = await bookings.lockById(input.id, m);
    if (!current || current.userId !== input.userId) throw bookingNotFound(input.id);
    const live = liveByStation(await deps.liveStatus.ofStations([current.stationId], m));
    const refused = (await deps.refusals.ofBookings([current.id], m)).get(current.id);
    const affected =
      affectedBy(current, live.get(current.stationId)?.get(current.chargerIndex), now, refused) !== null;
    const refusal = cancelRefusal(current, now, affected);
    if (refusal) throw new Conflict(refusal);
    const reason = affected ? 'out_of_service' : 'user';
    const done = await bookings.cancel(input.id, input.note?.trim() || null, now, m, reason);
    if (!done) throw new Conflict(MESSAGES.noLongerCancellable(input.id));
    await enqueueEvent(m, bookingCancelledEvent(done, reason, input.requestId));
    return done;
  });
  ctx.relay.notify();
  return toInternalBooking(cancelled);
}
