import { EVENTS } from '@chargesetu/shared/contracts';
import { eventually, type TestDriver } from '@chargesetu/shared/testing';
import { SERVICES } from '../microservices';
import {
  book,
  call,
  cheap,
  drivers,
  mapLimit,
  paise,
  pay,
  roundTheClock,
  rupees,
  sleep,
  slots,
  type Booking,
  type Payment,
  type Slot,
} from './support/api';
import { StallableProxy } from './support/amqp-proxy';
import { ReliabilityCluster } from './support/cluster';
import { metric } from './support/metrics';
import { rabbitNode } from './support/rabbit-node';

jest.setTimeout(240_000);

/** Unacknowledged deliveries a consumer holds at once: createAmqpBus's default, which startService keeps. */
const PREFETCH = 10;

/**
 * Processes dying at the worst moment. The payments and bookings services reach the broker through a
 * proxy the test can stall, so each kill happens in an exact, known state instead of by luck: events
 * committed but not yet confirmed by the broker, effects committed but not yet acknowledged.
 */
describe('reliability: processes killed mid-flight', () => {
  const node = rabbitNode();
  const paymentsLink = new StallableProxy({ host: '127.0.0.1', port: node.amqpPort });
  const bookingsLink = new StallableProxy({ host: '127.0.0.1', port: node.amqpPort });
  let cluster: ReliabilityCluster;
  let gateway: string;
  let free: Slot[];

  beforeAll(async () => {
    await paymentsLink.listen();
    await bookingsLink.listen();
    cluster = await ReliabilityCluster.start({
      env: { MAX_UNPAID_BOOKINGS: '1000' },
      serviceEnv: { payments: { AMQP_URL: paymentsLink.url }, bookings: { AMQP_URL: bookingsLink.url } },
    });
    gateway = cluster.gatewayUrl;
    free = slots(cheap(await roundTheClock(gateway)), 200);
  });

  afterAll(async () => {
    // Free any stalled link first, so the services can shut down cleanly.
    paymentsLink.reset();
    bookingsLink.reset();
    await cluster?.stop();
    await paymentsLink.close();
    await bookingsLink.close();
  });

  const bookingsMetric = (type: string, outcome: string) =>
    metric(cluster.metricsUrl('bookings'), 'events_consumed_total', { consumer: 'bookings', type, outcome });

  /** Each driver's wallet must be 650.00 less what they paid from it, plus what was refunded to it. */
  const expectWallets = async (people: TestDriver[]) => {
    for (const d of people) {
      const [row] = await cluster.sql<{ expected: string; balance: string; ledger: string }>(
        `SELECT
           (650.00 - COALESCE((SELECT sum(amount) FROM payments.payments WHERE user_id = $1 AND payment_method = 'wallet'
             AND status IN ('completed', 'refunded')), 0)
                   + COALESCE((SELECT sum(amount) FROM payments.payments WHERE user_id = $1 AND status = 'refunded'), 0))::text AS expected,
           (SELECT wallet_balance::text FROM payments.user_stats WHERE user_id = $1) AS balance,
           (650.00 + COALESCE((SELECT sum(amount) FROM payments.wallet_transactions WHERE user_id = $1), 0))::text AS ledger`,
        [d.userId],
      );
      expect(row.balance).toBe(row.expected);
      expect(row.ledger).toBe(row.expected);
      const stats = await call<{ walletBalance: string }>(gateway, 'GET', '/api/user/stats', {
        token: d.token,
      });
      expect(stats.walletBalance).toBe(row.expected);
    }
  };

  it('payments killed with SIGKILL right after its commits: every committed payment event is delivered, each applied once', async () => {
    const people = await drivers(gateway, 3, 'Kill Payments');
    const planned = free.splice(0, 12);
    const bookings = await mapLimit(planned, 1, (s, i) => book(gateway, people[i % 3], s));
    const consumedBefore = await bookingsMetric(EVENTS.paymentCompleted, 'ok');

    // From now on the broker's confirms never reach payments: its first publish gets to the broker,
    // but no outbox row can be marked sent, and the relay waits on that first confirm.
    paymentsLink.hold('toClient');
    const payments: Payment[] = await mapLimit(bookings, 1, (b, i) =>
      pay(gateway, people[i % 3], b.id, i % 2 === 0 ? 'wallet' : 'upi'),
    );
    const ids = bookings.map((b) => b.id);
    const eventsOf = `SELECT o.event_id, o.sent_at FROM payments.outbox o
      WHERE o.event_type = 'payment.completed' AND (o.envelope->'data'->>'bookingId')::int = ANY($1)`;
    // The state at the kill: 12 payments committed, none marked sent; exactly the first one delivered.
    await eventually(
      async () => {
        const [row] = await cluster.sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM bookings.bookings WHERE id = ANY($1) AND status = 'confirmed'`,
          [ids],
        );
        expect(row.n).toBe(1);
      },
      10_000,
      50,
    );
    await sleep(500);
    const atKill = await cluster.sql<{ event_id: string; sent_at: Date | null }>(eventsOf, [ids]);
    expect(atKill).toHaveLength(12);
    expect(atKill.filter((r) => r.sent_at === null)).toHaveLength(12);
    const [confirmedAtKill] = await cluster.sql<{ id: number }>(
      `SELECT id FROM bookings.bookings WHERE id = ANY($1) AND status = 'confirmed'`,
      [ids],
    );
    expect(confirmedAtKill.id).toBe(bookings[0].id);

    await cluster.procs.kill('payments', 'SIGKILL');
    paymentsLink.reset();
    await cluster.startService('payments');

    // Every committed payment reaches bookings: eleven at once, the first once its dead relay's lease
    // on the row runs out (it was already delivered: that second delivery must change nothing).
    await eventually(
      async () => {
        const rows = await cluster.sql<{ status: string; n: number }>(
          `SELECT status, count(*)::int AS n FROM bookings.bookings WHERE id = ANY($1) GROUP BY status`,
          [ids],
        );
        expect(rows).toEqual([{ status: 'confirmed', n: 12 }]);
        const events = await cluster.sql<{ event_id: string; sent_at: Date | null }>(eventsOf, [ids]);
        expect(events.filter((r) => r.sent_at === null)).toHaveLength(0);
        expect((await bookingsMetric(EVENTS.paymentCompleted, 'ok')) - consumedBefore).toBe(13);
      },
      60_000,
      250,
    );

    // Applied once each: one inbox row per event, each booking holds its own payment and amount.
    const [once] = await cluster.sql<{ inbox: number; matching: number }>(
      `SELECT
         (SELECT count(*)::int FROM bookings.inbox WHERE consumer = 'bookings.confirm-booking-on-payment-completed' AND event_id = ANY($1::uuid[])) AS inbox,
         (SELECT count(*)::int FROM bookings.bookings b JOIN payments.payments p ON p.id = b.payment_id
           WHERE b.id = ANY($2) AND p.booking_id = b.id AND p.amount = b.amount_paid AND p.status = 'completed') AS matching`,
      [atKill.map((r) => r.event_id), ids],
    );
    expect(once).toEqual({ inbox: 12, matching: 12 });
    expect(payments.map((p) => p.status)).toEqual(payments.map(() => 'completed'));
    // The restarted process published each of the twelve rows exactly once.
    expect(
      await metric(cluster.metricsUrl('payments'), 'events_published_total', {
        type: EVENTS.paymentCompleted,
        outcome: 'ok',
      }),
    ).toBe(12);
    const [cancelled] = await cluster.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings.outbox WHERE event_type = 'booking.cancelled'
        AND (envelope->'data'->>'bookingId')::int = ANY($1)`,
      [ids],
    );
    expect(cancelled.n).toBe(0);
    await expectWallets(people);
    expect(Object.values(await cluster.deadLetterDepths()).every((n) => n === 0)).toBe(true);
  });

  it('the bookings consumer killed mid-stream and restarted: no effect applied twice (statuses and wallets exact)', async () => {
    const people = await drivers(gateway, 5, 'Kill Bookings');
    const planned = free.splice(0, 30);
    // Paid in this order; the queue delivers in this order.
    const bookings = await mapLimit(planned, 1, (s, i) => book(gateway, people[i % 5], s));
    const ownerOf = (i: number) => people[i % 5];
    const ids = bookings.map((b) => b.id);
    // Six bookings late in the stream are cancelled by their owners after paying but before bookings
    // hears of the payment: the payment must then be refunded to the wallet, once.
    const cancelledIdx = [14, 17, 20, 23, 26, 29];

    // 1. Bookings hears nothing from the broker: the stream piles up (the broker pushes its prefetch
    //    window into the stalled link, the rest waits in the queue).
    bookingsLink.hold('toClient');
    const payments = await mapLimit(bookings, 1, (b, i) => pay(gateway, ownerOf(i), b.id, 'wallet'));
    for (const i of cancelledIdx) {
      await call(gateway, 'POST', `/api/bookings/${ids[i]}/cancel`, {
        token: ownerOf(i).token,
        body: { reason: 'plans changed' },
        expect: [200],
      });
    }
    const eventIds = async () =>
      (
        await cluster.sql<{ event_id: string }>(
          `SELECT event_id FROM payments.outbox WHERE event_type = 'payment.completed'
            AND (envelope->'data'->>'bookingId')::int = ANY($1)`,
          [ids],
        )
      ).map((r) => r.event_id);
    const applied = async () => {
      const [row] = await cluster.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings.inbox WHERE consumer = 'bookings.confirm-booking-on-payment-completed' AND event_id = ANY($1::uuid[])`,
        [await eventIds()],
      );
      return row.n;
    };
    await eventually(async () => expect(await eventIds()).toHaveLength(30), 10_000, 100);
    expect(await applied()).toBe(0);

    // 2. Let the held deliveries in but keep every acknowledgement from the broker: bookings applies
    //    exactly its prefetch window (PREFETCH messages), commits each effect, and its acks go nowhere.
    bookingsLink.hold('toBroker');
    bookingsLink.release('toClient');
    await eventually(async () => expect(await applied()).toBe(PREFETCH), 15_000, 50);
    await sleep(1000);
    expect(await applied()).toBe(PREFETCH); // nothing more arrives: the broker still waits for those acks
    const firstTen = await cluster.sql<{ id: number; status: string }>(
      `SELECT id, status FROM bookings.bookings WHERE id = ANY($1) ORDER BY id`,
      [ids.slice(0, PREFETCH)],
    );
    expect(firstTen.map((b) => b.status)).toEqual(firstTen.map(() => 'confirmed'));

    // 3. Kill it there: ten effects committed whose messages the broker will deliver again.
    await cluster.procs.kill('bookings', 'SIGKILL');
    bookingsLink.reset();
    await cluster.startService('bookings');

    await eventually(
      async () => {
        expect(await applied()).toBe(30);
        expect(await cluster.outboxBacklog()).toEqual(Object.fromEntries(SERVICES.map((s) => [s, 0])));
        const refunded = await cluster.sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM payments.payments WHERE booking_id = ANY($1) AND status = 'refunded'`,
          [ids],
        );
        expect(refunded[0].n).toBe(6);
      },
      60_000,
      250,
    );
    // The restarted consumer saw all thirty: the ten redelivered ones as duplicates, changing nothing.
    expect(await bookingsMetric(EVENTS.paymentCompleted, 'ok')).toBe(30);
    expect(await bookingsMetric(EVENTS.paymentCompleted, 'error')).toBe(0);

    const rows = await cluster.sql<{
      id: number;
      status: string;
      payment_id: number | null;
      amount_paid: string | null;
    }>(`SELECT id, status, payment_id, amount_paid::text FROM bookings.bookings WHERE id = ANY($1)`, [ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    bookings.forEach((b, i) => {
      const want = cancelledIdx.includes(i) ? 'cancelled' : 'confirmed';
      expect(byId.get(b.id)).toEqual({
        id: b.id,
        status: want,
        payment_id: payments[i].id,
        amount_paid: payments[i].amount,
      });
    });
    // Each late-paid cancelled booking announced its refund exactly once (plus the owner's cancellation).
    const announced = await cluster.sql<{ booking_id: number; with_payment: number; without: number }>(
      `SELECT (envelope->'data'->>'bookingId')::int AS booking_id,
              count(*) FILTER (WHERE envelope->'data'->>'paymentId' IS NOT NULL)::int AS with_payment,
              count(*) FILTER (WHERE envelope->'data'->>'paymentId' IS NULL)::int AS without
         FROM bookings.outbox WHERE event_type = 'booking.cancelled' AND (envelope->'data'->>'bookingId')::int = ANY($1)
        GROUP BY 1 ORDER BY 1`,
      [ids],
    );
    expect(announced).toEqual(
      cancelledIdx
        .map((i) => ({ booking_id: ids[i], with_payment: 1, without: 1 }))
        .sort((a, b) => a.booking_id - b.booking_id),
    );
    // Money: one debit per payment, one refund per cancelled booking, balances to the paisa.
    const ledger = await cluster.sql<{ payment_id: number; reason: string; n: number }>(
      `SELECT payment_id, reason, count(*)::int AS n FROM payments.wallet_transactions
        WHERE payment_id = ANY($1) GROUP BY 1, 2 ORDER BY 1, 2`,
      [payments.map((p) => p.id)],
    );
    const expectedLedger = payments
      .flatMap((p, i) => [
        { payment_id: p.id, reason: 'payment', n: 1 },
        ...(cancelledIdx.includes(i) ? [{ payment_id: p.id, reason: 'refund', n: 1 }] : []),
      ])
      .sort((a, b) => a.payment_id - b.payment_id || a.reason.localeCompare(b.reason));
    expect(ledger).toEqual(expectedLedger);
    await expectWallets(people);
    for (const [k, d] of people.entries()) {
      const mine = payments.filter((_, i) => i % 5 === k && !cancelledIdx.includes(i));
      const stats = await call<{ walletBalance: string }>(gateway, 'GET', '/api/user/stats', {
        token: d.token,
      });
      expect(stats.walletBalance).toBe(rupees(65_000 - mine.reduce((a, p) => a + paise(p.amount), 0)));
    }
    const listed = await call<Booking[]>(gateway, 'GET', '/api/bookings', { token: people[0].token });
    expect(
      listed
        .filter((b) => ids.includes(b.id))
        .map((b) => b.status)
        .sort(),
    ).toEqual(
      bookings
        .map((_, i) => i)
        .filter((i) => i % 5 === 0)
        .map((i) => (cancelledIdx.includes(i) ? 'cancelled' : 'confirmed'))
        .sort(),
    );
    expect(Object.values(await cluster.deadLetterDepths()).every((n) => n === 0)).toBe(true);
  });
});
