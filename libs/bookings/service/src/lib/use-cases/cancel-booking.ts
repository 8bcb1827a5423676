import type { InternalBooking } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import { conflict } from '@chargesetu/shared/server-kit';
import type { BookingsDeps } from '../deps';
import { bookingNotFound } from '../messages';
import { toBooking } from '../repositories/booking-row';
import { cancelRefusal } from '../rules/booking-rules';
import { bookingCancelledEvent } from './booking-cancelled-event';

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
 * concurrent payment confirmation or expiry is seen, never overwritten.
 */
export async function cancelBooking(deps: BookingsDeps, input: CancelBookingInput): Promise<InternalBooking> {
  const { ctx, bookings } = deps;
  const now = input.now ?? new Date();
  const row = await withTransaction(ctx.dataSource, async (m) => {
    const current = await bookings.findById(input.id, m, true);
    if (!current || current.user_id !== input.userId) throw bookingNotFound(input.id);
    const refusal = cancelRefusal({ status: current.status, startTime: new Date(current.start_time) }, now);
    if (refusal) throw conflict(refusal);
    const cancelled = await bookings.cancel(input.id, input.note?.trim() || null, now, m);
    if (!cancelled) throw conflict(`Booking ${input.id} can no longer be cancelled.`);
    await enqueueEvent(m, bookingCancelledEvent(cancelled, 'user', input.requestId));
    return cancelled;
  });
  ctx.relay.notify();
  return toBooking(row);
}
