import { EVENTS } from '@chargesetu/shared/contracts';
import { enqueueEvent, handleOnce } from '@chargesetu/shared/messaging';
import type { EventConsumer } from '@chargesetu/shared/runtime';
import { bookingsRepository } from '../repositories/bookings.repository';
import { bookingCancelledEvent, type CancelReason } from '../use-cases/booking-cancelled-event';
import { payloadOf } from './valid-event';

/**
 * payment.completed: a pending booking becomes confirmed and remembers its payment. If the booking
 * was cancelled meanwhile (its hold lapsed, or its owner cancelled while paying), it stays cancelled
 * (its charger may be someone else's now) and booking.cancelled goes out with this payment, so
 * payments refunds it. Applied once per event, whatever the redelivery.
 */
export const confirmBookingOnPaymentCompleted: EventConsumer = {
  events: [EVENTS.paymentCompleted],
  async handle(event, ctx) {
    const paid = payloadOf(event, EVENTS.paymentCompleted);
    const bookings = bookingsRepository(ctx.dataSource);
    let refund = false;
    await handleOnce(ctx.dataSource, 'bookings', event, async (m) => {
      const booking = await bookings.findById(paid.bookingId, m, true);
      if (!booking || booking.user_id !== paid.userId) {
        ctx.logger.warn({ eventId: event.id, bookingId: paid.bookingId }, 'payment for an unknown booking');
        return;
      }
      if (booking.status === 'pending') {
        await bookings.recordPayment(booking.id, paid.paymentId, paid.amount, m);
        return;
      }
      if (booking.status === 'cancelled' && booking.payment_id === null) {
        const row = { ...booking, payment_id: paid.paymentId, amount_paid: paid.amount };
        await bookings.recordPayment(booking.id, paid.paymentId, paid.amount, m);
        const reason = (booking.cancel_reason ?? 'expired') as CancelReason;
        await enqueueEvent(m, bookingCancelledEvent(row, reason, event.correlationId));
        refund = true;
        return;
      }
      ctx.logger.warn(
        { eventId: event.id, bookingId: booking.id, status: booking.status, paymentId: booking.payment_id },
        'payment for a booking that is already paid; left unchanged',
      );
    });
    if (refund) ctx.relay.notify();
  },
};
