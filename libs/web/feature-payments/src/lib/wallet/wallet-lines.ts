import type { PaymentMethod, WalletEntry, WalletEntryKind } from '@chargesetu/shared/contracts';
import { bookingReference, NOT_AVAILABLE_DASH, parseMoney } from '@chargesetu/shared/domain';
import { formatDateTimeIn, formatInr, translate } from '@chargesetu/web/i18n';

/** docs/product.md §2.5: the key (namespace `payments`) of what each kind of wallet line is called on /payments. */
export const WALLET_LINE_LABELS = {
  payment: 'payments:walletLine.payment',
  refund: 'payments:walletLine.refund',
  settlement: 'payments:walletLine.settlement',
  no_show_refund: 'payments:walletLine.noShowRefund',
  idle_fee: 'payments:walletLine.idleFee',
} as const satisfies Record<WalletEntryKind, string>;

const PAID_BY = {
  card: 'payments:walletLine.paidByCard',
  upi: 'payments:walletLine.paidByUpi',
  wallet: null,
} as const satisfies Record<PaymentMethod, string | null>;

/**
 * A signed amount in rupees, in the language shown: "+₹1,234.50" for money into the wallet, "−₹755.20" (a true minus sign)
 * for money out of it; "₹0.00" unsigned; "—" when it cannot be read.
 */
export function signedInr(amount: string | number): string {
  const n = parseMoney(amount);
  if (!Number.isFinite(n)) return NOT_AVAILABLE_DASH;
  if (n === 0) return formatInr(0);
  return `${n < 0 ? '−' : '+'}${formatInr(Math.abs(n))}`;
}

/** One wallet line as /payments shows it. */
export interface WalletLineView {
  id: number;
  kind: WalletEntryKind;
  label: string;
  /** Money in (refund, settlement) or out (wallet payment) of the wallet. */
  direction: 'in' | 'out';
  /** Signed: "−₹755.20", "+₹120.45". */
  amount: string;
  /** The booking's reference, "CS-000123", and its id for the link to the booking. */
  reference: string;
  bookingId: number;
  /** When the wallet changed, in IST: "23 Nov 2026, 10:30 AM". */
  date: string;
  /** The balance right after the line ("₹1,234.50"); null when it was not recorded (older lines). */
  balanceAfter: string | null;
  /** Why money came back for a booking the wallet did not pay: "Booking paid by UPI"; null otherwise. */
  note: string | null;
}

function paidBy(method: PaymentMethod): string | null {
  const key = PAID_BY[method];
  return key === null ? null : translate(key);
}

/** docs/product.md §2.5: a wallet history line's label, signed amount, booking, IST date and balance after. */
export function walletLineView(entry: WalletEntry): WalletLineView {
  return {
    id: entry.id,
    kind: entry.kind,
    label: translate(WALLET_LINE_LABELS[entry.kind]),
    direction: parseMoney(entry.amount) < 0 ? 'out' : 'in',
    amount: signedInr(entry.amount),
    reference: bookingReference(entry.bookingId),
    bookingId: entry.bookingId,
    date: formatDateTimeIn(entry.createdAt),
    balanceAfter: entry.balanceAfter === null ? null : formatInr(entry.balanceAfter),
    note: entry.kind === 'payment' ? null : paidBy(entry.paymentMethod),
  };
}
