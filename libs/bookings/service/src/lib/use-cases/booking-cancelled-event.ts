import { EVENTS, type BookingCancelledV1 } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import { createEnvelope } from '@chargesetu/shared/messaging';
import type { BookingRow } from '../repositories/booking-row';

/** Why a booking was cancelled, as booking.cancelled says it: by its owner or because the hold lapsed. */
export type CancelReason = 'user' | 'expired';

/**
 * The booking.cancelled envelope for a cancelled row. paymentId and amountPaid tell payments what to
 * refund (null for an unpaid booking). The correlation id carries the request or event that caused it.
 */
export function bookingCancelledEvent(row: BookingRow, reason: CancelReason, correlationId?: string | null) {
  const data: BookingCancelledV1 = {
    bookingId: row.id,
    userId: row.user_id,
    paymentId: row.payment_id,
    amountPaid: row.amount_paid === null ? null : toMoneyString(row.amount_paid),
    reason,
  };
  return createEnvelope(EVENTS.bookingCancelled, 1, data, correlationId ?? undefined);
}
