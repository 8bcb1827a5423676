import type { EventEnvelope } from './envelope';

/** Handles one delivery; throwing means "not processed": the message is redelivered, then dead-lettered. */
export type EventHandler = (event: EventEnvelope, info: { deliveryCount: number }) => Promise<void>;

/**
 * Handles one broadcast delivery. Nothing is retried or dead-lettered: a failure is logged and the event
 * is gone, so handlers must be cheap and must not need it (e.g. dropping a cache entry).
 */
export type BroadcastHandler = (event: EventEnvelope) => void | Promise<void>;

/** The one bus API both run modes implement (RabbitMQ, or in-process in the all-in-one mode). */
export interface EventBus {
  readonly kind: 'amqp' | 'in-process';
  /**
   * Resolves once the broker confirmed the message (amqp) or the bus accepted it; rejects when it can't.
   * Calls made one after another without awaiting each are pipelined and keep their order (the outbox
   * relay publishes a batch so); each still settles on its own confirm.
   */
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Delivers events of `eventTypes` to `handler` through the consumer's durable queue (e.g. 'bookings'),
   * which has a dead-letter queue. Several calls with one consumer name share its queue: each event goes
   * to the handlers subscribed to its type.
   */
  subscribe(consumer: string, eventTypes: string[], handler: EventHandler): Promise<void>;
  /**
   * Delivers every event of `eventTypes` to `handler` in this process, whatever other processes
   * subscribed (fan-out): on RabbitMQ through a server-named, exclusive, auto-delete queue of this
   * connection, consumed without acknowledgements and redeclared after each reconnect. Events published
   * while this process was disconnected are missed: pair it with {@link EventBus.onConnected}.
   */
  subscribeBroadcast(eventTypes: string[], handler: BroadcastHandler): Promise<void>;
  /**
   * Calls `listener` each time the bus has (re)connected and its broadcast subscriptions are consuming
   * again; broadcasts published before may have been missed. Never called by the in-process bus, which
   * cannot miss any.
   */
  onConnected(listener: () => void): void;
  /** Throws while not connected (readiness probes call this). */
  check(): Promise<void>;
  /** Messages waiting in each subscribed consumer's dead-letter queue (for metrics and alerts). */
  deadLetterDepth(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

const CONSUMER_NAME = /^[a-z0-9][a-z0-9._:-]*$/i;

/**
 * The handlers of every consumer, and which event types each wants. Both buses use it so a consumer with
 * several subscriptions gets each event routed to the right handlers (not to whichever is free).
 */
export class ConsumerRegistry {
  private readonly consumers = new Map<string, Array<{ types: Set<string>; handler: EventHandler }>>();

  add(consumer: string, eventTypes: string[], handler: EventHandler): void {
    if (!CONSUMER_NAME.test(consumer)) throw new Error(`invalid consumer name '${consumer}'`);
    if (eventTypes.length === 0) throw new Error(`consumer '${consumer}' subscribed to no event type`);
    const list = this.consumers.get(consumer) ?? [];
    list.push({ types: new Set(eventTypes), handler });
    this.consumers.set(consumer, list);
  }

  names(): string[] {
    return [...this.consumers.keys()];
  }

  has(consumer: string): boolean {
    return this.consumers.has(consumer);
  }

  typesOf(consumer: string): string[] {
    return [...new Set((this.consumers.get(consumer) ?? []).flatMap((s) => [...s.types]))];
  }

  wants(consumer: string, type: string): boolean {
    return (this.consumers.get(consumer) ?? []).some((s) => s.types.has(type));
  }

  /** Runs every handler of `consumer` subscribed to the event's type, in subscription order. */
  async dispatch(consumer: string, event: EventEnvelope, info: { deliveryCount: number }): Promise<number> {
    const handlers = (this.consumers.get(consumer) ?? []).filter((s) => s.types.has(event.type));
    for (const s of handlers) await s.handler(event, info);
    return handlers.length;
  }
}
