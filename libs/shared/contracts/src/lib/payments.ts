import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, MoneyString, Nullable, languageSchema } from './common';
import { BookingStatus } from './bookings';
import { PAYMENT_RULES } from './validation/payment-rules';

/** How the user pays (all simulated). */
export const PaymentMethod = Type.Union([Type.Literal('card'), Type.Literal('upi'), Type.Literal('wallet')]);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** pending -> completed; failed when it did not go through; refunded after a cancellation. */
export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('completed'),
  Type.Literal('failed'),
  Type.Literal('refunded'),
]);
export type PaymentStatus = Static<typeof PaymentStatus>;

/**
 * POST /api/payments: pay for a pending booking. Paying twice answers with the first payment.
 * The amount is never sent: the server computes it from the booking. The optional method details
 * are only for the simulation (and the receipt): a UPI id starting with "fail" (e.g. "fail@upi") or
 * a card ending in 0002 is declined by the simulated bank, with 402, so the failure path can be shown.
 * Full card numbers are never stored (only the last 4 digits).
 */
export const CreatePaymentBody = Type.Object({
  bookingId: Id,
  paymentMethod: PaymentMethod,
  /** UPI id for paymentMethod 'upi', e.g. "asha@okaxis". */
  upiId: Type.Optional(Type.String({ minLength: 1, maxLength: PAYMENT_RULES.upiId.max })),
  /** Card number for paymentMethod 'card' (digits, spaces or dashes); only its last 4 digits are kept. */
  cardNumber: Type.Optional(Type.String({ pattern: '^[0-9][0-9 -]{10,22}[0-9]$' })),
  /** The card's last 4 digits, when the client sends no full number. */
  cardLast4: Type.Optional(Type.String({ pattern: '^[0-9]{4}$' })),
});
export type CreatePaymentBody = Static<typeof CreatePaymentBody>;

/** A payment (docs/product.md §3). amount = (estimated + 10) x 1.18, as a 2-decimal string. */
export const Payment = Type.Object({
  id: Id,
  bookingId: Id,
  userId: Id,
  amount: MoneyString,
  currency: Type.Literal('INR'),
  status: PaymentStatus,
  paymentMethod: PaymentMethod,
  transactionId: Nullable(Type.String()),
  receiptUrl: Nullable(Type.String()),
  paymentDate: Nullable(IsoDateTime),
  createdAt: IsoDateTime,
  /**
   * What the booking's charging session actually used, once it ended (charging.session.completed), as
   * the receipt shows it. Absent until then, and for a payment refunded before its session ended.
   */
  settlement: Type.Optional(
    Type.Object({
      /** kWh delivered, 2-decimal string. */
      energyDelivered: MoneyString,
      /** Cost of the energy delivered (before the platform fee and GST), never above the estimate. */
      actualCost: MoneyString,
      /** When the session ended. */
      endTime: IsoDateTime,
      /** What went back to the wallet: amount - (actualCost + 10) x 1.18, or 0.00. */
      returnedToWallet: MoneyString,
    }),
  ),
});
export type Payment = Static<typeof Payment>;

export const PaymentList = Type.Array(Payment);
export type PaymentList = Static<typeof PaymentList>;

/**
 * GET /api/payments/:id/receipt?lang=hi: the language of the PDF receipt's labels and dates, English by
 * default (the Hindi receipt is drawn in an embedded Devanagari font).
 */
export const ReceiptQuery = Type.Object({
  lang: Type.Optional(languageSchema({ default: 'en' })),
});
export type ReceiptQuery = Static<typeof ReceiptQuery>;

/**
 * POST /api/payments answer. The client reads `booking.id`. The booking's status is what the
 * payments service knows right after paying: the bookings service confirms the booking when it
 * receives payment.completed, so this may still say "pending" for a moment.
 */
export const CreatePaymentResponse = Type.Object({
  payment: Payment,
  booking: Type.Object({ id: Id, status: BookingStatus }),
});
export type CreatePaymentResponse = Static<typeof CreatePaymentResponse>;

/** GET /api/user/stats: wallet and rewards (money as 2-decimal strings). */
export const UserStats = Type.Object({
  walletBalance: MoneyString,
  rewardPoints: Type.Integer(),
  totalSavings: MoneyString,
});
export type UserStats = Static<typeof UserStats>;

/**
 * What moved money in or out of the wallet (the ledger's reason): `payment` a booking paid from the wallet,
 * `refund` a paid booking cancelled (whatever its method: the money always comes back to the wallet),
 * `settlement` the part of a payment its charging session did not use, given back when the session ended,
 * `no_show_refund` the configured share of a payment whose slot ended without charging (docs/product.md §4),
 * `idle_fee` the idle fee taken from the wallet for a car left plugged in after charging finished (docs/product.md
 * §4; never more than the wallet held).
 */
export const WalletEntryKind = Type.Union([
  Type.Literal('payment'),
  Type.Literal('refund'),
  Type.Literal('settlement'),
  Type.Literal('no_show_refund'),
  Type.Literal('idle_fee'),
]);
export type WalletEntryKind = Static<typeof WalletEntryKind>;

/** One line of the wallet's history (GET /api/payments/wallet/history). */
export const WalletEntry = Type.Object({
  id: Id,
  kind: WalletEntryKind,
  /** Signed, 2-decimal string: negative for a payment taken from the wallet, positive for money put back. */
  amount: MoneyString,
  /** The payment it belongs to, and that payment's booking and method. */
  paymentId: Id,
  bookingId: Id,
  paymentMethod: PaymentMethod,
  /** When the wallet changed. */
  createdAt: IsoDateTime,
  /**
   * The wallet balance right after this line, recorded in the same transaction as the change; null for a
   * line recorded before balances were kept (never reconstructed).
   */
  balanceAfter: Nullable(MoneyString),
});
export type WalletEntry = Static<typeof WalletEntry>;

/** GET /api/payments/wallet/history: how many lines one read answers at most, and by default. */
export const WALLET_HISTORY_MAX_LIMIT = 100;
export const WALLET_HISTORY_DEFAULT_LIMIT = 50;

/** GET /api/payments/wallet/history?limit=1..100 (default 50). */
export const WalletHistoryQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: WALLET_HISTORY_MAX_LIMIT, default: WALLET_HISTORY_DEFAULT_LIMIT }),
  ),
});
export type WalletHistoryQuery = Static<typeof WalletHistoryQuery>;

/**
 * GET /api/payments/wallet/history: the signed-in user's wallet lines, newest first, at most `limit`;
 * `hasMore` when older lines exist beyond them. Card and UPI payments do not touch the wallet, so they are
 * not lines (their refunds and settlements are).
 */
export const WalletHistory = Type.Object({
  entries: Type.Array(WalletEntry),
  hasMore: Type.Boolean(),
});
export type WalletHistory = Static<typeof WalletHistory>;
