import { connect, type ChannelModel, type Message } from 'amqplib';
import { closeEmbeddedDatabase, withTransaction } from '@chargesetu/shared/db';
// A util lib may not depend on a testing lib; its integration tests may (the lint rule cannot tell them apart).
import {
  describeBackends,
  eventually,
  itWithBroker,
  useTestBroker,
  useTestDatabase,
  type RealTestBroker,
  type TestBroker,
  type TestDatabase,
} from '@chargesetu/shared/testing';
import type { DataSource } from 'typeorm';
import { createEnvelope, type EventEnvelope } from '../envelope';
import { handleOnce } from '../handle-once';
import { enqueueEvent } from '../outbox/enqueue-event';
import { OutboxRelay } from '../outbox/outbox-relay';
import { effectsOf, openTestService, outboxRow, recordEffect, sentTimesOf } from '../test-fixtures';
import { createAmqpBus, type AmqpBus } from './amqp-bus';
import { amqpQueueNames } from './topology';

// Broker restarts take a few seconds each; the whole file stays well under a minute.
jest.setTimeout(60_000);

let db: TestDatabase;
let broker: TestBroker;
let ds: DataSource;
let inspector: ChannelModel | undefined;
const closers: Array<() => Promise<unknown>> = [];

const real = () => broker as RealTestBroker;
const newBus = (o: { maxDeliveries?: number; declareQueues?: Record<string, string[]> } = {}): AmqpBus => {
  const bus = createAmqpBus({
    url: real().url,
    exchange: real().exchange,
    queuePrefix: real().queuePrefix,
    ...o,
  });
  closers.push(() => bus.close());
  return bus;
};

/** Reads a queue without consuming it for good (the messages go back when the channel closes). */
async function messagesIn(queue: string): Promise<Message[]> {
  if (!inspector) {
    // A broker restart (see the outage test) closes this connection: open a new one next time.
    const opened = await connect(real().url);
    opened.on('error', () => undefined);
    opened.on('close', () => {
      if (inspector === opened) inspector = undefined;
    });
    inspector = opened;
  }
  const ch = await inspector.createChannel();
  const messages: Message[] = [];
  for (let msg = await ch.get(queue); msg; msg = await ch.get(queue)) messages.push(msg);
  await ch.close();
  return messages;
}

const messageIdsIn = async (queue: string) =>
  (await messagesIn(queue)).map((m) => String(m.properties.messageId ?? m.content));

beforeAll(async () => {
  db = await useTestDatabase();
  broker = await useTestBroker();
  console.info(describeBackends(db, broker));
  if (broker.kind !== 'none') ds = await openTestService(db, 'bookings');
});

afterAll(async () => {
  try {
    // Whatever happened, leave the broker running: other suites and services on this machine use it.
    if (broker?.kind !== 'none' && broker?.control.available)
      await real()
        .control.start()
        .catch(() => undefined);
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await inspector?.close().catch(() => undefined);
    if (broker?.kind !== 'none') await broker?.cleanup();
  } finally {
    if (ds?.isInitialized) await ds.destroy();
    await closeEmbeddedDatabase();
    await db?.drop();
  }
});

