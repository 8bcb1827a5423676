import { silentLogger, type Logger } from '@chargesetu/shared/db';
import { backoffDelay } from './backoff';
import { assertEnvelope, type EventEnvelope } from './envelope';
import { ConsumerRegistry, type BroadcastHandler, type EventBus, type EventHandler } from './event-bus';

export interface DeadLetter {
  event: EventEnvelope;
  deliveryCount: number;
  /** The last handler error. */
  error: string;
}

/** The all-in-one bus, plus what tests and the admin need to look inside it. */
export interface InProcessBus extends EventBus {
  readonly kind: 'in-process';
  /** Events that exhausted their deliveries for this consumer (its dead-letter queue). */
  deadLetters(consumer: string): DeadLetter[];
  /** Resolves when no delivery is queued, running or waiting to be retried. */
  idle(): Promise<void>;
}

export interface InProcessBusOptions {
  /** Deliveries per event and consumer before it is dead-lettered; default 5. */
  maxDeliveries?: number;
  /** First retry delay (doubling, capped at 1 s); default 50 ms. */
  retryDelayMs?: number;
  logger?: Logger;
}

interface Queue {
  pending: Array<{ event: EventEnvelope; deliveryCount: number }>;
  running: boolean;
  retries: Set<NodeJS.Timeout>;
  dead: DeadLetter[];
}

/**
 * The same semantics as the RabbitMQ bus inside one process: a queue per consumer, asynchronous delivery
 * (never inside the publisher's call, so a publisher holding a database transaction cannot deadlock with a
 * consumer), redelivery with backoff after a handler throws, a bounded delivery count, then dead letters.
 * Each consumer handles one event at a time; a retrying event waits aside, so good events keep flowing.
 * Unlike RabbitMQ it is not durable: accepted events not yet handled are lost if the process dies.
 * Broadcast handlers (`subscribeBroadcast`) get each event of their types once, asynchronously, unretried.
 */
export function createInProcessBus(o: InProcessBusOptions = {}): InProcessBus {
  const maxDeliveries = o.maxDeliveries ?? 5;
  const retryDelayMs = o.retryDelayMs ?? 50;
  const logger = o.logger ?? silentLogger;
  const registry = new ConsumerRegistry();
  const queues = new Map<string, Queue>();
  const idleWaiters: Array<() => void> = [];
  const broadcasts: Array<{ types: Set<string>; handler: BroadcastHandler }> = [];
  let broadcasting = 0;
  let closed = false;

  const busy = () =>
    broadcasting > 0 ||
    [...queues.values()].some((q) => q.running || q.pending.length > 0 || q.retries.size > 0);
  const settle = () => {
    if (!busy()) idleWaiters.splice(0).forEach((resolve) => resolve());
  };

  async function pump(consumer: string, q: Queue): Promise<void> {
    if (q.running || closed) return;
    q.running = true;
    for (let delivery = q.pending.shift(); delivery && !closed; delivery = q.pending.shift()) {
      delivery.deliveryCount += 1;
      try {
        await registry.dispatch(consumer, delivery.event, { deliveryCount: delivery.deliveryCount });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const ctx = {
          consumer,
          eventId: delivery.event.id,
          type: delivery.event.type,
          deliveryCount: delivery.deliveryCount,
          err: error,
        };
        if (delivery.deliveryCount >= maxDeliveries) {
          q.dead.push({ event: delivery.event, deliveryCount: delivery.deliveryCount, error });
          logger.error(ctx, 'event dead-lettered after its last delivery');
        } else {
          logger.warn(ctx, 'event handler failed; will redeliver');
          const timer = setTimeout(
            () => {
              q.retries.delete(timer);
              q.pending.push(delivery);
              void pump(consumer, q);
            },
            backoffDelay(delivery.deliveryCount, { initialMs: retryDelayMs, maxMs: 1000 }),
          );
          q.retries.add(timer);
        }
      }
    }
    q.running = false;
    settle();
  }

  return {
    kind: 'in-process',
    async publish(event) {
      if (closed) throw new Error('in-process bus is closed');
      assertEnvelope(event);
      // A JSON round trip, as on the wire: consumers never share (or mutate) the publisher's objects.
      const body = JSON.stringify(event);
      for (const [consumer, q] of queues) {
        if (!registry.wants(consumer, event.type)) continue;
        q.pending.push({ event: JSON.parse(body) as EventEnvelope, deliveryCount: 0 });
        setImmediate(() => void pump(consumer, q));
      }
      // Broadcast handlers: each gets its own copy once, also asynchronously; no retry, no dead letter.
      for (const b of broadcasts) {
        if (!b.types.has(event.type)) continue;
        broadcasting += 1;
        setImmediate(async () => {
          try {
            if (!closed) await b.handler(JSON.parse(body) as EventEnvelope);
          } catch (err) {
            logger.warn(
              { eventId: event.id, type: event.type, err: err instanceof Error ? err.message : String(err) },
              'broadcast handler failed; the event is dropped',
            );
          } finally {
            broadcasting -= 1;
            settle();
          }
        });
      }
    },
    async subscribe(consumer: string, eventTypes: string[], handler: EventHandler) {
      if (closed) throw new Error('in-process bus is closed');
      registry.add(consumer, eventTypes, handler);
      if (!queues.has(consumer))
        queues.set(consumer, { pending: [], running: false, retries: new Set(), dead: [] });
    },
    async subscribeBroadcast(eventTypes: string[], handler: BroadcastHandler) {
      if (closed) throw new Error('in-process bus is closed');
      if (eventTypes.length === 0) throw new Error('broadcast subscription to no event type');
      broadcasts.push({ types: new Set(eventTypes), handler });
    },
    onConnected() {
      // Always connected, and nothing published in this process can be missed: never called.
    },
    async check() {
      if (closed) throw new Error('in-process bus is closed');
    },
    async deadLetterDepth() {
      return Object.fromEntries([...queues].map(([consumer, q]) => [consumer, q.dead.length]));
    },
    async close() {
      closed = true;
      for (const q of queues.values()) {
        q.retries.forEach(clearTimeout);
        q.retries.clear();
        q.pending.length = 0;
      }
      settle();
    },
    deadLetters: (consumer) => [...(queues.get(consumer)?.dead ?? [])],
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        // The check runs after already-scheduled deliveries have had a chance to start.
        setImmediate(settle);
      }),
  };
}
