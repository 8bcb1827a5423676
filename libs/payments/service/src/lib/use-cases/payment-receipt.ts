import { bookingReference } from '@chargesetu/shared/domain';
import { conflict, notFound } from '@chargesetu/shared/server-kit';
import type { PaymentsDeps } from '../deps';
import { renderReceiptPdf } from '../receipt/render-receipt-pdf';

export const paymentNotFound = (id: number) => notFound(`Payment ${id} was not found`);

/** The user's receipt for one of their payments. Someone else's payment is a 404 like a missing one. */
export async function paymentReceipt(
  deps: PaymentsDeps,
  userId: number,
  paymentId: number,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const p = await deps.payments.findForUser(paymentId, userId);
  if (!p) throw paymentNotFound(paymentId);
  if (!p.bookingSnapshot || !p.paymentDate || (p.status !== 'completed' && p.status !== 'refunded')) {
    throw conflict(`Payment ${paymentId} did not go through, so it has no receipt`);
  }
  const pdf = await renderReceiptPdf({
    ...p,
    bookingSnapshot: p.bookingSnapshot,
    paymentDate: p.paymentDate,
  });
  return { filename: `chargesetu-receipt-${bookingReference(p.bookingId)}.pdf`, pdf };
}
