import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { PaymentsDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.chargingIdleFeeCharged, PaymentsDeps>;

/**
 * charging.idle-fee.charged: a car stayed plugged in past the grace after charging finished; the idle fee is
 * taken from the wallet, once, against the booking's payment (ledger reason 'idle_fee'), never more than the
 * wallet holds (docs/product.md §4): what it lacks is not taken. All under the payment's row lock, in the inbox
 * row's transaction. The inbox absorbs a redelivered event, the payment's idle-fee line the same fee published
 * twice, and the ledger's UNIQUE(payment_id, 'idle_fee') stays the last guard. A booking without a completed
 * payment (none, or refunded) is not billed.
 */
export const takeIdleFeeOnChargingIdleFeeCharged = defineConsumer(EVENTS.chargingIdleFeeCharged, {
  name: 'take-idle-fee-on-charging-idle-fee-charged',
  async handle({ data, event, m, deps }: Input) {
    const { logger } = deps.ctx;
    const payment = await deps.payments.lockCompletedForBooking(data.bookingId, m);
    if (!payment) {
      logger.warn(
        { eventId: event.id, bookingId: data.bookingId, fee: data.fee },
        'charging.idle-fee.charged for a booking without a completed payment: not billed',
      );
      return;
    }
    if (payment.userId !== data.userId) {
      logger.warn(
        { eventId: event.id, paymentId: payment.id },
        'charging.idle-fee.charged names another user',
      );
    }
    const taken = await deps.wallet.takeIdleFee(payment.userId, data.fee, payment.id, m);
    if (taken === null) return;
    const log = taken === data.fee ? logger.info.bind(logger) : logger.warn.bind(logger);
    log(
      {
        bookingId: data.bookingId,
        paymentId: payment.id,
        idleMinutes: data.idleMinutes,
        fee: data.fee,
        taken,
      },
      taken === data.fee ? 'idle fee taken from the wallet' : 'idle fee: the wallet held less than the fee',
    );
  },
});
