import { REMOTE_START_TIMEOUT_SECONDS } from '@chargesetu/shared/contracts';
import { loadConfig } from '@chargesetu/shared/server-kit';
import { Type, type Static } from '@sinclair/typebox';
import {
  CHARGING_EARLY_START_MINUTES as DEFAULT_CHARGING_EARLY_START_MINUTES,
  DEFAULT_CARD_MIN_WALLET_BALANCE,
  DEFAULT_RESERVATION_GRACE_MINUTES,
  DEFAULT_RESERVATION_LEAD_MINUTES,
} from '@chargesetu/shared/domain';

/** The charging service's own environment variables (the common ones live in the runtime config). */
export const ChargingConfigSchema = Type.Object({
  /**
   * Simulated minutes of charging per wall-clock minute. 1 is real time; 60 makes a minute an hour of
   * charging (demos, tests). Each session keeps the scale it started with.
   */
  CHARGING_TIME_SCALE: Type.Number({ exclusiveMinimum: 0, maximum: 100_000, default: 1 }),
  /** How many minutes before its booked start a confirmed booking may start charging. */
  CHARGING_EARLY_START_MINUTES: Type.Integer({
    minimum: 0,
    maximum: 60 * 24 * 30,
    default: DEFAULT_CHARGING_EARLY_START_MINUTES,
  }),
  /** How often the job completes sessions that have reached their natural end, in milliseconds. */
  CHARGING_COMPLETION_INTERVAL_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 5_000 }),
  /** How long a charger has to report the transaction it was asked to start, in seconds. */
  CHARGING_REMOTE_START_TIMEOUT_S: Type.Integer({
    minimum: 1,
    maximum: 600,
    default: REMOTE_START_TIMEOUT_SECONDS,
  }),
  /** How long a driver's Stop waits for the charger to end its transaction before answering, in milliseconds. */
  CHARGING_STOP_WAIT_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 10_000 }),
  /** A stop the charger accepted but has not carried out is sent again after this many seconds. */
  CHARGING_STOP_RESEND_S: Type.Integer({ minimum: 1, maximum: 3600, default: 60 }),
  /**
   * A metered session whose charger cannot be reached this many minutes after it should have stopped is
   * closed on its last meter reading and flagged for the operator (GET /api/charging/admin/sessions?flagged=true).
   */
  CHARGING_UNCONFIRMED_END_GRACE_MINUTES: Type.Integer({ minimum: 1, maximum: 60 * 24 * 7, default: 120 }),
  /**
   * How many minutes before a paid booking's slot its connector is reserved on its charger (ReserveNow), on a
   * charger a charge point serves.
   */
  RESERVATION_LEAD_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 24 * 60,
    default: DEFAULT_RESERVATION_LEAD_MINUTES,
  }),
  /**
   * How many minutes after the slot's start the reservation holds: a driver who has not started by then loses
   * it (the no-show rule, docs/product.md §4).
   */
  RESERVATION_GRACE_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 24 * 60,
    default: DEFAULT_RESERVATION_GRACE_MINUTES,
  }),
  /**
   * Rupees per minute a car stays plugged in after charging finished (SuspendedEV, Finishing), after
   * IDLE_FEE_GRACE_MINUTES; 0 (the default) turns the idle fee off.
   */
  /**
   * The least a driver's wallet must hold, rupees, for a tap of their RFID card to start charging without a
   * booking (docs/product.md §4, "RFID cards"); ocpp authorises taps by it too.
   */
  CARD_MIN_WALLET_BALANCE: Type.Integer({
    minimum: 0,
    maximum: 100_000,
    default: DEFAULT_CARD_MIN_WALLET_BALANCE,
  }),
  /**
   * How long a card's start waits for bookings to confirm the walk-up its wallet just paid, milliseconds (the
   * charger waits for the answer to StartTransaction meanwhile).
   */
  CARD_START_CONFIRM_WAIT_MS: Type.Integer({ minimum: 0, maximum: 30_000, default: 3_000 }),
  IDLE_FEE_PER_MINUTE: Type.Number({ minimum: 0, maximum: 1000, default: 0 }),
  /** Idle minutes free of the idle fee. */
  IDLE_FEE_GRACE_MINUTES: Type.Integer({ minimum: 0, maximum: 24 * 60, default: 10 }),
});
export type ChargingConfig = Static<typeof ChargingConfigSchema>;

/** Reads and validates the charging variables, once, at start; a bad one stops the start with its name. */
export function loadChargingConfig(env: NodeJS.ProcessEnv): ChargingConfig {
  return loadConfig(ChargingConfigSchema, env);
}
