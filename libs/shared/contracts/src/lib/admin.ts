import { Type, type Static } from '@sinclair/typebox';
import { DateYmd, Id, IsoDateTime, MoneyString, Nullable } from './common';
import { PaymentMethod, PaymentStatus } from './payments';

/** The path of the administrators' live overview; the public entry answers it itself (see EDGE_ROUTES). */
export const ADMIN_OVERVIEW_PATH = '/api/admin/overview';

const Count = Type.Integer({ minimum: 0 });

/**
 * GET /api/admin/overview (administrators only): the admin dashboard's four live totals, gathered by
 * the public entry from the services that own them. Everything else on the dashboard is sample data.
 */
export const AdminOverview = Type.Object({
  /** Registered drivers: accounts with role `user` (administrators are not counted). */
  users: Count,
  /** Stations in the catalogue. */
  stations: Count,
  /** Bookings whose charging session is running now (booking status `active`). */
  activeSessions: Count,
  /**
   * Rupees taken and kept, 2 decimals: completed payments, less what went back to wallets (a refunded
   * payment no longer counts; the unused part of a charging session given back comes off).
   */
  revenue: MoneyString,
  /** When the totals were read. */
  generatedAt: IsoDateTime,
});
export type AdminOverview = Static<typeof AdminOverview>;

/** GET /internal/stats/auth: the auth service's part of the admin overview. */
export const InternalAuthStats = Type.Object({ users: Count });
export type InternalAuthStats = Static<typeof InternalAuthStats>;

/** GET /internal/stats/stations: the stations service's part of the admin overview. */
export const InternalStationsStats = Type.Object({ stations: Count });
export type InternalStationsStats = Static<typeof InternalStationsStats>;

/** GET /internal/stats/bookings: the bookings service's part of the admin overview. */
export const InternalBookingsStats = Type.Object({ activeSessions: Count });
export type InternalBookingsStats = Static<typeof InternalBookingsStats>;

/** GET /internal/stats/payments: the payments service's part of the admin overview. */
export const InternalPaymentsStats = Type.Object({ revenue: MoneyString });
export type InternalPaymentsStats = Static<typeof InternalPaymentsStats>;

/** The admin Finance tab's read (payments service). */
export const ADMIN_FINANCE_PATH = '/api/admin/finance';

/** The admin Stations tab's per-station booking figures (bookings service). */
export const ADMIN_STATION_STATS_PATH = '/api/admin/stations/stats';

/** How the finance figures are grouped: by IST calendar day or IST calendar month. */
export const FinancePeriod = Type.Union([Type.Literal('day'), Type.Literal('month')]);
export type FinancePeriod = Static<typeof FinancePeriod>;

/**
 * GET /api/admin/finance query. `from`/`to` are IST dates, both included; without them the last 30 days
 * (period day) or the last 12 months (period month) up to today. At most 366 days / 36 months.
 */
export const AdminFinanceQuery = Type.Object(
  {
    period: Type.Optional(FinancePeriod),
    from: Type.Optional(DateYmd),
    to: Type.Optional(DateYmd),
  },
  { additionalProperties: false },
);
export type AdminFinanceQuery = Static<typeof AdminFinanceQuery>;

/** Money figures of one day or month (or the whole range), each rupees with 2 decimals. */
export const FinanceFigures = Type.Object({
  /** Payments that went through (completed or later refunded), by payment date: count and sum. */
  paymentCount: Count,
  payments: MoneyString,
  /** Refunds to the wallet (cancellations), by the refund's date. */
  refunds: MoneyString,
  /** What went back to wallets after sessions cost less than was paid, by the settlement's date. */
  settlements: MoneyString,
  /** payments − refunds − settlements. */
  net: MoneyString,
  /**
   * GST (18%) in what is kept of the payments made in this bucket (refunded payments count 0; a settled
   * session counts the GST on its actual cost), by payment date.
   */
  gst: MoneyString,
});
export type FinanceFigures = Static<typeof FinanceFigures>;

export const FinanceBucket = Type.Composite([
  Type.Object({
    /** `YYYY-MM-DD` (period day) or `YYYY-MM` (period month), IST. */
    key: Type.String(),
  }),
  FinanceFigures,
]);
export type FinanceBucket = Static<typeof FinanceBucket>;

/** One of the latest payments (any status), newest first. */
export const FinanceTransaction = Type.Object({
  id: Id,
  transactionId: Nullable(Type.String()),
  userId: Id,
  bookingId: Id,
  /** The station as the payment's receipt recorded it; null when the payment kept no snapshot. */
  stationName: Nullable(Type.String()),
  amount: MoneyString,
  method: PaymentMethod,
  status: PaymentStatus,
  /** When it was paid, or attempted (a declined one). */
  date: IsoDateTime,
});
export type FinanceTransaction = Static<typeof FinanceTransaction>;

export const AdminFinance = Type.Object({
  period: FinancePeriod,
  from: DateYmd,
  to: DateYmd,
  /** Every day or month of the range, oldest first, zeros included. */
  buckets: Type.Array(FinanceBucket),
  totals: FinanceFigures,
  /** The 10 latest payments, whatever the range. */
  transactions: Type.Array(FinanceTransaction),
  generatedAt: IsoDateTime,
});
export type AdminFinance = Static<typeof AdminFinance>;

/** Bookings and revenue of one station (bookings service; stations with no booking are left out). */
export const StationBookingStats = Type.Object({
  stationId: Id,
  /** Paid bookings not finished yet (confirmed or charging now). */
  paid: Count,
  completed: Count,
  cancelled: Count,
  /**
   * Rupees kept, 2 decimals: what completed bookings were finally charged (actual cost + fee + GST, never
   * above what was paid; the amount paid when no actual cost was recorded) plus the amount paid of paid
   * bookings not finished yet. Cancelled bookings were refunded and count 0.
   */
  revenue: MoneyString,
});
export type StationBookingStats = Static<typeof StationBookingStats>;

export const AdminStationStats = Type.Object({
  stations: Type.Array(StationBookingStats),
  generatedAt: IsoDateTime,
});
export type AdminStationStats = Static<typeof AdminStationStats>;
