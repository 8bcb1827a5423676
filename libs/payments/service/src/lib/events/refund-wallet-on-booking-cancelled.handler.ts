import { EVENTS, isValidEvent, registerFormats } from '@chargesetu/shared/contracts';
import { handleOnce, type EventEnvelope } from '@chargesetu/shared/messaging';
import type { EventConsumer, ServiceContext } from '@chargesetu/shared/runtime';
import { paymentsRepository } from '../repositories/payments.repository';
import { walletRepository } from '../repositories/wallet.repository';

export const REFUND_CONSUMER = 'payments.refund-wallet-on-booking-cancelled';

/**
 * booking.cancelled: the booking's completed payment, whatever its method, goes back to the user's
 * wallet, once. handleOnce absorbs a redelivered event; the payment's own status (completed -> refunded
 * under a row lock) absorbs the same cancellation published twice with different event ids; the
 * ledger's UNIQUE(payment_id, 'refund') is the last guard. An unpaid booking needs nothing.
 */
export async function refundWalletOnBookingCancelled(
  event: EventEnvelope,
  ctx: ServiceContext,
): Promise<void> {
  registerFormats();
  // A malformed message throws: the bus retries it, then parks it in the dead-letter queue for a human.
  if (!isValidEvent(event, EVENTS.bookingCancelled)) {
    throw new Error(`booking.cancelled ${event.id} does not match the v1 contract`);
  }
  const payments = paymentsRepository(ctx.dataSource);
  const wallet = walletRepository(ctx.dataSource);
  await handleOnce(ctx.dataSource, REFUND_CONSUMER, event, async (m) => {
    const refunded = await payments.markRefunded(m, event.data.bookingId);
    if (!refunded) return;
    // The money goes back to whoever paid, which is the booking's owner; a mismatch is worth a look.
    if (refunded.userId !== event.data.userId) {
      ctx.logger.warn({ eventId: event.id, paymentId: refunded.id }, 'booking.cancelled names another user');
    }
    await wallet.refund(m, refunded.userId, refunded.amount, refunded.id);
    ctx.logger.info(
      { bookingId: refunded.bookingId, paymentId: refunded.id, amount: refunded.amount },
      'payment refunded to the wallet',
    );
  });
}

export const refundOnCancelConsumer: EventConsumer = {
  events: [EVENTS.bookingCancelled],
  handle: refundWalletOnBookingCancelled,
};
