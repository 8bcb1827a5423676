import { EVENTS } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { PaymentsDeps } from '../deps';
import { noShowRefund } from '../rules/no-show-refund';

type Input = ConsumerInput<typeof EVENTS.bookingNoShow, PaymentsDeps>;

/**
 * booking.no-show: a paid slot ended without charging; `refundPercent` % of the payment goes back to the
 * wallet, once (docs/product.md §4). The share is taken of the payment as payments recorded it, under its row
 * lock; a payment no longer completed (refunded) needs nothing. The inbox absorbs a redelivered event, the
 * wallet's NOT EXISTS check the same no-show published twice, and the ledger's UNIQUE(payment_id, 'no_show')
 * stays the last guard. A 0 % share writes nothing.
 */
export const refundShareOnBookingNoShow = defineConsumer(EVENTS.bookingNoShow, {
  name: 'refund-share-on-booking-no-show',
  async handle({ data, event, m, deps }: Input) {
    const { logger } = deps.ctx;
    const payment = await deps.payments.lockCompletedForBooking(data.bookingId, m);
    if (!payment) return;
    if (payment.userId !== data.userId) {
      logger.warn({ eventId: event.id, paymentId: payment.id }, 'booking.no-show names another user');
    }
    const amount = noShowRefund(payment.amount, data.refundPercent);
    if (amount <= 0) return;
    const given = await deps.wallet.noShowRefund(payment.userId, toMoneyString(amount), payment.id, m);
    if (given) {
      logger.info(
        { bookingId: data.bookingId, paymentId: payment.id, percent: data.refundPercent, amount },
        'no-show share of the payment refunded to the wallet',
      );
    }
  },
});
