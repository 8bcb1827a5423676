import { EVENTS, isValidEvent, registerFormats } from '@chargesetu/shared/contracts';
import { fromPaise, priceBreakdown, toMoneyString, toPaise } from '@chargesetu/shared/domain';
import { handleOnce, type EventEnvelope } from '@chargesetu/shared/messaging';
import type { EventConsumer, ServiceContext } from '@chargesetu/shared/runtime';
import { paymentsRepository } from '../repositories/payments.repository';
import { walletRepository } from '../repositories/wallet.repository';

export const SETTLE_CONSUMER = 'payments.settle-wallet-on-charging-session-completed';

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
 * handleOnce absorbs a redelivered event; the ledger's UNIQUE(payment_id, 'adjustment') absorbs the same
 * completion published twice under different ids. A booking without a completed payment (none, or
 * refunded because it was cancelled) needs nothing.
 */
export async function settleWalletOnChargingSessionCompleted(
  event: EventEnvelope,
  ctx: ServiceContext,
): Promise<void> {
  registerFormats();
  // A malformed message throws: the bus retries it, then parks it in the dead-letter queue for a human.
  if (!isValidEvent(event, EVENTS.chargingSessionCompleted)) {
    throw new Error(`charging.session.completed ${event.id} does not match the v1 contract`);
  }
  const done = event.data;
  const payments = paymentsRepository(ctx.dataSource);
  const wallet = walletRepository(ctx.dataSource);
  await handleOnce(ctx.dataSource, SETTLE_CONSUMER, event, async (m) => {
    const payment = await payments.lockCompletedForBooking(m, done.bookingId);
    if (!payment) return;
    if (payment.userId !== done.userId) {
      ctx.logger.warn(
        { eventId: event.id, paymentId: payment.id },
        'charging.session.completed names another user',
      );
    }
    const amount = unusedAmount(payment.amount, done.actualCost);
    if (amount <= 0) return;
    const given = await wallet.adjust(m, payment.userId, toMoneyString(amount), payment.id);
    if (given) {
      ctx.logger.info(
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
  });
}

export const settleOnChargingCompletedConsumer: EventConsumer = {
  events: [EVENTS.chargingSessionCompleted],
  handle: settleWalletOnChargingSessionCompleted,
};
