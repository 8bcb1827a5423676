import { bookingReference, Conflict, NotFound, type Language } from '@chargesetu/shared/domain';
import type { PaymentsDeps } from '../deps';
import { renderReceiptPdf } from '../receipt/render-receipt-pdf';

export interface GetPaymentReceiptInput {
  paymentId: number;
  userId: number;
  /** The receipt's language (labels and dates); English by default. */
  lang?: Language;
}

/** The user's receipt for one of their payments. Someone else's payment is not found, like a missing one. */
export async function getPaymentReceipt(
  deps: PaymentsDeps,
  { paymentId, userId, lang = 'en' }: GetPaymentReceiptInput,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const p = await deps.payments.findForUser(paymentId, userId);
  if (!p) throw new NotFound(`Payment ${paymentId} was not found`);
  if (!p.bookingSnapshot || !p.paymentDate || (p.status !== 'completed' && p.status !== 'refunded')) {
    throw new Conflict(`Payment ${paymentId} did not go through, so it has no receipt`);
  }
  const pdf = await renderReceiptPdf(
    { ...p, bookingSnapshot: p.bookingSnapshot, paymentDate: p.paymentDate },
    lang,
  );
  return { filename: `chargesetu-receipt-${bookingReference(p.bookingId)}.pdf`, pdf };
}
