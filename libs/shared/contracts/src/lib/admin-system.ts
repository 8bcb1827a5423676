import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, Nullable } from './common';

/** The path of the administrators' system health; the public entry answers it itself (see EDGE_ROUTES). */
export const ADMIN_SYSTEM_PATH = '/api/admin/system';

/** A count the platform could not read (a process or its metrics listener did not answer) is null. */
const CountOrUnknown = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

/** GET /api/admin/system takes no query parameters: any is a 400 naming it. */
export const AdminSystemQuery = Type.Object({}, { additionalProperties: false });
export type AdminSystemQuery = Static<typeof AdminSystemQuery>;

/**
 * One service as the public entry sees it: its `/ready` answer, and the numbers its process's metrics
 * keep (docs/architecture.md §6).
 */
export const ServiceHealth = Type.Object({
  /** The service's name (auth, stations, bookings, payments, charging, assistant, ocpp). */
  name: Type.String({ minLength: 1 }),
  /**
   * `ready`: `/ready` answered 200 (its database and broker answer); `not ready`: it answered 503;
   * `unreachable`: no answer (refused, timed out) or an unexpected one.
   */
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready'), Type.Literal('unreachable')]),
  /** Events committed to its outbox and not yet published; null when its metrics could not be read. */
  outboxBacklog: CountOrUnknown,
  /**
   * Messages in its consumer's dead-letter queue; null when unknown: its metrics could not be read, its
   * process could not count the queue, or it has none (auth, stations, assistant and ocpp consume no events).
   */
  deadLetters: CountOrUnknown,
  /**
   * Bytes its own schema takes in the database (tables, indexes, TOAST; outbox and inbox included);
   * null when its metrics could not be read.
   */
  schemaBytes: CountOrUnknown,
});
export type ServiceHealth = Static<typeof ServiceHealth>;

/**
 * The public API's response time as the entry's process measured it (its `http_request_duration_seconds`
 * histogram, every `/api/...` route), since that process started.
 */
export const ApiResponseTime = Type.Object({
  /** Requests answered. */
  requests: Type.Integer({ minimum: 0 }),
  /** Their mean time from request to response, milliseconds; null before the first request. */
  averageMs: Nullable(Type.Number({ minimum: 0 })),
});
export type ApiResponseTime = Static<typeof ApiResponseTime>;

/** A database the services keep their schemas in, with its size on disk (`pg_database_size`). */
export const DatabaseSize = Type.Object({
  name: Type.String({ minLength: 1 }),
  bytes: Type.Integer({ minimum: 0 }),
});
export type DatabaseSize = Static<typeof DatabaseSize>;

/** What the platform is connected to, as configured where it runs (never a secret). */
export const PlatformIntegrations = Type.Object({
  /**
   * Whether the assistant answers with a language model (an OpenAI-compatible endpoint is configured:
   * OPENAI_BASE_URL or OPENAI_API_KEY) rather than only its offline assistant; null when the assistant
   * service could not be asked.
   */
  languageModel: Nullable(Type.Boolean()),
  /** The hosts the browser may load map tiles from (MAP_TILE_ORIGINS, the Content-Security-Policy's). */
  mapTileOrigins: Type.Array(Type.String()),
});
export type PlatformIntegrations = Static<typeof PlatformIntegrations>;

/** GET /api/admin/system (administrators only): every service's health, read when asked. */
export const AdminSystem = Type.Object({
  /** `all-in-one`: every service in one process; `microservices`: a process per service. */
  mode: Type.Union([Type.Literal('all-in-one'), Type.Literal('microservices')]),
  services: Type.Array(ServiceHealth),
  /** The public API's response time; null when the entry's metrics could not be read (no listener). */
  api: Nullable(ApiResponseTime),
  /**
   * `embedded`: PostgreSQL inside the all-in-one process (PGlite, in DATA_DIR); `postgresql`: a
   * PostgreSQL server (DATABASE_URL).
   */
  databaseKind: Type.Union([Type.Literal('embedded'), Type.Literal('postgresql')]),
  /** The databases the services' metrics reported, by name; empty when none could be read. */
  databases: Type.Array(DatabaseSize),
  integrations: PlatformIntegrations,
  /** When it was read. */
  generatedAt: IsoDateTime,
});
export type AdminSystem = Static<typeof AdminSystem>;

/** GET /internal/stats/assistant: how the assistant answers (for the system endpoint's integrations). */
export const InternalAssistantStats = Type.Object({
  /** An OpenAI-compatible language model is configured (OPENAI_BASE_URL or OPENAI_API_KEY). */
  languageModel: Type.Boolean(),
});
export type InternalAssistantStats = Static<typeof InternalAssistantStats>;
