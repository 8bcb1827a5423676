import { randomUUID } from 'node:crypto';

/**
 * What travels on the bus (ARCHITECTURE section 2). Structurally identical to the contracts library's
 * EventEnvelope, so either type can be passed where the other is expected. Add fields, never repurpose one.
 */
export interface EventEnvelope<T = unknown> {
  /** uuid; the idempotency key of every consumer's inbox. */
  id: string;
  /** The routing key, e.g. 'payment.completed'. */
  type: string;
  /** Integer contract version of `data`. */
  version: number;
  /** ISO 8601 instant. */
  occurredAt: string;
  /** The request id of whatever caused it, carried through every hop. */
  correlationId: string;
  data: T;
}

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

const EVENT_TYPE = /^[a-z][a-z0-9]*(\.[a-z][a-z0-9_]*)+$/;
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
