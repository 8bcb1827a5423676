import { closeEmbeddedDatabase, withTransaction } from '@chargesetu/shared/db';
// A util lib may not depend on a testing lib; its integration tests may (the lint rule cannot tell them apart).
import {
  describeBackends,
  eventually,
  itWithRealDatabase,
  useTestDatabase,
  type TestDatabase,
} from '@chargesetu/shared/testing';
import type { DataSource } from 'typeorm';
import { createEnvelope, type EventEnvelope } from '../envelope';
import type { EventBus } from '../event-bus';
import { handleOnce } from '../handle-once';
import { createInProcessBus, type InProcessBus } from '../in-process-bus';
import { effectsOf, openTestService, outboxRow, recordEffect, sentTimesOf } from '../test-fixtures';
import { enqueueEvent } from './enqueue-event';
import { OutboxRelay } from './outbox-relay';

jest.setTimeout(60_000);

let db: TestDatabase;
let ds: DataSource;
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  db = await useTestDatabase();
  console.info(describeBackends(db));
  ds = await openTestService(db, 'payments');
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  if (ds?.isInitialized) await ds.destroy();
  await closeEmbeddedDatabase();
  await db?.drop();
});

const newBus = (): InProcessBus => {
  const bus = createInProcessBus({ retryDelayMs: 5 });
  closers.push(() => bus.close());
  return bus;
};
const cancelled = () => createEnvelope('booking.cancelled', 1, { bookingId: 'b1' });

