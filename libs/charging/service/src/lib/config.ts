import { loadConfig } from '@chargesetu/shared/server-kit';
import { Type, type Static } from '@sinclair/typebox';

/** The charging service's own environment variables (the common ones live in the runtime config). */
export const ChargingConfigSchema = Type.Object({
  /**
   * Simulated minutes of charging per wall-clock minute. 1 is real time; 60 makes a minute an hour of
   * charging (demos, tests). Each session keeps the scale it started with.
   */
  CHARGING_TIME_SCALE: Type.Number({ exclusiveMinimum: 0, maximum: 100_000, default: 1 }),
  /** How many minutes before its booked start a confirmed booking may start charging. */
  CHARGING_EARLY_START_MINUTES: Type.Integer({ minimum: 0, maximum: 60 * 24 * 30, default: 15 }),
  /** How often the job completes sessions that have reached their natural end, in milliseconds. */
  CHARGING_COMPLETION_INTERVAL_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 5_000 }),
});
export type ChargingConfig = Static<typeof ChargingConfigSchema>;

/** Reads and validates the charging variables, once, at start; a bad one stops the start with its name. */
export function loadChargingConfig(env: NodeJS.ProcessEnv): ChargingConfig {
  return loadConfig(ChargingConfigSchema, env);
}
