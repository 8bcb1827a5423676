import { OCPP_PATH_PREFIX } from '@chargesetu/shared/contracts';
import { loadConfig } from '@chargesetu/shared/server-kit';
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_METER_SAMPLE_INTERVAL_S } from '../charge-point-options';

/** The charger-sim app's environment. */
export const ChargerSimConfigSchema = Type.Object({
  /** The OCPP-J endpoint the chargers connect to; default: OCPP_URL's host, ws(s)://…/ocpp. */
  OCPP_WS_URL: Type.Optional(Type.String({ pattern: '^wss?://' })),
  /** Where the ocpp service answers its internal routes (the list of charge points to play). */
  OCPP_URL: Type.String({ default: 'http://127.0.0.1:3007', pattern: '^https?://' }),
  /** Where the stations service answers (each station's chargers and their power). */
  STATIONS_URL: Type.String({ default: 'http://127.0.0.1:3002', pattern: '^https?://' }),
  /** The platform's shared secret: the internal token, and the passwords when CHARGER_SIM_SECRET is unset. */
  JWT_SECRET: Type.String({ minLength: 32 }),
  /** The secret the simulated chargers' passwords derive from, when not JWT_SECRET. */
  CHARGER_SIM_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  /** Simulated minutes of charging per wall-clock minute (the platform's own setting of that name). */
  CHARGING_TIME_SCALE: Type.Number({ exclusiveMinimum: 0, maximum: 100_000, default: 1 }),
  /** Seconds between MeterValues during a transaction. */
  METER_SAMPLE_INTERVAL_S: Type.Number({
    minimum: 0,
    maximum: 86_400,
    default: DEFAULT_METER_SAMPLE_INTERVAL_S,
  }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});
export type ChargerSimConfig = Static<typeof ChargerSimConfigSchema>;

/** Reads and checks the environment; a bad or missing variable throws ConfigError naming it. */
export function loadChargerSimConfig(env: NodeJS.ProcessEnv = process.env): ChargerSimConfig {
  return loadConfig<typeof ChargerSimConfigSchema, ChargerSimConfig>(ChargerSimConfigSchema, env);
}

/** OCPP_WS_URL, or the ocpp service's own OCPP-J endpoint: http(s)://host → ws(s)://host/ocpp. */
export function ocppEndpoint(config: Pick<ChargerSimConfig, 'OCPP_WS_URL' | 'OCPP_URL'>): string {
  if (config.OCPP_WS_URL) return config.OCPP_WS_URL.replace(/\/+$/, '');
  const url = new URL(config.OCPP_URL);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = OCPP_PATH_PREFIX.replace(/\/+$/, '');
  return url.toString();
}
