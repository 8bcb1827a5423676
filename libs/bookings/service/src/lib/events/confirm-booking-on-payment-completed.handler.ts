import { EVENTS } from '@chargesetu/shared/contracts';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { BookingsDeps } from '../deps';
import { bookingCancelledEvent } from './booking-cancelled-event';

type Input = ConsumerInput<typeof EVENTS.paymentCompleted, BookingsDeps>;

/**
 * payment.completed: a pending booking becomes confirmed and remembers its payment. If the booking
 * was cancelled meanwhile (its hold lapsed, or its owner cancelled while paying), it stays cancelled
 * (its charger may be someone else's now) and booking.cancelled goes out with this payment, so
 * payments refunds it. Applied once per event, whatever the redelivery.
 */
export const confirmBookingOnPaymentCompleted = defineConsumer(EVENTS.paymentCompleted, {
  name: 'confirm-booking-on-payment-completed',
  async handle({ data: paid, event, m, deps }: Input) {
    const { bookings, ctx } = deps;
    const booking = await bookings.lockById(paid.bookingId, m);
    if (!booking || booking.userId !== paid.userId) {
      ctx.logger.warn({ eventId: event.id, bookingId: paid.bookingId }, 'payment for an unknown booking');
      return;
    }
    if (booking.status === 'pending') {
      await bookings.recordPayment(booking.id, paid.paymentId, paid.amount, m);
      // The no-show refund the driver was told before paying holds for this booking (docs/product.md §4).
      await deps.noShows.recordPolicy(booking.id, deps.config.NO_SHOW_REFUND_PERCENT, m);
      return;
    }
    if (booking.status === 'cancelled' && booking.paymentId === null) {
      await bookings.recordPayment(booking.id, paid.paymentId, paid.amount, m);
      const refund = { ...booking, paymentId: paid.paymentId, amountPaid: paid.amount };
      await enqueueEvent(
        m,
        bookingCancelledEvent(refund, booking.cancelReason ?? 'expired', event.correlationId),
      );
      return;
    }
    ctx.logger.warn(
      { eventId: event.id, bookingId: booking.id, status: booking.status, paymentId: booking.paymentId },
      'payment for a booking that is already paid; left unchanged',
    );
  },
});
