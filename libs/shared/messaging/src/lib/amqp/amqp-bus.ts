import { EventEmitter } from 'node:events';
import {
  connect,
  type Channel,
  type ChannelModel,
  type ConfirmChannel,
  type RecoveringChannelModel,
} from 'amqplib';
import { silentLogger, type Logger } from '@chargesetu/shared/db';
import { backoffDelay } from '../backoff';
import { assertEnvelope, parseEnvelope, type EventEnvelope } from '../envelope';
import { ConsumerRegistry, type BroadcastHandler, type EventBus } from '../event-bus';
import { serial } from '../serial';
import { handleDelivery } from './deliver';
import { publishConfirmed } from './publish';
import {
  amqpQueueNames,
  assertBroadcastQueue,
  assertConsumerQueue,
  assertExchanges,
  bindBroadcastTypes,
  bindEventTypes,
  topologyFor,
} from './topology';

export interface AmqpBusOptions {
  url: string;
  /** Default 'chargesetu.events'. Tests use a unique exchange and queue prefix per run. */
  exchange?: string;
  queuePrefix?: string;
  /** Unacknowledged messages per consumer; default 10. */
  prefetch?: number;
  /** Deliveries before a message is dead-lettered; default 5. */
  maxDeliveries?: number;
  logger?: Logger;
  /** How long publish waits for the broker's confirm; default 10 s. */
  publishTimeoutMs?: number;
  /** Before the first connection, how long publish/subscribe wait for it; default 5 s. */
  initialConnectTimeoutMs?: number;
  /**
   * Consumer queues (consumer name -> event types) to declare and bind at every connect, whether or not
   * this process consumes them: an event published before its consumer first subscribes is then kept in
   * the consumer's queue rather than dropped as unroutable.
   */
  declareQueues?: Readonly<Record<string, readonly string[]>>;
}

export interface AmqpBus extends EventBus {
  readonly kind: 'amqp';
  /** Resolves once connected (with topology and consumers in place); rejects after `timeoutMs`. */
  waitUntilConnected(timeoutMs?: number): Promise<void>;
}

/**
 * RabbitMQ through amqplib's built-in connection recovery: after a connection loss it reconnects with
 * exponential backoff (capped at 5 s), and our `setup` re-asserts the topology, reopens the confirm channel
 * and resubscribes every consumer and the broadcast queue before the connection counts as up (then the
 * `onConnected` listeners run). While down, publish rejects at once (the outbox relay keeps the row and
 * retries) and check() throws.
 */
