import { connect } from 'amqplib';
import { EVENTS } from '@chargesetu/shared/contracts';
import { createEnvelope } from '@chargesetu/shared/messaging';
import { eventually, waitForAmqp, type TestDriver } from '@chargesetu/shared/testing';
import { SERVICES } from '../microservices';
import {
  book,
  call,
  drivers,
  mapLimit,
  pay,
  request,
  roundTheClock,
  sleep,
  slots,
  type Booking,
  type Slot,
} from './support/api';
import { ReliabilityCluster } from './support/cluster';
import { metric } from './support/metrics';
import { queueArguments, rabbitNode, startApp, stopApp } from './support/rabbit-node';

jest.setTimeout(240_000);

/** The broker's side of things: an outage in the middle of traffic, reconnection, poison messages. */
describe('reliability: the broker', () => {
  let cluster: ReliabilityCluster;
  let gateway: string;
  let people: TestDriver[];
  let free: Slot[];
  const take = (n: number) => free.splice(0, n);

  beforeAll(async () => {
    // Paid bookings stay pending while the broker is away: lift the unpaid-holds cap for the run.
    cluster = await ReliabilityCluster.start({ env: { MAX_UNPAID_BOOKINGS: '1000' } });
    gateway = cluster.gatewayUrl;
    people = await drivers(gateway, 10);
    free = slots(await roundTheClock(gateway), 400);
  });

  afterAll(async () => {
    await startApp(rabbitNode()).catch(() => undefined); // never leave the node stopped for the next file
    await cluster?.stop();
  });

  /** Every service answers /ready 200 (database and broker ok). */
  const allReady = async () => {
    for (const s of SERVICES) {
      const res = await request<{ checks: Record<string, string> }>(cluster.url(s), 'GET', '/ready');
      expect({ s, status: res.status }).toEqual({ s, status: 200 });
    }
  };

  /** Book (pay with UPI) `slots` round-robin over the drivers; each flow's answers and timing. */
  const flow = async (slot: Slot, i: number) => {
    const driver = people[i % people.length];
    const booking = await book(gateway, driver, slot);
    const res = await request<{ payment: { id: number; amount: string } }>(gateway, 'POST', '/api/payments', {
      token: driver.token,
      body: { bookingId: booking.id, paymentMethod: 'upi', upiId: 'outage@okaxis' },
    });
    return { driver, booking, status: res.status, payment: res.json?.payment, answeredAt: Date.now() };
  };

  it(
    'when the broker stops for 10 s in the middle of 200 booking -> payment flows, payments keep answering 201 ' +
      'and afterwards every paid booking is confirmed, every outbox is empty and every DLQ is empty',
    async () => {
      const all = take(200);
      const before = await mapLimit(all.slice(0, 60), 4, flow);

      await stopApp(cluster.node);
      const down = Date.now();
      // The services notice: /ready says the broker is unavailable (the payment API stays up regardless).
      await eventually(
        async () => {
          const res = await request<{ checks: Record<string, string> }>(
            cluster.url('payments'),
            'GET',
            '/ready',
          );
          expect(res.status).toBe(503);
          expect(res.json.checks.broker).toBe('unavailable');
        },
        15_000,
        100,
      );
      // 80 flows spread over the outage (one every 125 ms), at most 4 at once.
      const during = await mapLimit(all.slice(60, 140), 4, async (slot, k) => {
        await sleep(Math.max(0, down + k * 125 - Date.now()));
        return flow(slot, 60 + k);
      });
      await sleep(Math.max(0, down + 10_000 - Date.now()));
      // Every payment of the outage is committed and waiting in the payments outbox.
      const [waiting] = await cluster.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM payments.outbox WHERE sent_at IS NULL AND event_type = 'payment.completed'
          AND (envelope->'data'->>'bookingId')::int = ANY($1)`,
        [during.map((f) => f.booking.id)],
      );
      expect(waiting.n).toBe(80);
      expect(
        await metric(cluster.metricsUrl('payments'), 'outbox_backlog', { service: 'payments' }),
      ).toBeGreaterThanOrEqual(80);
      const upAgain = Date.now();
      await startApp(cluster.node);

      const after = await mapLimit(all.slice(140), 4, (slot, k) => flow(slot, 140 + k));
      const flows = [...before, ...during, ...after];

      // The payment API answered 201 throughout, the 80 outage flows included.
      expect(flows.map((f) => f.status)).toEqual(flows.map(() => 201));
      expect(during.filter((f) => f.answeredAt >= down && f.answeredAt < upAgain)).toHaveLength(80);
      expect(upAgain - down).toBeGreaterThanOrEqual(10_000);

      const ids = flows.map((f) => f.booking.id);
      await eventually(
        async () => {
          const rows = await cluster.sql<{ status: string; n: number }>(
            `SELECT status, count(*)::int AS n FROM bookings.bookings WHERE id = ANY($1) GROUP BY status`,
            [ids],
          );
          expect(rows).toEqual([{ status: 'confirmed', n: 200 }]);
        },
        60_000,
        250,
      );
      // Through the API too: each driver sees every one of their bookings confirmed with its payment.
      for (const driver of people) {
        const mine = flows.filter((f) => f.driver === driver);
        const listed = await call<Booking[]>(gateway, 'GET', '/api/bookings', { token: driver.token });
        const byId = new Map(listed.map((b) => [b.id, b]));
        for (const f of mine) {
          expect(byId.get(f.booking.id)).toMatchObject({ status: 'confirmed', paymentId: f.payment?.id });
        }
      }
      // Each booking remembers exactly the amount its payment took, and each payment event was applied once.
      const [money] = await cluster.sql<{ matching: number; applied: number; events: number }>(
        `SELECT
           (SELECT count(*)::int FROM bookings.bookings b JOIN payments.payments p ON p.id = b.payment_id
             WHERE b.id = ANY($1) AND p.booking_id = b.id AND p.amount = b.amount_paid AND p.status = 'completed') AS matching,
           (SELECT count(*)::int FROM bookings.inbox i JOIN payments.outbox o ON o.event_id = i.event_id
             WHERE o.event_type = 'payment.completed' AND (o.envelope->'data'->>'bookingId')::int = ANY($1)) AS applied,
           (SELECT count(*)::int FROM payments.outbox o
             WHERE o.event_type = 'payment.completed' AND (o.envelope->'data'->>'bookingId')::int = ANY($1)) AS events`,
        [ids],
      );
      expect(money).toEqual({ matching: 200, applied: 200, events: 200 });

      await eventually(
        async () => {
          expect(await cluster.outboxBacklog()).toEqual(Object.fromEntries(SERVICES.map((s) => [s, 0])));
        },
        30_000,
        250,
      );
      expect(Object.values(await cluster.deadLetterDepths()).every((n) => n === 0)).toBe(true);
      for (const s of SERVICES) {
        expect(await metric(cluster.metricsUrl(s), 'dead_letter_queue_depth')).toBe(0);
        expect(await metric(cluster.metricsUrl(s), 'outbox_backlog', { service: s })).toBe(0);
      }
      await allReady();
    },
  );

  it('every service reconnects within 15 s of the broker coming back (/ready turns 200) and events flow again', async () => {
    await stopApp(cluster.node);
    try {
      await eventually(
        async () => {
          for (const s of SERVICES) {
            const res = await request<{ checks: Record<string, string> }>(cluster.url(s), 'GET', '/ready');
            expect({ s, status: res.status, broker: res.json?.checks?.broker }).toEqual({
              s,
              status: 503,
              broker: 'unavailable',
            });
          }
        },
        15_000,
        100,
      );
      await sleep(3000); // long enough for every client's reconnect backoff to grow
    } catch (err) {
      await startApp(cluster.node);
      throw err;
    }
    const starting = startApp(cluster.node);
    // The broker is back from the moment it accepts an AMQP connection again (polled every 200 ms).
    await waitForAmqp(cluster.amqpUrl, 60_000);
    const back = Date.now();
    const readyAfter: Record<string, number> = {};
    await Promise.all(
      SERVICES.map(async (s) => {
        while (Date.now() - back < 20_000) {
          if ((await request(cluster.url(s), 'GET', '/ready')).status === 200) {
            readyAfter[s] = Date.now() - back;
            return;
          }
          await sleep(100);
        }
      }),
    );
    await starting;
    process.stderr.write(`/ready after the broker returned (ms): ${JSON.stringify(readyAfter)}\n`);
    for (const s of SERVICES)
      expect({ s, within15s: (readyAfter[s] ?? Infinity) <= 15_000 }).toEqual({ s, within15s: true });

    // The consumers were resubscribed, not just the connection: a new payment confirms its booking.
    const driver = people[0];
    const [slot] = take(1);
    const booking = await book(gateway, driver, slot);
    await pay(gateway, driver, booking.id);
    await eventually(
      async () => {
        const b = await call<Booking>(gateway, 'GET', `/api/bookings/${booking.id}`, { token: driver.token });
        expect(b.status).toBe('confirmed');
      },
      15_000,
      100,
    );
  });

  it('poison messages land in the DLQ after a bounded number of deliveries while good events keep flowing', async () => {
    const { queue, deadLetterQueue } = cluster.queues('bookings');
    const limit = Number((await queueArguments(cluster.node, queue))?.['x-delivery-limit']);
    expect(limit).toBeGreaterThan(1);
    const bookingsUrl = cluster.metricsUrl('bookings');
    const errors = () =>
      metric(bookingsUrl, 'events_consumed_total', {
        consumer: 'bookings',
        type: EVENTS.paymentCompleted,
        outcome: 'error',
      });
    const oks = () =>
      metric(bookingsUrl, 'events_consumed_total', {
        consumer: 'bookings',
        type: EVENTS.paymentCompleted,
        outcome: 'ok',
      });
    const dlqBefore = await cluster.deadLetterDepths();
    const errorsBefore = await errors();
    const oksBefore = await oks();

    // Good flows before and after the poison, so the poison sits between good messages in the queue.
    const driver = people[1];
    const good = take(6);
    const first = await mapLimit(good.slice(0, 3), 1, async (s) => {
      const b = await book(gateway, driver, s);
      await pay(gateway, driver, b.id);
      return b;
    });
    const conn = await connect(cluster.amqpUrl);
    const poison = createEnvelope(EVENTS.paymentCompleted, 1, { bookingId: 'not-a-booking', amount: -1 });
    try {
      const ch = await conn.createConfirmChannel();
      const publish = (body: string, messageId: string) =>
        new Promise<void>((resolve, reject) =>
          ch.publish(
            cluster.exchange,
            EVENTS.paymentCompleted,
            Buffer.from(body),
            { persistent: true, messageId },
            (err) => (err ? reject(err) : resolve()),
          ),
        );
      await publish('{"this is": not json', 'malformed-1'); // unparseable: dead-lettered at once
      await publish(JSON.stringify(poison), poison.id); // a valid envelope whose payload breaks the contract
      await ch.close();
    } finally {
      await conn.close();
    }
    const second = await mapLimit(good.slice(3), 1, async (s) => {
      const b = await book(gateway, driver, s);
      await pay(gateway, driver, b.id);
      return b;
    });

    await eventually(
      async () => {
        const depth = await cluster.deadLetterDepths();
        expect(depth.bookings - dlqBefore.bookings).toBe(2);
      },
      30_000,
      100,
    );
    // The poison envelope reached the handler exactly `x-delivery-limit` times, then stopped.
    await sleep(1000);
    expect((await errors()) - errorsBefore).toBe(limit);
    expect((await oks()) - oksBefore).toBe(6);
    // Nothing else was dead-lettered anywhere.
    const depth = await cluster.deadLetterDepths();
    for (const s of Object.keys(depth))
      if (s !== 'bookings') expect({ s, n: depth[s] - (dlqBefore[s] ?? 0) }).toEqual({ s, n: 0 });
    expect(await metric(bookingsUrl, 'dead_letter_queue_depth', { consumer: 'bookings' })).toBe(
      depth.bookings,
    );

    // The two parked messages are the two poisons, untouched.
    const peek = await connect(cluster.amqpUrl);
    try {
      const ch = await peek.createChannel();
      const ids: string[] = [];
      for (let m = await ch.get(deadLetterQueue); m; m = await ch.get(deadLetterQueue)) {
        ids.push(String(m.properties.messageId));
        if (m.properties.messageId === poison.id) expect(JSON.parse(m.content.toString())).toEqual(poison);
      }
      await ch.close(); // unacknowledged: they go back to the DLQ
      expect(ids.slice(-2).sort()).toEqual(['malformed-1', poison.id].sort());
    } finally {
      await peek.close();
    }

    // Good events before and after the poison were all applied.
    for (const b of [...first, ...second]) {
      const now = await call<Booking>(gateway, 'GET', `/api/bookings/${b.id}`, { token: driver.token });
      expect(now.status).toBe('confirmed');
    }
  });
});
