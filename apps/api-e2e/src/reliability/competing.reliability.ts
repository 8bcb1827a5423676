import { EVENTS } from '@chargesetu/shared/contracts';
import { eventually } from '@chargesetu/shared/testing';
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
  type Station,
} from './support/api';
import { ReliabilityCluster } from './support/cluster';
import { metric, scrape } from './support/metrics';

jest.setTimeout(240_000);

const HOLD_MINUTES = 0.25;

/** Two bookings-service processes on one database and one queue, as a scaled-out deployment runs. */
describe('reliability: two bookings-service instances at once', () => {
  let cluster: ReliabilityCluster;
  let gateway: string;
  let stations: Station[];
  let free: Slot[];
  let instances: string[];
  /** The two instances' metrics listeners, in the same order. */
  let instanceMetrics: string[];

  beforeAll(async () => {
    cluster = await ReliabilityCluster.start({
      env: {
        BOOKING_HOLD_MINUTES: String(HOLD_MINUTES),
        BOOKING_EXPIRY_INTERVAL_MS: '500',
        MAX_UNPAID_BOOKINGS: '3',
      },
    });
    await cluster.startService('bookings', { as: 'bookings-2' });
    gateway = cluster.gatewayUrl;
    instances = [cluster.url('bookings'), cluster.url('bookings-2')];
    instanceMetrics = [cluster.metricsUrl('bookings'), cluster.metricsUrl('bookings-2')];
    stations = await roundTheClock(gateway);
    free = slots(stations, 400, 2);
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  const consumed = (base: string) =>
    metric(base, 'events_consumed_total', {
      consumer: 'bookings',
      type: EVENTS.paymentCompleted,
      outcome: 'ok',
    });

  it('each payment event is consumed by exactly one of the two instances, and both take a share', async () => {
    const people = await drivers(gateway, 20, 'Twin Consumer');
    const before = await Promise.all(instanceMetrics.map(consumed));
    const planned = free.splice(0, 60);
    // Three flows per driver, one after another, bookings created alternately on either instance.
    const flows = await mapLimit(people, 6, async (driver, d) => {
      const out: Booking[] = [];
      for (let k = 0; k < 3; k += 1) {
        const i = d * 3 + k;
        const b = await call<Booking>(instances[i % 2], 'POST', '/api/bookings', {
          token: driver.token,
          body: { ...planned[i], vehicleId: driver.vehicleId },
          expect: [201],
        });
        await pay(gateway, driver, b.id);
        out.push(b);
      }
      return out;
    });
    const ids = flows.flat().map((b) => b.id);
    expect(new Set(ids).size).toBe(60);
    await eventually(
      async () => {
        const rows = await cluster.sql<{ status: string; n: number }>(
          `SELECT status, count(*)::int AS n FROM bookings.bookings WHERE id = ANY($1) GROUP BY status`,
          [ids],
        );
        expect(rows).toEqual([{ status: 'confirmed', n: 60 }]);
      },
      30_000,
      200,
    );
    // Each instance counts a delivery after its handler's transaction commits, so the counters may trail
    // the rows by a moment; on a miss the raw series say which process answered which port.
    let share: number[] = [];
    await eventually(
      async () => {
        const after = await Promise.all(instanceMetrics.map(consumed));
        share = after.map((n, i) => n - before[i]);
        if (share[0] + share[1] !== 60) {
          const series = await Promise.all(
            instanceMetrics.map(async (base) =>
              (await scrape(base))
                .split('\n')
                .filter((l) => l.startsWith('events_consumed_total'))
                .join('\n'),
            ),
          );
          throw new Error(
            `consumed ${share.join(' + ')} of 60; before ${before.join(', ')}; series:\n${series.join('\n---\n')}`,
          );
        }
      },
      15_000,
      250,
    );
    process.stderr.write(`payment.completed consumed per instance: ${share.join(' + ')}\n`);
    expect(share[0] + share[1]).toBe(60);
    expect(share[0]).toBeGreaterThan(0);
    expect(share[1]).toBeGreaterThan(0);
    const [inbox] = await cluster.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings.inbox i JOIN payments.outbox o ON o.event_id = i.event_id
        WHERE o.event_type = 'payment.completed' AND (o.envelope->'data'->>'bookingId')::int = ANY($1)`,
      [ids],
    );
    expect(inbox.n).toBe(60);
    expect(Object.values(await cluster.deadLetterDepths()).every((n) => n === 0)).toBe(true);
  });

  it('the same charger is never booked twice, whichever instance each request reaches', async () => {
    // A station with several identical chargers; more drivers than chargers want the same half-hour.
    const [station, type, power, count] = stations
      .map((s) => {
        const same = new Map<string, number>();
        for (const c of s.chargers)
          same.set(`${c.type}|${c.power}`, (same.get(`${c.type}|${c.power}`) ?? 0) + 1);
        const [key, n] = [...same].sort((a, b) => b[1] - a[1])[0];
        const [t, p] = key.split('|');
        return [s, t, Number(p), n] as const;
      })
      .sort((a, b) => b[3] - a[3])[0];
    expect(count).toBeGreaterThan(1);
    const contenders = await drivers(gateway, count + 5, 'Slot Racer');
    // A day no other test of this file books (their slots start two days ahead).
    const start = slots([station], 1, 20)[0].startTime;
    const slot: Slot = {
      stationId: station.id,
      chargerType: type,
      power,
      startTime: start,
      endTime: new Date(Date.parse(start) + 1_800_000).toISOString(),
    };
    const answers = await Promise.all(
      contenders.map((d, i) =>
        request<Booking>(instances[i % 2], 'POST', '/api/bookings', {
          token: d.token,
          body: { ...slot, vehicleId: d.vehicleId },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(count).fill(201),
      ...Array<number>(5).fill(409),
    ]);
    const held = await cluster.sql<{ charger_index: number }>(
      `SELECT charger_index FROM bookings.bookings WHERE station_id = $1 AND start_time = $2 AND status <> 'cancelled'`,
      [station.id, start],
    );
    expect(new Set(held.map((h) => h.charger_index)).size).toBe(count);
    expect(held).toHaveLength(count);
  });

  it('the unpaid-holds cap holds across instances: six parallel requests of one driver, three bookings', async () => {
    const [driver] = await drivers(gateway, 1, 'Cap Tester');
    const six = free.splice(0, 6);
    const answers = await Promise.all(
      six.map((s, i) =>
        request(instances[i % 2], 'POST', '/api/bookings', {
          token: driver.token,
          body: { ...s, vehicleId: driver.vehicleId },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const [row] = await cluster.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings.bookings WHERE user_id = $1`,
      [driver.userId],
    );
    expect(row.n).toBe(3);
  });

  it('a paid booking cancelled on both instances at once is cancelled and refunded once', async () => {
    const people = await drivers(gateway, 4, 'Double Cancel');
    const targets = await mapLimit(people, 4, async (d) => {
      const b = await book(gateway, d, free.splice(0, 1)[0]);
      const p = await pay(gateway, d, b.id);
      await eventually(
        async () => {
          expect(
            (await call<Booking>(gateway, 'GET', `/api/bookings/${b.id}`, { token: d.token })).status,
          ).toBe('confirmed');
        },
        15_000,
        100,
      );
      return { d, b, p };
    });
    for (const { d, b } of targets) {
      const both = await Promise.all(
        instances.map((base) =>
          request(base, 'POST', `/api/bookings/${b.id}/cancel`, { token: d.token, body: {} }),
        ),
      );
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    }
    const ids = targets.map((t) => t.b.id);
    await eventually(
      async () => {
        const rows = await cluster.sql<{ n: number; refunds: number }>(
          `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'refunded')::int AS refunds
           FROM payments.payments WHERE booking_id = ANY($1)`,
          [ids],
        );
        expect(rows[0]).toEqual({ n: 4, refunds: 4 });
      },
      30_000,
      200,
    );
    const events = await cluster.sql<{ booking_id: number; n: number }>(
      `SELECT (envelope->'data'->>'bookingId')::int AS booking_id, count(*)::int AS n FROM bookings.outbox
        WHERE event_type = 'booking.cancelled' AND (envelope->'data'->>'bookingId')::int = ANY($1) GROUP BY 1`,
      [ids],
    );
    expect(events.map((e) => e.n)).toEqual([1, 1, 1, 1]);
    for (const { d, p } of targets) {
      // UPI payment refunded to the wallet: 650.00 + the amount, once.
      const stats = await call<{ walletBalance: string }>(gateway, 'GET', '/api/user/stats', {
        token: d.token,
      });
      const [sum] = await cluster.sql<{ v: string }>(`SELECT (650.00 + $1::numeric)::text AS v`, [p.amount]);
      expect(stats.walletBalance).toBe(sum.v);
    }
  });

  it('lapsed holds are expired once although both instances run the expiry job', async () => {
    const people = await drivers(gateway, 4, 'Lapsed Hold');
    const held = await mapLimit(people, 4, async (d) => {
      const out: Booking[] = [];
      for (let k = 0; k < 3; k += 1) out.push(await book(instances[k % 2], d, free.splice(0, 1)[0]));
      return out;
    });
    const ids = held.flat().map((b) => b.id);
    await eventually(
      async () => {
        const rows = await cluster.sql<{ status: string; reason: string; n: number }>(
          `SELECT status, cancel_reason AS reason, count(*)::int AS n FROM bookings.bookings WHERE id = ANY($1) GROUP BY 1, 2`,
          [ids],
        );
        expect(rows).toEqual([{ status: 'cancelled', reason: 'expired', n: 12 }]);
      },
      HOLD_MINUTES * 60_000 + 20_000,
      250,
    );
    await sleep(1500); // a few more rounds of both jobs
    const events = await cluster.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings.outbox
        WHERE event_type = 'booking.cancelled' AND (envelope->'data'->>'bookingId')::int = ANY($1) GROUP BY (envelope->'data'->>'bookingId')`,
      [ids],
    );
    expect(events.map((e) => e.n)).toEqual(Array<number>(12).fill(1));
    // Every booking.cancelled row of the run was published exactly once, by one instance or the other.
    await eventually(
      async () => {
        const [rows] = await cluster.sql<{ n: number; unsent: number }>(
          `SELECT count(*)::int AS n, count(*) FILTER (WHERE sent_at IS NULL)::int AS unsent
           FROM bookings.outbox WHERE event_type = 'booking.cancelled'`,
        );
        const ns = await Promise.all(
          instanceMetrics.map((base) =>
            metric(base, 'events_published_total', { type: EVENTS.bookingCancelled, outcome: 'ok' }),
          ),
        );
        expect({ published: ns[0] + ns[1], unsent: rows.unsent }).toEqual({ published: rows.n, unsent: 0 });
      },
      10_000,
      200,
    );
  });
});
