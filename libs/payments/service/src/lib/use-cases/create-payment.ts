import type { CreatePaymentBody, CreatePaymentResponse } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import {
  Conflict,
  formatInr,
  NotFound,
  PaymentDeclined,
  priceBreakdown,
  toMoneyString,
} from '@chargesetu/shared/domain';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { PaymentsDeps } from '../deps';
import { paymentCompletedEvent } from '../events/payment-completed-event';
import { toPayment, type NewPayment, type StoredPayment } from '../repositories/payments.repository';
import { snapshotOf } from '../rules/booking-snapshot';
import { assertPayable, NOT_PAYABLE_MESSAGE } from '../rules/payable';
import { DECLINED_MESSAGE, simulatedBankDecision } from '../rules/simulated-bank';
import { generateTransactionId } from '../rules/transaction-id';

export interface CreatePaymentInput {
  userId: number;
  body: CreatePaymentBody;
  requestId?: string;
}

export interface CreatePaymentResult extends CreatePaymentResponse {
  /** false when the booking was paid before: the answer is that first payment. */
  created: boolean;
}

const bookingNotFound = (id: number) => new NotFound(`Booking ${id} was not found`);

const insufficientBalance = (needed: string, available: string) =>
  new PaymentDeclined(
    `Insufficient wallet balance: ${formatInr(needed)} needed, ${formatInr(available)} available`,
  );

/**
 * Pays for the user's pending booking with the simulated bank. The amount is the booking's total,
 * (estimatedCost + 10) x 1.18, computed here from what the bookings service stored, never taken from the
 * client. One payment per booking: a repeat, even a concurrent one, is answered with the first payment.
 */
export async function createPayment(
  deps: PaymentsDeps,
  input: CreatePaymentInput,
): Promise<CreatePaymentResult> {
  const { userId, body, requestId } = input;
  // Read first, outside any transaction: never wait for another service while holding a connection.
  const booking = await deps.bookings.booking(body.bookingId, requestId);
  // Someone else's booking is not found, exactly like a missing one: ids reveal nothing.
  if (!booking || booking.userId !== userId) throw bookingNotFound(body.bookingId);
  const answer = (payment: StoredPayment, created: boolean): CreatePaymentResult => ({
    created,
    payment: toPayment(payment),
    booking: { id: booking.id, status: booking.status },
  });
  const paid = await deps.payments.findSettledForBooking(booking.id);
  if (paid) return repeatAnswer(paid, answer);
  assertPayable(booking, deps.now());

  const decision = simulatedBankDecision(body);
  const attempt: NewPayment = {
    bookingId: booking.id,
    userId,
    amount: toMoneyString(priceBreakdown(booking.estimatedCost).total),
    paymentMethod: body.paymentMethod,
    transactionId: generateTransactionId(deps.now()),
    methodDetail: decision.methodDetail,
    bookingSnapshot: snapshotOf(booking),
  };
  if (!decision.approved) {
    await deps.payments.insertFailed(attempt, DECLINED_MESSAGE);
    throw new PaymentDeclined(DECLINED_MESSAGE);
  }

  const payment = await withTransaction(deps.ctx.dataSource, async (m) => {
    const inserted = await deps.payments.insertCompleted(attempt, m);
    if (!inserted) return null; // someone else's attempt won; answered below with its payment
    if (attempt.paymentMethod === 'wallet') {
      const debit = await deps.wallet.debit(userId, attempt.amount, inserted.id, m);
      if (!debit.ok) throw insufficientBalance(attempt.amount, debit.available); // rolls back the payment
    }
    await enqueueEvent(m, paymentCompletedEvent(inserted, requestId));
    return inserted;
  });
  if (payment) {
    deps.ctx.relay.notify(); // the event leaves now rather than at the relay's next poll
    return answer(payment, true);
  }
  const first = await deps.payments.findSettledForBooking(booking.id);
  if (!first) throw new Conflict('This booking is being paid right now. Please try again in a moment.');
  return repeatAnswer(first, answer);
}

function repeatAnswer(
  paid: StoredPayment,
  answer: (p: StoredPayment, created: boolean) => CreatePaymentResult,
): CreatePaymentResult {
  // A refunded payment belongs to a cancelled booking: paying again cannot bring the booking back.
  if (paid.status === 'refunded')
    throw new Conflict(`${NOT_PAYABLE_MESSAGE}: it was cancelled and refunded.`);
  return answer(paid, false);
}
