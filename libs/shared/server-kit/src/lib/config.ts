import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** Thrown at start when the environment is unusable; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates configuration from environment variables against a TypeBox schema.
 * Defaults are applied and strings converted ("3000" -> 3000, "true" -> true) before checking,
 * so a service fails at start, never halfway through a request.
 */
export function loadConfig<T extends TObject, R = Static<T>>(
  schema: T,
  env: NodeJS.ProcessEnv = process.env,
): R {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const withDefaults = Value.Default(schema, raw);
  const converted = Value.Convert(schema, withDefaults);
  const problems = [...Value.Errors(schema, converted)].map((e) => {
    const name = e.path.replace(/^\//, '') || '(root)';
    const shown = name in raw ? ` (got "${String(raw[name])}")` : ' (not set)';
    return `${name}: ${e.message}${shown}`;
  });
  if (problems.length > 0) throw new ConfigError(problems);
  return converted as R;
}

/** Variables every service reads. */
export const BaseConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  HOST: Type.String({ default: '0.0.0.0' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  JWT_EXPIRES_IN: Type.String({ default: '12h', pattern: '^[0-9]+[smhd]$' }),
  /**
   * How long each process reuses what auth said about a user's tokens (exists, version, revoked ids).
   * Revocations reach the caches sooner (auth's broadcast, the gateway's header, a bus reconnect clears
   * everything): this bounds only what those miss (a second gateway, a broker outage). 0: ask every time.
   */
  TOKEN_STATE_CACHE_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 30_000 }),
});
export type BaseConfig = Static<typeof BaseConfigSchema>;