export function createAmqpBus(o: AmqpBusOptions): AmqpBus {
  const topology = topologyFor(o);
  const logger = o.logger ?? silentLogger;
  const prefetch = o.prefetch ?? 10;
  const registry = new ConsumerRegistry();
  const events = new EventEmitter();
  const topologyOps = serial();
  const broadcasts: Array<{ types: Set<string>; handler: BroadcastHandler }> = [];
  const connectedListeners: Array<() => void> = [];
  let live:
    | {
        model: ChannelModel;
        pub: ConfirmChannel;
        consumers: Map<string, Channel>;
        broadcast?: { ch: Channel; queue: string };
      }
    | undefined;
  let everConnected = false;
  let closed = false;

  /** A channel that closes under a live connection (e.g. a refused declaration): reconnect everything. */
  const watch = (model: ChannelModel, ch: Channel, what: string) => {
    ch.on('error', (err: Error) => logger.warn({ err: err.message, what }, 'AMQP channel error'));
    ch.on('close', () => {
      if (live?.model === model && !closed) {
        logger.warn({ what }, 'AMQP channel closed unexpectedly; reconnecting');
        live = undefined;
        model.close().catch(() => undefined);
      }
    });
  };

  const startConsumer = async (model: ChannelModel, consumers: Map<string, Channel>, consumer: string) => {
    const ch = await model.createChannel();
    watch(model, ch, `consumer ${consumer}`);
    await ch.prefetch(prefetch);
    const queue = await assertConsumerQueue(ch, topology, consumer, registry.typesOf(consumer));
    await ch.consume(queue, (msg) => {
      if (!msg) {
        logger.warn({ consumer }, 'AMQP consumer cancelled by the broker; reconnecting');
        model.close().catch(() => undefined);
        return;
      }
      void handleDelivery({ ch, msg, consumer, registry, maxDeliveries: topology.maxDeliveries, logger });
    });
    consumers.set(consumer, ch);
  };

  const broadcastTypes = () => [...new Set(broadcasts.flatMap((b) => [...b.types]))];

  /** One broadcast message: every matching handler, in subscription order; failures are only logged. */
  const handleBroadcast = async (content: Buffer) => {
    let event: EventEnvelope;
    try {
      event = parseEnvelope(content.toString('utf8'));
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'malformed broadcast message dropped');
      return;
    }
    for (const b of broadcasts) {
      if (!b.types.has(event.type)) continue;
      try {
        await b.handler(event);
      } catch (err) {
        logger.warn(
          { eventId: event.id, type: event.type, err: (err as Error)?.message ?? String(err) },
          'broadcast handler failed; the event is dropped',
        );
      }
    }
  };

  /** This connection's own broadcast queue, consumed without acknowledgements (a lost one is not retried). */
  const startBroadcast = async (model: ChannelModel) => {
    const ch = await model.createChannel();
    watch(model, ch, 'broadcast');
    const queue = await assertBroadcastQueue(ch, topology, broadcastTypes());
    await ch.consume(
      queue,
      (msg) => {
        if (!msg) {
          logger.warn('AMQP broadcast consumer cancelled by the broker; reconnecting');
          model.close().catch(() => undefined);
          return;
        }
        void handleBroadcast(msg.content);
      },
      { noAck: true },
    );
    return { ch, queue };
  };

  const setup = (model: ChannelModel) =>
    topologyOps(async () => {
      const pub = await model.createConfirmChannel();
      watch(model, pub, 'publisher');
      await assertExchanges(pub, topology);
      for (const [consumer, types] of Object.entries(o.declareQueues ?? {})) {
        await assertConsumerQueue(pub, topology, consumer, [...types]);
      }
      const consumers = new Map<string, Channel>();
      for (const consumer of registry.names()) await startConsumer(model, consumers, consumer);
      const broadcast = broadcasts.length > 0 ? await startBroadcast(model) : undefined;
      live = { model, pub, consumers, broadcast };
      everConnected = true;
      logger.info({ exchange: topology.exchange, consumers: registry.names() }, 'connected to RabbitMQ');
      events.emit('connected');
      // Broadcasts flow again; whatever was published while we were away is missed: listeners react.
      for (const listener of connectedListeners) {
        try {
          listener();
        } catch (err) {
          logger.error({ err: (err as Error)?.message ?? String(err) }, 'onConnected listener failed');
        }
      }
    });

  const recovering: Promise<RecoveringChannelModel> = connect(o.url, {
    recovery: {
      waitForConnect: false,
      calculateDelay: (attempt) => backoffDelay(attempt, { initialMs: 200, maxMs: 5000 }),
      setup,
    },
  }).then((r) => {
    r.on('disconnect', (err: Error) => {
      live = undefined;
      logger.warn({ err: err.message }, 'lost the RabbitMQ connection; reconnecting');
    });
    r.on('connect-failed', (err: Error) =>
      logger.debug({ err: err.message }, 'RabbitMQ connection attempt failed'),
    );
    r.on('error', (err: Error) => logger.debug({ err: err.message }, 'RabbitMQ connection error'));
    r.on('reconnect-failed', (err: Error) =>
      logger.error({ err: err.message }, 'gave up reconnecting to RabbitMQ'),
    );
    return r;
  });

  const waitUntilConnected = (timeoutMs = o.initialConnectTimeoutMs ?? 5000) =>
    new Promise<void>((resolve, reject) => {
      if (live) return resolve();
      if (closed) return reject(new Error('AMQP bus is closed'));
      const timer = setTimeout(() => {
        events.off('connected', onConnected);
        reject(new Error(`not connected to RabbitMQ (waited ${timeoutMs} ms)`));
      }, timeoutMs);
      const onConnected = () => {
        clearTimeout(timer);
        resolve();
      };
      events.once('connected', onConnected);
    });

  /** Disconnected after having been up: fail fast. Never connected yet: give the first connection a moment. */
  const current = async () => {
    if (!live) await waitUntilConnected(everConnected ? 0 : undefined);
    if (!live) throw new Error('not connected to RabbitMQ');
    return live;
  };

  return {
    kind: 'amqp',
    waitUntilConnected,
    async publish(event) {
      if (closed) throw new Error('AMQP bus is closed');
      assertEnvelope(event);
      // While connected the message reaches the channel within this call, with no await before it: calls
      // made one after another without waiting (the outbox relay's batch) go out in call order and share
      // the confirm channel's round trips.
      const { pub } = live ?? (await current());
      await publishConfirmed(pub, topology.exchange, event, o.publishTimeoutMs ?? 10_000);
    },
    async subscribe(consumer, eventTypes, handler) {
      if (closed) throw new Error('AMQP bus is closed');
      registry.add(consumer, eventTypes, handler);
      try {
        await current();
      } catch {
        logger.warn({ consumer }, 'RabbitMQ not reachable yet; the consumer starts when it connects');
        return;
      }
      await topologyOps(async () => {
        if (!live) return; // the next setup subscribes it
        const ch = live.consumers.get(consumer);
        if (ch) await bindEventTypes(ch, topology, consumer, eventTypes);
        else await startConsumer(live.model, live.consumers, consumer);
      });
    },
    async subscribeBroadcast(eventTypes, handler) {
      if (closed) throw new Error('AMQP bus is closed');
      if (eventTypes.length === 0) throw new Error('broadcast subscription to no event type');
      broadcasts.push({ types: new Set(eventTypes), handler });
      try {
        await current();
      } catch {
        logger.warn('RabbitMQ not reachable yet; broadcasts start when it connects');
        return;
      }
      await topologyOps(async () => {
        if (!live) return; // the next setup declares and consumes it
        if (live.broadcast)
          await bindBroadcastTypes(live.broadcast.ch, topology, live.broadcast.queue, eventTypes);
        else live.broadcast = await startBroadcast(live.model);
      });
    },
    onConnected(listener) {
      connectedListeners.push(listener);
    },
    async check() {
      if (!live) throw new Error('not connected to RabbitMQ');
    },
    async deadLetterDepth() {
      const { pub } = await current();
      const depth: Record<string, number> = {};
      // Each consumer's queues were declared when it subscribed, so checkQueue cannot close the channel.
      for (const consumer of registry.names()) {
        const { deadLetterQueue } = amqpQueueNames(consumer, topology.queuePrefix);
        depth[consumer] = (await pub.checkQueue(deadLetterQueue)).messageCount;
      }
      return depth;
    },
    async close() {
      if (closed) return;
      closed = true;
      live = undefined;
      await (await recovering).close();
    },
  };
}
