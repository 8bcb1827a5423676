import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_RESERVATION_GRACE_MINUTES,
  DEFAULT_RESERVATION_LEAD_MINUTES,
} from '@chargesetu/shared/domain';
import { loadConfig } from '@chargesetu/shared/server-kit';
import { Type, type Static } from '@sinclair/typebox';

/** The bookings service's own environment variables (the common ones live in the runtime config). */
export const BookingsConfigSchema = Type.Object({
  /** Minutes an unpaid (pending) booking holds its charger before it is cancelled. Fractions allowed. */
  BOOKING_HOLD_MINUTES: Type.Number({ exclusiveMinimum: 0, maximum: 24 * 60, default: 15 }),
  /** How often the job looks for lapsed holds, in milliseconds. */
  BOOKING_EXPIRY_INTERVAL_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 30_000 }),
  /** Unpaid holds a user may have at once; one more is refused with 409. */
  MAX_UNPAID_BOOKINGS: Type.Integer({ minimum: 1, maximum: 1000, default: 3 }),
  /**
   * How many IST calendar days ahead a slot may be booked (today + this many, inclusive); also the
   * last date availability answers for. Dates outside are a 400.
   */
  BOOKING_HORIZON_DAYS: Type.Integer({ minimum: 1, maximum: 365, default: DEFAULT_BOOKING_HORIZON_DAYS }),
  /**
   * Minutes before a booked slot its connector is reserved on the charger (the charging service reads the same
   * variable): a walk-up on that connector must end by then, and none starts within it.
   */
  RESERVATION_LEAD_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 24 * 60,
    default: DEFAULT_RESERVATION_LEAD_MINUTES,
  }),
  /** The longest a walk-up ("Charge now") may hold its connector, in minutes. */
  WALK_UP_MAX_MINUTES: Type.Integer({ minimum: 15, maximum: 24 * 60, default: 120 }),
  /**
   * The share of the payment (whole percent) refunded to the wallet when a paid booking's slot ends without
   * charging ever starting (the no-show rule, docs/product.md §4). Recorded on each booking as it is paid, and
   * stated on the booking and payment screens before paying (GET /api/bookings/policy).
   */
  NO_SHOW_REFUND_PERCENT: Type.Integer({ minimum: 0, maximum: 100, default: 0 }),
  /**
   * Minutes after a slot's start that its connector stays reserved on its charger: the variable the charging
   * service releases reservations by (same name, same default). Bookings only states it to the driver.
   */
  RESERVATION_GRACE_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 24 * 60,
    default: DEFAULT_RESERVATION_GRACE_MINUTES,
  }),
  /** How long the station list behind "free chargers now" is kept in memory, in milliseconds. */
  STATIONS_CACHE_TTL_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 60_000 }),
});
export type BookingsConfig = Static<typeof BookingsConfigSchema>;

/** Reads and validates the bookings variables; a bad one stops the service at start with its name. */
export function loadBookingsConfig(env: NodeJS.ProcessEnv): BookingsConfig {
  return loadConfig(BookingsConfigSchema, env);
}