describe('RabbitMQ bus with the outbox and inbox', () => {
  itWithBroker(
    'delivers a committed outbox event once, and applies its effect once across redeliveries',
    async () => {
      const bus = newBus();
      const results: string[] = [];
      const counts: number[] = [];
      let crashed = false;
      await bus.subscribe('bookings', ['payment.completed'], async (e, { deliveryCount }) => {
        counts.push(deliveryCount);
        results.push(await handleOnce(ds, 'bookings', e, (m) => recordEffect(m, e.id)));
        // The first time, "crash" after the commit but before the ack: the broker requeues it.
        if (!crashed) {
          crashed = true;
          throw new Error('lost before ack');
        }
      });
      const relay = new OutboxRelay({ dataSource: ds, bus });
      const event = createEnvelope('payment.completed', 1, { bookingId: 'b1', paymentId: 'p1' }, 'req-1');
      await withTransaction(ds, (m) => enqueueEvent(m, event));

      expect(await relay.flush()).toBe(1);
      expect(await relay.flush()).toBe(0);
      await eventually(() => expect(results).toEqual(['applied', 'duplicate']));
      await bus.publish(event); // the same envelope published twice
      await eventually(() => expect(results).toEqual(['applied', 'duplicate', 'duplicate']));
      expect(counts).toEqual([1, 2, 1]);
      expect(await effectsOf(ds, event.id)).toBe(1);
      expect(await messageIdsIn(amqpQueueNames('bookings', real().queuePrefix).deadLetterQueue)).toEqual([]);
    },
  );

  itWithBroker('publishes nothing for a transaction that rolled back', async () => {
    const bus = newBus();
    const seen: string[] = [];
    await bus.subscribe('payments', ['booking.cancelled'], async (e) => void seen.push(e.id));
    const relay = new OutboxRelay({ dataSource: ds, bus });
    const rolledBack = createEnvelope('booking.cancelled', 1, { bookingId: 'b2' });
    await expect(
      withTransaction(ds, async (m) => {
        await enqueueEvent(m, rolledBack);
        throw new Error('cancel failed');
      }),
    ).rejects.toThrow('cancel failed');
    const marker = createEnvelope('booking.cancelled', 1, { bookingId: 'b3' });
    await withTransaction(ds, (m) => enqueueEvent(m, marker));
    expect(await relay.flush()).toBe(1);
    // The queue is FIFO: once the later marker arrived, the rolled-back event would have too.
    await eventually(() => expect(seen).toContain(marker.id));
    expect(seen).toEqual([marker.id]);
  });

  itWithBroker(
    'dead-letters a poison message after a bounded number of deliveries while good ones keep flowing',
    async () => {
      const bus = newBus({ maxDeliveries: 3 });
      const poisonCounts: number[] = [];
      const good: string[] = [];
      await bus.subscribe('poison-test', ['charging.session.completed'], async (e, { deliveryCount }) => {
        if ((e.data as { poison?: boolean }).poison) {
          poisonCounts.push(deliveryCount);
          throw new Error('cannot be handled');
        }
        good.push(e.id);
      });
      const poison = createEnvelope('charging.session.completed', 1, { poison: true });
      const goods = [1, 2, 3].map((n) => createEnvelope('charging.session.completed', 1, { n }));
      await bus.publish(poison);
      for (const g of goods) await bus.publish(g);
      // Malformed JSON goes straight to the dead-letter queue, without reaching the handler.
      inspector ??= await connect(real().url);
      const raw = await inspector.createConfirmChannel();
      raw.publish(real().exchange, 'charging.session.completed', Buffer.from('{not json'), {
        messageId: 'malformed-1',
        persistent: true,
      });
      await raw.waitForConfirms();
      await raw.close();

      const { deadLetterQueue } = amqpQueueNames('poison-test', real().queuePrefix);
      await eventually(
        async () =>
          expect((await messageIdsIn(deadLetterQueue)).sort()).toEqual([poison.id, 'malformed-1'].sort()),
        15_000,
      );
      expect(poisonCounts).toEqual([1, 2, 3]);
      // What /metrics reports as the DLQ depth.
      await eventually(async () => expect(await bus.deadLetterDepth()).toEqual({ 'poison-test': 2 }));
      // As published: persistent JSON carrying the envelope's id, type and correlation id.
      const dead = (await messagesIn(deadLetterQueue)).find((m) => m.properties.messageId === poison.id);
      expect(dead?.properties).toMatchObject({
        deliveryMode: 2,
        contentType: 'application/json',
        type: 'charging.session.completed',
        correlationId: poison.correlationId,
      });
      expect(JSON.parse(String(dead?.content))).toEqual(poison);
      expect(good.sort()).toEqual(goods.map((g) => g.id).sort());
    },
  );

  itWithBroker(
    'publishes a batch of outbox rows pipelined on the confirm channel: all arrive in order and are marked sent in one pass',
    async () => {
      const queue = amqpQueueNames('batch-test', real().queuePrefix).queue;
      const bus = newBus({ declareQueues: { 'batch-test': ['outbox.batch.sent'] } });
      await bus.waitUntilConnected();
      const events = Array.from({ length: 40 }, (_, n) => createEnvelope('outbox.batch.sent', 1, { n }));
      await withTransaction(ds, async (m) => {
        for (const e of events) await enqueueEvent(m, e);
      });
      // How many publishes await their confirm at once: all 40, as the relay hands the whole batch over first.
      let inFlight = 0;
      let mostInFlight = 0;
      const watched: AmqpBus = {
        ...bus,
        publish: async (e) => {
          mostInFlight = Math.max(mostInFlight, ++inFlight);
          try {
            await bus.publish(e);
          } finally {
            inFlight -= 1;
          }
        },
      };
      const relay = new OutboxRelay({ dataSource: ds, bus: watched, batchSize: 50 });
      expect(await relay.flush()).toBe(40);
      expect(mostInFlight).toBe(40);
      expect(await relay.backlog()).toBe(0);
      expect(
        await sentTimesOf(
          ds,
          events.map((e) => e.id),
        ),
      ).toHaveLength(1);
      await eventually(async () => expect(await messageIdsIn(queue)).toEqual(events.map((e) => e.id)));
    },
  );

  itWithBroker(
    'when the broker refuses part of a batch, marks only the confirmed rows sent and publishes the others on a later pass',
    async () => {
      const bus = newBus();
      await bus.waitUntilConnected();
      // A queue that holds 3 messages and has the broker nack any further publish routed to it.
      const limited = `${real().queuePrefix}batch-limited`;
      inspector ??= await connect(real().url);
      const admin = await inspector.createChannel();
      await admin.assertQueue(limited, {
        durable: true,
        arguments: { 'x-max-length': 3, 'x-overflow': 'reject-publish' },
      });
      await admin.bindQueue(limited, real().exchange, 'outbox.batch.limited');
      const events = Array.from({ length: 5 }, (_, n) => createEnvelope('outbox.batch.limited', 1, { n }));
      await withTransaction(ds, async (m) => {
        for (const e of events) await enqueueEvent(m, e);
      });
      const relay = new OutboxRelay({ dataSource: ds, bus, batchSize: 50 });

      expect(await relay.flush()).toBe(3);
      expect(
        await sentTimesOf(
          ds,
          events.slice(0, 3).map((e) => e.id),
        ),
      ).toHaveLength(1);
      for (const e of events.slice(3))
        expect(await outboxRow(ds, e.id)).toMatchObject({ sent: false, attempts: 1, leased: false });
      expect((await outboxRow(ds, events[3].id))?.lastError).toMatch(/nack/i);
      expect(await messageIdsIn(limited)).toEqual(events.slice(0, 3).map((e) => e.id));
      expect(await relay.backlog()).toBe(2);

      // Room again: the next pass publishes the two it kept, still in order, each once.
      await admin.purgeQueue(limited);
      expect(await relay.flush()).toBe(2);
      expect(await relay.backlog()).toBe(0);
      expect(await messageIdsIn(limited)).toEqual(events.slice(3).map((e) => e.id));
      await admin.close();
    },
  );

  itWithBroker(
    'delivers an event enqueued while the broker is down once it is back, and recovers without a restart',
    async () => {
      const bus = newBus();
      const seen: string[] = [];
      await bus.subscribe('charging', ['booking.cancelled'], async (e) => {
        await handleOnce(ds, 'charging', e, (m) => recordEffect(m, e.id));
        seen.push(e.id);
      });
      const relay = new OutboxRelay({ dataSource: ds, bus, pollIntervalMs: 50 });
      closers.push(() => relay.stop());
      relay.start();
      await bus.waitUntilConnected();
      await bus.check();

      const { control } = real();
      let whileDown: EventEnvelope;
      await control.stop();
      try {
        await eventually(() => expect(bus.check()).rejects.toThrow(/not connected/));
        await expect(bus.publish(createEnvelope('booking.cancelled', 1, {}))).rejects.toThrow(
          /not connected/,
        );
        whileDown = createEnvelope('booking.cancelled', 1, { bookingId: 'during-outage' });
        await withTransaction(ds, (m) => enqueueEvent(m, whileDown));
        relay.notify();
        await eventually(async () =>
          expect((await outboxRow(ds, whileDown.id))?.attempts).toBeGreaterThanOrEqual(1),
        );
        expect(await outboxRow(ds, whileDown.id)).toMatchObject({ sent: false });
      } finally {
        await control.start();
      }

      await eventually(() => expect(seen).toContain(whileDown.id), 30_000);
      await bus.check();
      expect(await relay.backlog()).toBe(0);
      // The same relay and consumer carry on after the restart.
      const after = createEnvelope('booking.cancelled', 1, { bookingId: 'after-restart' });
      await withTransaction(ds, (m) => enqueueEvent(m, after));
      relay.notify();
      await eventually(() => expect(seen).toEqual([whileDown.id, after.id]), 15_000);
      expect(await effectsOf(ds, whileDown.id)).toBe(1);
    },
  );

  itWithBroker(
    'keeps an event published before its consumer first subscribes, in the queue every process declares',
    async () => {
      const late = amqpQueueNames('late-consumer', real().queuePrefix).queue;
      // Without the declaration nobody has bound a queue to this type: the event goes nowhere.
      const early = newBus();
      await early.publish(createEnvelope('charging.session.started', 1, { sessionId: 'lost' }));
      const lost = await connect(real().url);
      closers.push(() => lost.close());
      const probe = await lost.createChannel();
      probe.on('error', () => undefined); // checkQueue on a missing queue closes the channel
      await expect(probe.checkQueue(late)).rejects.toThrow(/NOT_FOUND/);

      // A publisher that declares the consumer's queue (as every service does from EVENT_SUBSCRIPTIONS).
      const publisher = newBus({ declareQueues: { 'late-consumer': ['charging.session.started'] } });
      await publisher.waitUntilConnected();
      const kept = createEnvelope('charging.session.started', 1, { sessionId: 'kept' });
      await publisher.publish(kept);
      await eventually(async () => expect(await messageIdsIn(late)).toEqual([kept.id]));

      // The consumer starts afterwards and still gets it, once.
      const consumer = newBus();
      const seen: string[] = [];
      await consumer.subscribe(
        'late-consumer',
        ['charging.session.started'],
        async (e) => void seen.push(e.id),
      );
      await eventually(() => expect(seen).toEqual([kept.id]));
    },
  );
});

