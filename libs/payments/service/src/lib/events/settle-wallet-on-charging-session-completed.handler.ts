import { EVENTS } from '@chargesetu/shared/contracts';
import { fromPaise, priceBreakdown, toMoneyString, toPaise } from '@chargesetu/shared/domain';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { PaymentsDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.chargingSessionCompleted, PaymentsDeps>;

/**
 * What a finished session gives back: paid minus the actual total, (actualCost + 10) x 1.18 to the
 * paisa (the same formula as the amount paid, applied to the energy actually delivered); 0 when the
 * session cost as much as was paid or more (a booking is never charged more than its payment).
 */
export function unusedAmount(paid: string, actualCost: string): number {
  const paise = toPaise(Number(paid)) - toPaise(priceBreakdown(actualCost).total);
  return paise > 0 ? fromPaise(paise) : 0;
}

/**
 * charging.session.completed: the booking was paid for its estimate; when the energy delivered cost
 * less, the difference goes back to the user's wallet and adds to their total savings, once.
 * The inbox absorbs a redelivered event; the ledger's UNIQUE(payment_id, 'adjustment') absorbs the same
 * completion published twice under different ids. A booking without a completed payment (none, or
 * refunded because it was cancelled) needs nothing.
 */
export const settleWalletOnChargingSessionCompleted = defineConsumer(EVENTS.chargingSessionCompleted, {
  name: 'settle-wallet-on-charging-session-completed',
  async handle({ data: done, event, m, deps }: Input) {
    const { logger } = deps.ctx;
    const payment = await deps.payments.lockCompletedForBooking(m, done.bookingId);
    if (!payment) return;
    if (payment.userId !== done.userId) {
      logger.warn({ eventId: event.id, paymentId: payment.id }, 'charging.session.completed names another user');
    }
    const amount = unusedAmount(payment.amount, done.actualCost);
    if (amount <= 0) return;
    const given = await deps.wallet.adjust(m, payment.userId, toMoneyString(amount), payment.id);
    if (given) {
      logger.info(
        { bookingId: done.bookingId, paymentId: payment.id, paid: payment.amount, actualCost: done.actualCost, amount },
        'unused charging paid back to the wallet',
      );
    }
  },
});
