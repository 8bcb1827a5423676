import type {
  CreatePaymentBody,
  CreatePaymentResponse,
  PaymentCompletedV1,
} from '@chargesetu/shared/contracts';
import { EVENTS } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import { formatInr, priceBreakdown, toMoneyString } from '@chargesetu/shared/domain';
import { createEnvelope, enqueueEvent } from '@chargesetu/shared/messaging';
import { conflict, HttpError } from '@chargesetu/shared/server-kit';
import type { PaymentsDeps } from '../deps';
import { toPayment, type NewPayment, type StoredPayment } from '../repositories/payments.repository';
import { assertPayable, NOT_PAYABLE_MESSAGE } from '../rules/payable';
import { DECLINED_MESSAGE, simulatedBankDecision } from '../rules/simulated-bank';
import { generateTransactionId } from '../rules/transaction-id';
import { snapshotOf } from './booking-snapshot';

export interface CreatePaymentResult extends CreatePaymentResponse {
  /** false when the booking was paid before: the answer is that first payment. */
  created: boolean;
}

const paymentRequired = (message: string) => new HttpError(402, message);

class InsufficientBalance extends HttpError {
  constructor(needed: string, available: string) {
    super(402, `Insufficient wallet balance: ${formatInr(needed)} needed, ${formatInr(available)} available`);
  }
}

/**
 * Pays for the user's pending booking with the simulated bank. The amount is the booking's total,
 * (estimatedCost + 10) x 1.18, computed here from what the bookings service stored, never taken from the
 * client. One payment per booking: a repeat, even a concurrent one, is answered with the first payment.
 */
export async function createPayment(
  deps: PaymentsDeps,
  userId: number,
  body: CreatePaymentBody,
  requestId?: string,
): Promise<CreatePaymentResult> {
  // Read first, outside any transaction: never wait for another service while holding a connection.
  const booking = await deps.bookings.findForUser(body.bookingId, userId, requestId);
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
    throw paymentRequired(DECLINED_MESSAGE);
  }

  const payment = await withTransaction(deps.dataSource, async (m) => {
    const inserted = await deps.payments.insertCompleted(m, attempt);
    if (!inserted) return null; // someone else's attempt won; answered below with its payment
    if (attempt.paymentMethod === 'wallet') {
      const debit = await deps.wallet.debit(m, userId, attempt.amount, inserted.id);
      if (!debit.ok) throw new InsufficientBalance(attempt.amount, debit.available); // rolls back the payment
    }
    const event: PaymentCompletedV1 = {
      paymentId: inserted.id,
      bookingId: inserted.bookingId,
      userId,
      amount: inserted.amount,
      paymentMethod: inserted.paymentMethod,
    };
    await enqueueEvent(m, createEnvelope(EVENTS.paymentCompleted, 1, event, requestId));
    return inserted;
  });
  if (payment) {
    deps.notifyRelay();
    return answer(payment, true);
  }
  const first = await deps.payments.findSettledForBooking(booking.id);
  if (!first) throw conflict('This booking is being paid right now. Please try again in a moment.');
  return repeatAnswer(first, answer);
}

function repeatAnswer(
  paid: StoredPayment,
  answer: (p: StoredPayment, created: boolean) => CreatePaymentResult,
): CreatePaymentResult {
  // A refunded payment belongs to a cancelled booking: paying again cannot bring the booking back.
  if (paid.status === 'refunded') throw conflict(`${NOT_PAYABLE_MESSAGE}: it was cancelled and refunded.`);
  return answer(paid, false);
}
