import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './common';

/** The path of the administrators' system health; the public entry answers it itself (see EDGE_ROUTES). */
export const ADMIN_SYSTEM_PATH = '/api/admin/system';

/** A count the platform could not read (a process or its metrics listener did not answer) is null. */
const CountOrUnknown = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

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
});
export type ServiceHealth = Static<typeof ServiceHealth>;

/** GET /api/admin/system (administrators only): every service's health, read when asked. */
export const AdminSystem = Type.Object({
  /** `all-in-one`: every service in one process; `microservices`: a process per service. */
  mode: Type.Union([Type.Literal('all-in-one'), Type.Literal('microservices')]),
  services: Type.Array(ServiceHealth),
  /** When it was read. */
  generatedAt: IsoDateTime,
});
export type AdminSystem = Static<typeof AdminSystem>;
