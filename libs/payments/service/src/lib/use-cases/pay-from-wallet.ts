import type { WalletPaymentBody, WalletPaymentResult } from '@chargesetu/shared/contracts';
import { Conflict, NotFound, PaymentDeclined } from '@chargesetu/shared/domain';
import type { PaymentsDeps } from '../deps';
import { createPayment } from './create-payment';

/**
 * Pays the user's pending booking from the wallet for another service (charging, for a card's walk-up):
 * exactly the driver's own wallet payment (createPayment), so payment.completed confirms the booking and a
 * booking paid before answers that payment. What the driver would be told as a 402, 404 or 409 (balance too
 * low, not their booking, no longer payable) comes back as `paid: false` with that message; anything else
 * (bookings unreachable, a fault) propagates.
 */
export async function payFromWallet(
  deps: PaymentsDeps,
  input: { body: WalletPaymentBody; requestId?: string },
): Promise<WalletPaymentResult> {
  const { userId, bookingId } = input.body;
  try {
    const { payment } = await createPayment(deps, {
      userId,
      body: { bookingId, paymentMethod: 'wallet' },
      requestId: input.requestId,
    });
    return { paid: true, paymentId: payment.id, amount: payment.amount };
  } catch (error) {
    if (error instanceof PaymentDeclined || error instanceof Conflict || error instanceof NotFound)
      return { paid: false, reason: error.message };
    throw error;
  }
}
