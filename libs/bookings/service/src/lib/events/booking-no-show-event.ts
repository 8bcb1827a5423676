import { EVENTS } from '@chargesetu/shared/contracts';
import { createEvent } from '@chargesetu/shared/messaging';
import type { NoShow } from '../repositories/no-shows.repository';

/** booking.no-show for a paid slot that ended without charging. */
export function bookingNoShowEvent(n: NoShow, correlationId?: string) {
  return createEvent(
    EVENTS.bookingNoShow,
    {
      bookingId: n.bookingId,
      userId: n.userId,
      paymentId: n.paymentId,
      amountPaid: n.amountPaid,
      refundPercent: n.refundPercent,
      slotEnd: n.slotEnd.toISOString(),
    },
    correlationId,
  );
}
