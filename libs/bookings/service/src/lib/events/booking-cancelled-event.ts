import { EVENTS } from '@chargesetu/shared/contracts';
import { createEvent } from '@chargesetu/shared/messaging';
import type { CancelReason, StoredBooking } from '../repositories/stored-booking';

/**
 * booking.cancelled for a cancelled booking. paymentId and amountPaid tell payments what to refund
 * (null for an unpaid booking). The correlation id carries the request or event that caused it.
 */
export function bookingCancelledEvent(
  booking: Pick<StoredBooking, 'id' | 'userId' | 'paymentId' | 'amountPaid'>,
  reason: CancelReason,
  correlationId?: string,
) {
  return createEvent(
    EVENTS.bookingCancelled,
    {
      bookingId: booking.id,
      userId: booking.userId,
      paymentId: booking.paymentId,
      amountPaid: booking.amountPaid,
      reason,
    },
    correlationId,
  );
}
