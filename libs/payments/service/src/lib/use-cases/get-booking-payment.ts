import type { Payment } from '@chargesetu/shared/contracts';
import { NotFound } from '@chargesetu/shared/domain';
import type { PaymentsDeps } from '../deps';
import { toPayment } from '../repositories/payments.repository';

export interface GetBookingPaymentInput {
  bookingId: number;
  /** The signed-in user, whose booking it must be; absent for another service's internal read. */
  userId?: number;
}

/**
 * The booking's payment that went through (completed, or refunded since). A declined attempt is not
 * it; with `userId`, someone else's is not found, exactly like a missing one.
 */
export async function getBookingPayment(
  deps: PaymentsDeps,
  { bookingId, userId }: GetBookingPaymentInput,
): Promise<Payment> {
  const paid = await deps.payments.findSettledForBooking(bookingId);
  if (!paid || (userId !== undefined && paid.userId !== userId)) {
    throw new NotFound(`No payment was found for booking ${bookingId}`);
  }
  return toPayment(paid);
}