describe('outbox and inbox (in-process bus)', () => {
  it('when a transaction commits with an event, the relay publishes it once and the consumer applies it once, even if delivered again', async () => {
    const bus = newBus();
    const results: string[] = [];
    await bus.subscribe('payments', ['booking.cancelled'], async (e) => {
      results.push(await handleOnce(ds, 'payments', e, (m) => recordEffect(m, e.id)));
    });
    const relay = new OutboxRelay({ dataSource: ds, bus });
    const event = cancelled();
    await withTransaction(ds, (m) => enqueueEvent(m, event));

    expect(await relay.backlog()).toBe(1);
    expect(await relay.flush()).toBe(1);
    expect(await relay.flush()).toBe(0);
    expect(await relay.backlog()).toBe(0);
    await bus.publish(event); // a redelivery, as after a lost ack
    await bus.idle();
    expect(results).toEqual(['applied', 'duplicate']);
    expect(await effectsOf(ds, event.id)).toBe(1);
    expect(await outboxRow(ds, event.id)).toMatchObject({ sent: true, attempts: 0 });
  });

  it('when the transaction rolls back, nothing is enqueued or published', async () => {
    const bus = newBus();
    const seen: EventEnvelope[] = [];
    await bus.subscribe('payments', ['booking.cancelled'], async (e) => void seen.push(e));
    const relay = new OutboxRelay({ dataSource: ds, bus });
    const event = cancelled();
    await expect(
      withTransaction(ds, async (m) => {
        await enqueueEvent(m, event);
        throw new Error('refund failed');
      }),
    ).rejects.toThrow('refund failed');
    expect(await relay.flush()).toBe(0);
    await bus.idle();
    expect(seen).toEqual([]);
    expect(await outboxRow(ds, event.id)).toBeUndefined();
  });

  it('when the effect throws, the inbox row rolls back with it, so the redelivery applies it', async () => {
    const event = cancelled();
    await expect(
      handleOnce(ds, 'payments', event, async () => Promise.reject(new Error('wallet locked'))),
    ).rejects.toThrow();
    await expect(handleOnce(ds, 'payments', event, (m) => recordEffect(m, event.id))).resolves.toBe(
      'applied',
    );
    expect(await effectsOf(ds, event.id)).toBe(1);
  });

  it('refuses to enqueue outside a transaction (the row would not commit with the change)', async () => {
    await expect(enqueueEvent(ds.manager, cancelled())).rejects.toThrow(/transaction/);
  });

  it('publishes a claimed batch pipelined, in id order, and marks it sent in one statement', async () => {
    const inner = newBus();
    const seen: string[] = [];
    await inner.subscribe('payments', ['booking.cancelled'], async (e) => void seen.push(e.id));
    // Holds every confirm until the whole batch has been handed over: a relay that awaited each publish
    // before the next would stop at the first one.
    const calls: string[] = [];
    const confirms: Array<() => void> = [];
    let allHandedOver: () => void = () => undefined;
    const handedOver = new Promise<void>((resolve) => (allHandedOver = resolve));
    const events = Array.from({ length: 12 }, cancelled);
    const holding: EventBus = {
      ...inner,
      kind: 'in-process',
      publish: async (e) => {
        calls.push(e.id);
        await inner.publish(e);
        if (calls.length === events.length) allHandedOver();
        await new Promise<void>((resolve) => confirms.push(resolve));
      },
    };
    await withTransaction(ds, async (m) => {
      for (const e of events) await enqueueEvent(m, e);
    });
    const relay = new OutboxRelay({ dataSource: ds, bus: holding, batchSize: 20 });
    const flushed = relay.flush();
    await handedOver;
    expect(calls).toEqual(events.map((e) => e.id));
    expect(await outboxRow(ds, events[0].id)).toMatchObject({ sent: false, leased: true });
    confirms.forEach((confirm) => confirm());
    expect(await flushed).toBe(12);
    expect(await relay.backlog()).toBe(0);
    expect(
      await sentTimesOf(
        ds,
        events.map((e) => e.id),
      ),
    ).toHaveLength(1);
    await inner.idle();
    expect(seen).toEqual(events.map((e) => e.id));
  });

  it('when one publish of a batch fails, marks the others sent and keeps that row for the next round', async () => {
    const inner = newBus();
    const events = Array.from({ length: 6 }, cancelled);
    const refused = new Set([events[2].id, events[4].id]);
    const partial: EventBus = {
      ...inner,
      kind: 'in-process',
      publish: (e) => (refused.has(e.id) ? Promise.reject(new Error(`nacked ${e.id}`)) : inner.publish(e)),
    };
    await withTransaction(ds, async (m) => {
      for (const e of events) await enqueueEvent(m, e);
    });
    const relay = new OutboxRelay({ dataSource: ds, bus: partial, batchSize: 50 });
    expect(await relay.flush()).toBe(4);
    expect(
      await sentTimesOf(
        ds,
        events.filter((e) => !refused.has(e.id)).map((e) => e.id),
      ),
    ).toHaveLength(1);
    for (const e of events.filter((x) => refused.has(x.id)))
      // Unsent, its error recorded, and free for the next round (not held for the 30 s lease).
      expect(await outboxRow(ds, e.id)).toEqual({
        sent: false,
        attempts: 1,
        lastError: `nacked ${e.id}`,
        leased: false,
      });
    expect(await relay.backlog()).toBe(2);
    refused.clear();
    expect(await relay.flush()).toBe(2);
    expect(await relay.backlog()).toBe(0);
    expect(await outboxRow(ds, events[2].id)).toMatchObject({ sent: true, attempts: 1 });
  });

  it('when running, publishes soon after a commit, and keeps a row whose publish fails until the bus accepts it', async () => {
    const inner = newBus();
    let refuse = true;
    const flaky: EventBus = {
      ...inner,
      kind: 'in-process',
      publish: (e) => (refuse ? Promise.reject(new Error('broker away')) : inner.publish(e)),
    };
    const seen: string[] = [];
    await inner.subscribe('payments', ['booking.cancelled'], async (e) => void seen.push(e.id));
    const relay = new OutboxRelay({ dataSource: ds, bus: flaky, pollIntervalMs: 20 });
    closers.push(() => relay.stop());
    relay.start();
    const event = cancelled();
    await withTransaction(ds, (m) => enqueueEvent(m, event));
    relay.notify();
    await eventually(async () => expect((await outboxRow(ds, event.id))?.attempts).toBeGreaterThanOrEqual(2));
    expect(await outboxRow(ds, event.id)).toMatchObject({ sent: false, lastError: 'broker away' });
    refuse = false;
    await eventually(() => expect(seen).toEqual([event.id]));
    await eventually(async () => expect(await relay.backlog()).toBe(0));
    await relay.stop();
  });

  itWithRealDatabase(
    'when several instances of a service relay one outbox, each row is published exactly once',
    async () => {
      const other = await openTestService(db, 'payments'); // a second instance of the same service
      closers.push(() => other.destroy());
      const published = new Map<string, number>();
      const counting: EventBus = {
        ...newBus(),
        kind: 'in-process',
        publish: async (e) => void published.set(e.id, (published.get(e.id) ?? 0) + 1),
      };
      const events = Array.from({ length: 120 }, cancelled);
      await withTransaction(ds, async (m) => {
        for (const e of events) await enqueueEvent(m, e);
      });
      const relays = [ds, other, ds, other].map(
        (d) => new OutboxRelay({ dataSource: d, bus: counting, batchSize: 7 }),
      );
      const sent = await Promise.all(relays.map((r) => r.flush()));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(120);
      expect(sent.filter((n) => n > 0).length).toBeGreaterThan(1); // they really worked side by side
      expect(events.every((e) => published.get(e.id) === 1)).toBe(true);
    },
  );
});
