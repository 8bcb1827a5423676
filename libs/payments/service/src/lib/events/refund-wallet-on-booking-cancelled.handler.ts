import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { PaymentsDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.bookingCancelled, PaymentsDeps>;

/**
 * booking.cancelled: the booking's completed payment, whatever its method, goes back to the user's
 * wallet, once. The inbox absorbs a redelivered event; the payment's own status (completed -> refunded
 * under a row lock) absorbs the same cancellation published twice with different event ids; the
 * ledger's UNIQUE(payment_id, 'refund') is the last guard. An unpaid booking needs nothing.
 */
export const refundWalletOnBookingCancelled = defineConsumer(EVENTS.bookingCancelled, {
  name: 'refund-wallet-on-booking-cancelled',
  async handle({ data, event, m, deps }: Input) {
    const refunded = await deps.payments.markRefunded(data.bookingId, m);
    if (!refunded) return;
    // The money goes back to whoever paid, which is the booking's owner; a mismatch is worth a look.
    if (refunded.userId !== data.userId) {
      deps.ctx.logger.warn(
        { eventId: event.id, paymentId: refunded.id },
        'booking.cancelled names another user',
      );
    }
    await deps.wallet.refund(refunded.userId, refunded.amount, refunded.id, m);
    deps.ctx.logger.info(
      { bookingId: refunded.bookingId, paymentId: refunded.id, amount: refunded.amount },
      'payment refunded to the wallet',
    );
  },
});
