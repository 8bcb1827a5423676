import { loadConfig } from '@chargesetu/shared/server-kit';
import { Type, type Static } from '@sinclair/typebox';
import {
  CHARGING_EARLY_START_MINUTES as DEFAULT_CHARGING_EARLY_START_MINUTES,
  DEFAULT_CARD_MIN_WALLET_BALANCE,
} from '@chargesetu/shared/domain';

/** The ocpp service's own environment variables (the common ones live in the runtime config). */
export const OcppConfigSchema = Type.Object({
  /**
   * The address chargers are given, up to and without their identity, e.g. `wss://cp.example.in/ocpp`.
   * Unset: the address the administrator's request came to, with `/ocpp` (right in the all-in-one mode,
   * where chargers connect to the public port; set it in the microservices mode, where they connect to the
   * ocpp service's own port, or to a TLS proxy in front of it).
   */
  OCPP_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^wss?://[^\\s]+$' })),
  /**
   * How long a charger has to answer a command, seconds. A command handed to another instance waits 2 s
   * more (the hand-over there and back).
   */
  OCPP_CALL_TIMEOUT_S: Type.Integer({ minimum: 1, maximum: 300, default: 30 }),
  /** The heartbeat interval a BootNotification is answered with, seconds. */
  OCPP_HEARTBEAT_INTERVAL_S: Type.Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  /** At most one charger.meter.sampled event per transaction this often, seconds (every sample is stored). */
  OCPP_METER_EVENT_MIN_INTERVAL_S: Type.Number({ minimum: 0, maximum: 3600, default: 5 }),
  /**
   * How often the chargers' "last seen" and "last heartbeat" times are written to the registry, in one
   * statement (socket/last-seen.ts), milliseconds.
   */
  OCPP_LAST_SEEN_FLUSH_MS: Type.Integer({ minimum: 10, maximum: 60_000, default: 1000 }),
  /** How often silent chargers are looked for, milliseconds. */
  OCPP_LIVENESS_CHECK_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 15_000 }),
  /**
   * How long answered message ids are kept to recognise a re-sent message, hours. Chargers re-send within
   * minutes; offline queues are sent with new ids.
   */
  OCPP_ANSWERED_MESSAGES_KEEP_H: Type.Integer({ minimum: 1, maximum: 24 * 365, default: 72 }),
  /**
   * The secret the demo's simulated chargers' passwords derive from (see simulatedChargerPassword);
   * unset: the JWT secret.
   */
  CHARGER_SIM_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  /**
   * The charging service's setting (how long before its slot a paid booking may start charging), read here
   * too: a charger accepts a driver's tag from the same moment, so one setting governs both.
   */
  CHARGING_EARLY_START_MINUTES: Type.Integer({
    minimum: 0,
    maximum: 60 * 24 * 30,
    default: DEFAULT_CHARGING_EARLY_START_MINUTES,
  }),
  /**
   * The least a driver's wallet must hold, rupees, for a tap of their RFID card to start charging without a
   * booking (the charging service's setting, read here too: Authorize answers by it).
   */
  CARD_MIN_WALLET_BALANCE: Type.Integer({
    minimum: 0,
    maximum: 100_000,
    default: DEFAULT_CARD_MIN_WALLET_BALANCE,
  }),
  /** Whether the demo seed registers a charge point for each station with live status (`false`: none). */
  SIMULATED_CHARGERS: Type.Boolean({ default: true }),
});
export type OcppConfig = Static<typeof OcppConfigSchema>;

/** Reads and validates the ocpp variables, once, at start; a bad one stops the start with its name. */
export function loadOcppConfig(env: NodeJS.ProcessEnv): OcppConfig {
  return loadConfig(OcppConfigSchema, env);
}
