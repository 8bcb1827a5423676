import { EVENTS } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { PaymentsDeps } from '../deps';
import { unusedAmount } from '../rules/unused-amount';

type Input = ConsumerInput<typeof EVENTS.chargingSessionCompleted, PaymentsDeps>;

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
    const payment = await deps.payments.lockCompletedForBooking(done.bookingId, m);
    if (!payment) return;
    if (payment.userId !== done.userId) {
      logger.warn(
        { eventId: event.id, paymentId: payment.id },
        'charging.session.completed names another user',
      );
    }
    const amount = unusedAmount(payment.amount, done.actualCost);
    if (amount <= 0) return;
    const given = await deps.wallet.adjust(payment.userId, toMoneyString(amount), payment.id, m);
    if (given) {
      logger.info(
        {
          bookingId: done.bookingId,
          paymentId: payment.id,
          paid: payment.amount,
          actualCost: done.actualCost,
          amount,
        },
        'unused charging paid back to the wallet',
      );
    }
  },
});