describe('RabbitMQ broadcasts (every process gets each one)', () => {
  itWithBroker(
    'hands a broadcast-only event from the outbox to every subscribed bus, with no durable queue for it',
    async () => {
      // Nobody subscribed yet: the event is unroutable, which is not an error for the publisher.
      await newBus().publish(createEnvelope('auth.tokens.revoked', 1, { userId: 1 }));
      const one = newBus();
      const two = newBus();
      const got: Record<string, string[]> = { one: [], two: [] };
      await one.subscribeBroadcast(['auth.tokens.revoked'], (e) => void got.one.push(e.id));
      await two.subscribeBroadcast(['auth.tokens.revoked'], (e) => void got.two.push(e.id));
      const relay = new OutboxRelay({ dataSource: ds, bus: one });
      const revoked = createEnvelope('auth.tokens.revoked', 1, { userId: 7 }, 'req-7');
      await withTransaction(ds, (m) => enqueueEvent(m, revoked));
      await relay.flush();
      await eventually(() => expect(got).toEqual({ one: [revoked.id], two: [revoked.id] }));
      expect(await outboxRow(ds, revoked.id)).toMatchObject({ sent: true, attempts: 0 });
      // Other types never reach a broadcast handler.
      const other = createEnvelope('booking.cancelled', 1, {});
      await one.publish(other);
      const marker = createEnvelope('auth.tokens.revoked', 1, { userId: 8 });
      await two.publish(marker);
      await eventually(() =>
        expect(got).toEqual({ one: [revoked.id, marker.id], two: [revoked.id, marker.id] }),
      );
    },
  );

  itWithBroker(
    'redeclares and consumes the broadcast queue after a reconnect, and tells onConnected listeners',
    async () => {
      const bus = newBus();
      let connects = 0;
      bus.onConnected(() => (connects += 1));
      const got: string[] = [];
      await bus.subscribeBroadcast(['auth.tokens.revoked'], (e) => void got.push(e.id));
      await bus.waitUntilConnected();
      const publisher = newBus();
      const before = createEnvelope('auth.tokens.revoked', 1, { userId: 1 });
      await publisher.publish(before);
      await eventually(() => expect(got).toEqual([before.id]));
      const connectsBefore = connects;

      const { control } = real();
      await control.stop();
      try {
        await eventually(() => expect(bus.check()).rejects.toThrow(/not connected/));
      } finally {
        await control.start();
      }
      await eventually(() => expect(connects).toBeGreaterThan(connectsBefore), 30_000);
      await publisher.waitUntilConnected(30_000);
      const after = createEnvelope('auth.tokens.revoked', 1, { userId: 2 });
      await publisher.publish(after);
      await eventually(() => expect(got).toEqual([before.id, after.id]), 15_000);
    },
  );
});
