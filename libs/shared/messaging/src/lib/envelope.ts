import { randomUUID } from 'node:crypto';
import {
  CURRENT_EVENT_VERSION,
  type EventEnvelope,
  type EventName,
  type EventPayloads,
} from '@chargesetu/shared/contracts';

export type { EventEnvelope };

/** A new envelope with a random id; a missing correlationId starts a new chain with the event's own id. */
export function createEnvelope<T>(
  type: string,
  version: number,
  data: T,
  correlationId?: string,
): EventEnvelope<T> {
  const id = randomUUID();
  const envelope: EventEnvelope<T> = {
    id,
    type,
    version,
    occurredAt: new Date().toISOString(),
    correlationId: correlationId ?? id,
    data,
  };
  assertEnvelope(envelope);
  return envelope;
}

/**
 * A new event at the version publishers write today (the contracts' CURRENT_EVENT_VERSION), its payload
 * typed by the contract. What services publish; `createEnvelope` is for tests that need another version.
 */
export function createEvent<N extends EventName>(
  name: N,
  data: EventPayloads[N],
  correlationId?: string,
): EventEnvelope<EventPayloads[N], N> {
  return createEnvelope(name, CURRENT_EVENT_VERSION[name], data, correlationId) as EventEnvelope<
    EventPayloads[N],
    N
  >;
}

// Dot-separated lowercase words; a word may hold _ or - (charger.connector.status-changed).
const EVENT_TYPE = /^[a-z][a-z0-9]*(\.[a-z][a-z0-9_-]*)+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws a readable error unless `value` has the envelope's shape (used on publish and on receipt). */
export function assertEnvelope(value: unknown): asserts value is EventEnvelope {
  const problem = envelopeProblem(value);
  if (problem) throw new TypeError(`not an event envelope: ${problem}`);
}

function envelopeProblem(v: unknown): string | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'expected an object';
  const e = v as Record<string, unknown>;
  if (typeof e.id !== 'string' || !UUID.test(e.id)) return 'id must be a uuid';
  if (typeof e.type !== 'string' || !EVENT_TYPE.test(e.type))
    return `type '${String(e.type)}' is not like 'payment.completed'`;
  if (typeof e.version !== 'number' || !Number.isInteger(e.version) || e.version < 1)
    return 'version must be a positive integer';
  if (typeof e.occurredAt !== 'string' || Number.isNaN(Date.parse(e.occurredAt)))
    return 'occurredAt must be an ISO instant';
  if (typeof e.correlationId !== 'string' || e.correlationId === '')
    return 'correlationId must be a non-empty string';
  if (!('data' in e)) return 'data is missing';
  return undefined;
}

/** Parses a message body; throws on malformed JSON or a wrong shape (such a message goes to the DLQ). */
export function parseEnvelope(body: string): EventEnvelope {
  const value: unknown = JSON.parse(body);
  assertEnvelope(value);
  return value;
}
