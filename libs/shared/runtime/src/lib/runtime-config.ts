import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BaseConfigSchema, ConfigError, loadConfig } from '@chargesetu/shared/server-kit';
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { SERVICE_NAMES, type ServiceName } from './service-module';

/**
 * Where metrics are served: a listener of their own on METRICS_HOST, never the API port. The public entry
 * (gateway or all-in-one platform) uses METRICS_PORT, each service <NAME>_METRICS_PORT, so the seven
 * processes of microservices mode can share one machine (and one environment) without clashing.
 */
const DEFAULT_METRICS_PORT = 9300;
const DEFAULT_SERVICE_METRICS_PORTS: Record<ServiceName, number> = {
  auth: 9301,
  stations: 9302,
  bookings: 9303,
  payments: 9304,
  charging: 9305,
  assistant: 9306,
  ocpp: 9307,
};

/** Each service's own port (<NAME>_PORT) and the URL others reach it at (<NAME>_URL). */
export const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = {
  auth: 3001,
  stations: 3002,
  bookings: 3003,
  payments: 3004,
  charging: 3005,
  assistant: 3006,
  ocpp: 3007,
};

const port = (d: number) => Type.Integer({ minimum: 0, maximum: 65535, default: d });
const serviceVars: Record<string, TSchema> = Object.fromEntries(
  SERVICE_NAMES.flatMap((s) => [
    [`${s.toUpperCase()}_PORT`, port(DEFAULT_SERVICE_PORTS[s])],
    [`${s.toUpperCase()}_METRICS_PORT`, port(DEFAULT_SERVICE_METRICS_PORTS[s])],
    [
      `${s.toUpperCase()}_URL`,
      Type.String({ default: `http://127.0.0.1:${DEFAULT_SERVICE_PORTS[s]}`, pattern: '^https?://' }),
    ],
  ]),
);

const runtimeVars = {
  ...BaseConfigSchema.properties,
  PORT: port(3000),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ default: './.data' }),
  AMQP_URL: Type.Optional(Type.String({ pattern: '^amqps?://' })),
  AMQP_EXCHANGE: Type.String({ default: 'chargesetu.events', minLength: 1 }),
  AMQP_QUEUE_PREFIX: Type.String({ default: '' }),
  SEED_DEMO_DATA: Type.Boolean({ default: true }),
  WEB_ROOT: Type.Optional(Type.String()),
  /**
   * Origins a browser may call the API from, with credentials (comma-separated). None by default: the
   * web app is served by the same entry, and its dev server proxies /api (same origin as well).
   */
  CORS_ORIGINS: Type.String({ default: '' }),
  /** Requests per client IP per minute: sign-in and registration, and all other API calls. */
  RATE_LIMIT_AUTH_PER_MINUTE: Type.Integer({ minimum: 1, default: 20 }),
  RATE_LIMIT_API_PER_MINUTE: Type.Integer({ minimum: 1, default: 600 }),
  /** Origins the browser may load map tiles from (Content-Security-Policy img-src). */
  MAP_TILE_ORIGINS: Type.String({ default: 'https://*.tile.openstreetmap.org' }),
  /** When set, GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /** Interface of the metrics listener; loopback by default (0.0.0.0 in containers, for Prometheus). */
  METRICS_HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  /** Metrics port of the public entry (gateway or all-in-one platform); 0 = no metrics listener. */
  METRICS_PORT: port(DEFAULT_METRICS_PORT),
  TRUST_PROXY: Type.Optional(Type.String({ pattern: '^(true|false|[0-9]+|[0-9a-fA-F.:/, ]+)$' })),
};

/** Every variable a ChargeSetu process reads; per-service ports and URLs are read by name. */
const RuntimeConfigSchema = Type.Object({ ...runtimeVars, ...serviceVars });
export type RuntimeConfig = Static<TObject<typeof runtimeVars>>;

export function servicePort(config: RuntimeConfig, name: ServiceName): number {
  return (config as unknown as Record<string, number>)[`${name.toUpperCase()}_PORT`];
}

/**
 * The metrics port of a process: METRICS_PORT for the public entry, <NAME>_METRICS_PORT for a service;
 * 0 means no metrics listener.
 */
export function metricsPort(config: RuntimeConfig, process: ServiceName | 'entry'): number {
  if (process === 'entry') return config.METRICS_PORT;
  return (config as unknown as Record<string, number>)[`${process.toUpperCase()}_METRICS_PORT`];
}

export function serviceUrls(config: RuntimeConfig): Record<ServiceName, string> {
  const urls = config as unknown as Record<string, string>;
  return Object.fromEntries(SERVICE_NAMES.map((s) => [s, urls[`${s.toUpperCase()}_URL`]])) as Record<
    ServiceName,
    string
  >;
}

/**
 * The JWT secret comes from JWT_SECRET. Only the all-in-one mode may fall back to a random secret kept in
 * DATA_DIR (created once, owner-only), so a fresh `npm start` works and sessions survive restarts.
 */
export function resolveJwtSecret(config: RuntimeConfig, allowGenerated: boolean): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (!allowGenerated) {
    throw new ConfigError(['JWT_SECRET: required in microservices mode, at least 32 characters (not set)']);
  }
  const file = path.resolve(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the runtime variables; a bad one stops the process with its name. */
export function loadRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return loadConfig<typeof RuntimeConfigSchema, RuntimeConfig>(RuntimeConfigSchema, env);
}

/**
 * TRUST_PROXY: "false", "true", a hop count ("1") or addresses/CIDRs ("10.0.0.0/8,127.0.0.1").
 * Unset: the public entry trusts no proxy and a service trusts one hop (the gateway in front of it).
 */
export function trustProxySetting(
  config: RuntimeConfig,
  role: 'edge' | 'service',
): boolean | number | string {
  const value = config.TRUST_PROXY?.trim();
  if (!value) return role === 'edge' ? false : 1;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value;
}
