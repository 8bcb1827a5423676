import type { PaymentMethod } from '@chargesetu/shared/contracts';

/**
 * The simulated bank (nothing is charged for real). Its answers are deterministic so the failure path
 * can be shown and tested (documented in the lib's README):
 * - upi: a UPI id starting with "fail" (any case, e.g. "fail@upi") is declined;
 * - card: a card whose last 4 digits are 0002 (like the well-known test card 4000 0000 0000 0002) is declined;
 * - wallet: never declined by the bank; a short balance is refused separately.
 * Everything else is approved.
 */
export const DECLINING_UPI_PREFIX = 'fail';
export const DECLINING_CARD_LAST4 = '0002';
export const DECLINED_MESSAGE = 'Payment declined by the bank (simulated). Please try another method.';

export interface MethodDetails {
  paymentMethod: PaymentMethod;
  upiId?: string;
  cardNumber?: string;
  cardLast4?: string;
}

export interface BankDecision {
  approved: boolean;
  /** How the receipt names the method; never a full card number. */
  methodDetail: string;
}

function cardLast4(d: MethodDetails): string | undefined {
  const digits = d.cardNumber?.replace(/\D/g, '');
  return digits && digits.length >= 4 ? digits.slice(-4) : d.cardLast4;
}

/** What the simulated bank says about this payment. Details that do not match the method are ignored. */
export function simulatedBankDecision(d: MethodDetails): BankDecision {
  if (d.paymentMethod === 'upi') {
    const upiId = d.upiId?.trim();
    return {
      approved: !upiId?.toLowerCase().startsWith(DECLINING_UPI_PREFIX),
      methodDetail: upiId ? `UPI (${upiId})` : 'UPI',
    };
  }
  if (d.paymentMethod === 'card') {
    const last4 = cardLast4(d);
    return {
      approved: last4 !== DECLINING_CARD_LAST4,
      methodDetail: last4 ? `Card ending ${last4}` : 'Card',
    };
  }
  return { approved: true, methodDetail: 'ChargeSetu wallet' };
}
