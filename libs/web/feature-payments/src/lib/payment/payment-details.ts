import {
  fieldFailure,
  fieldMessage,
  PAYMENT_RULES,
  type CreatePaymentBody,
  type PaymentMethod,
} from '@chargesetu/shared/contracts';
import { priceBreakdown, type PriceBreakdown } from '@chargesetu/shared/domain';
import { ruleMessage } from '@chargesetu/web/ui';

/** The tabs of the Payment Method set (docs/product.md §2.5), in order. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'upi', 'wallet'];

/** The key (namespace `payments`) of each payment method's name. */
export const METHOD_KEY = {
  card: 'method.card',
  upi: 'method.upi',
  wallet: 'method.wallet',
} as const satisfies Record<PaymentMethod, string>;

/** docs/product.md §2.5: card details are read-only demo values (the simulated bank approves this card). */
export const DEMO_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '•••',
} as const;

/**
 * The UPI field's error (the contracts' rule: a name@handle id) in the language shown, or null when it can be
 * sent.
 */
export function upiIdError(upiId: string): string | null {
  const rule = PAYMENT_RULES.upiId;
  const value = upiId.trim();
  if (value === '') return ruleMessage(rule.required);
  const failure = fieldFailure(rule, value);
  return failure ? ruleMessage(fieldMessage(rule, failure)) : null;
}

/**
 * The POST /api/payments body (docs/product.md §7): bookingId and paymentMethod, with the simulation's
 * details for the method (the demo card's number, the UPI id typed; a wallet needs none). The amount is never
 * sent: the server computes it from the booking.
 */
export function paymentBody(bookingId: number, method: PaymentMethod, upiId: string): CreatePaymentBody {
  if (method === 'card') return { bookingId, paymentMethod: 'card', cardNumber: DEMO_CARD.number };
  if (method === 'upi') return { bookingId, paymentMethod: 'upi', upiId: upiId.trim() };
  return { bookingId, paymentMethod: 'wallet' };
}

/**
 * Payment Summary (docs/product.md §9): estimated cost, platform fee ₹10.00, GST 18% of both, total (est +
 * 10) x 1.18.
 */
export function paymentSummary(estimatedCost: string | number): PriceBreakdown {
  return priceBreakdown(estimatedCost);
}

/** Whether the user's wallet covers the total (a wallet payment debits it; the server refuses if not). */
export function walletCovers(walletBalance: string | undefined, total: number): boolean | null {
  if (walletBalance === undefined) return null;
  const balance = Number(walletBalance);
  return Number.isFinite(balance) ? balance >= total : null;
}
