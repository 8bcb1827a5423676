import type { Payment } from '@chargesetu/shared/contracts';
import type { PaymentsDeps } from '../deps';
import { toPayment } from '../repositories/payments.repository';

/** The user's payments, declined attempts included, newest first. */
export async function listPayments(deps: PaymentsDeps, { userId }: { userId: number }): Promise<Payment[]> {
  return (await deps.payments.listForUser(userId)).map(toPayment);
}
