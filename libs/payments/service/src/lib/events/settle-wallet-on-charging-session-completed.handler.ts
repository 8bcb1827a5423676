import { EVENTS } from '@chargesetu/shared/contracts';
import { toMoneyString, toPaise } from '@chargesetu/shared/domain';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { PaymentsDeps } from '../deps';
import { unusedAmount } from '../rules/unused-amount';

type Input = ConsumerInput<typeof EVENTS.chargingSessionCompleted, PaymentsDeps>;

/**
 * charging.session.completed: settles the booking's payment, once. The payment records what the session
 * used (energy, cost, end time) and what went back to the wallet, for the receipt; when the energy
 * delivered cost less than was paid, the difference goes back to the user's wallet and adds to their total
 * savings. All in the inbox row's transaction, under the payment's row lock.
 * The inbox absorbs a redelivered event; a payment already settled absorbs the same completion published
 * twice under different ids (and the ledger's UNIQUE(payment_id, 'adjustment') stays the last guard of the
 * wallet). A booking without a completed payment (none, or refunded because it was cancelled) needs nothing.
 */
export const settleWalletOnChargingSessionCompleted = defineConsumer(EVENTS.chargingSessionCompleted, {
  name: 'settle-wallet-on-charging-session-completed',
  async handle({ data: done, event, m, deps }: Input) {
    const { logger } = deps.ctx;
    const payment = await deps.payments.lockCompletedForBooking(done.bookingId, m);
    if (!payment) return;
    if (payment.settlement) {
      logger.info(
        { eventId: event.id, paymentId: payment.id, settledAt: payment.settlement.endTime },
        'charging.session.completed for a payment already settled: nothing more to do',
      );
      return;
    }
    if (payment.userId !== done.userId) {
      logger.warn(
        { eventId: event.id, paymentId: payment.id },
        'charging.session.completed names another user',
      );
    }
    const actualCost = billedCost(done.actualCost, payment.bookingSnapshot?.estimatedCost);
    if (actualCost !== done.actualCost) {
      logger.warn(
        { eventId: event.id, paymentId: payment.id, actualCost: done.actualCost, billed: actualCost },
        'charging.session.completed costs more than the estimate: billed at the estimate',
      );
    }
    const amount = unusedAmount(payment.amount, actualCost);
    if (amount > 0) {
      const given = await deps.wallet.adjust(payment.userId, toMoneyString(amount), payment.id, m);
      if (given) {
        logger.info(
          { bookingId: done.bookingId, paymentId: payment.id, paid: payment.amount, actualCost, amount },
          'unused charging paid back to the wallet',
        );
      }
    }
    await deps.payments.recordSettlement(
      payment.id,
      {
        energyDelivered: toMoneyString(done.energyDelivered),
        actualCost,
        endTime: done.endTime,
        returnedToWallet: toMoneyString(amount),
      },
      m,
    );
  },
});

/**
 * The cost the session is billed: what it reports, never above the estimate the booking was paid for
 * (the charging service caps it already; a booking is never charged more, whatever arrives).
 */
function billedCost(actualCost: string, estimatedCost: string | undefined): string {
  const cost = toMoneyString(actualCost);
  if (estimatedCost === undefined) return cost;
  return toPaise(Number(cost)) > toPaise(Number(estimatedCost)) ? toMoneyString(estimatedCost) : cost;
}
