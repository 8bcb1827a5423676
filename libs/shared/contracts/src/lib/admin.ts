import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, MoneyString } from './common';

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
