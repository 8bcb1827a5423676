import { eventually, type TestDriver } from '@chargesetu/shared/testing';
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
  upiPayment,
  type Booking,
  type Slot,
  type Station,
} from '../reliability/support/api';
import { ComposeDeployment } from './support/deployment';
import { newStats, onceDespiteLostAnswers, retrying, type RetryStats } from './support/retrying-client';

jest.setTimeout(600_000);

const APP_SERVICES = ['auth', 'stations', 'bookings', 'payments', 'charging', 'assistant', 'ocpp', 'gateway'];
const SCALE = { bookings: 3, charging: 2, ocpp: 2 };
const log = (line: string) => process.stderr.write(`[compose] ${line}\n`);

/**
 * The operators' deployment, for real: docker-compose.yml unchanged, under podman, every service its own
 * container (some several), PostgreSQL and RabbitMQ in theirs. The product is driven through the
 * gateway's published port only. The tests run in order and share the deployment, as an operator's day.
 */
describe('docker compose: the deployment, run for real', () => {
  let d: ComposeDeployment;
  let gateway: string;
  let stations: Station[];
  let free: Slot[];
  let keeper: { driver: TestDriver; bookingIds: number[] };

  beforeAll(async () => {
    d = await ComposeDeployment.create();
    gateway = d.gatewayUrl;
  });

  afterAll(async () => {
    await d?.down({ volumes: true }).catch((e: Error) => log(`down failed: ${e.message}`));
  });

  it('comes up: every container turns healthy, in dependency order, and the gateway answers', async () => {
    const t0 = Date.now();
    await d.compose('up', '-d', '--no-build');
    const containers = await d.healthy().catch(async (e: Error) => {
      for (const s of ['gateway', 'auth', 'postgres']) log(`${s} logs:\n${await d.logs(s)}`);
      throw e;
    });
    log(`up and healthy in ${Math.round((Date.now() - t0) / 1000)} s`);
    const services = containers.map((c) => `${c.service} ${c.health}`).sort();
    expect(services).toEqual(
      [
        ...APP_SERVICES.map((s) => `${s} healthy`),
        'charger-sim none',
        'postgres healthy',
        'rabbitmq healthy',
      ].sort(),
    );
    const ready = await request(gateway, 'GET', '/ready');
    expect(ready.status).toBe(200);
    stations = await roundTheClock(gateway);
    free = slots(stations, 300, 1);
  });

  it('takes a driver through the product: register, book, pay, confirmed, charge, stop, cancel', async () => {
    const [driver] = await drivers(gateway, 1, 'Compose Driver');
    const [charged, cancelled] = [free.shift() as Slot, free.shift() as Slot];
    const first = await book(gateway, driver, charged);
    await pay(gateway, driver, first.id);
    const second = await book(gateway, driver, cancelled);
    await pay(gateway, driver, second.id);
    for (const id of [first.id, second.id]) {
      await eventually(
        async () =>
          expect(
            (await call<Booking>(gateway, 'GET', `/api/bookings/${id}`, { token: driver.token })).status,
          ).toBe('confirmed'),
        30_000,
        250,
      );
    }
    // The simulated chargers (charger-sim's container) connect through the gateway over OCPP 1.6J; right
    // after start-up the booked one may not have connected yet.
    await eventually(
      () =>
        call(gateway, 'POST', `/api/charging/${first.id}/control`, {
          token: driver.token,
          body: { action: 'start' },
          expect: [200],
        }),
      90_000,
      1_000,
    );
    const status = (id: number) =>
      call<{ status: string; energyDelivered: number; source?: string }>(
        gateway,
        'GET',
        `/api/charging/${id}/status`,
        {
          token: driver.token,
        },
      );
    await eventually(
      async () => {
        const s = await status(first.id);
        expect(s.status).toBe('active');
        expect(s.energyDelivered).toBeGreaterThan(0);
      },
      60_000,
      500,
    );
    await call(gateway, 'POST', `/api/charging/${first.id}/control`, {
      token: driver.token,
      body: { action: 'stop' },
      expect: [200],
    });
    await eventually(async () => expect((await status(first.id)).status).toBe('completed'), 60_000, 500);
    await call(gateway, 'POST', `/api/bookings/${second.id}/cancel`, { token: driver.token, body: {} });
    await eventually(
      async () =>
        expect(
          (await call<Booking>(gateway, 'GET', `/api/bookings/${second.id}`, { token: driver.token })).status,
        ).toBe('cancelled'),
      30_000,
      250,
    );
    keeper = { driver, bookingIds: [first.id, second.id] };
  });

  it(`scales: ${Object.entries(SCALE)
    .map(([s, n]) => `${s}=${n}`)
    .join(', ')}, every replica healthy`, async () => {
    const t0 = Date.now();
    await d.up(SCALE);
    log(`scaled in ${Math.round((Date.now() - t0) / 1000)} s`);
    for (const [service, n] of Object.entries(SCALE)) {
      const replicas = await d.replicas(service);
      expect(replicas.map((r) => r.health)).toEqual(Array<string>(n).fill('healthy'));
    }
    log(
      `containers: ${(await d.containers())
        .map((c) => c.name)
        .sort()
        .join(', ')}`,
    );
  });

  it('100 concurrent bookings of one slot across the bookings replicas: exactly one winner a charger', async () => {
    // The station with the most identical chargers; 100 drivers want the same half-hour on one of them.
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
    const racers = await drivers(gateway, 100, 'Slot Racer');
    const start = slots([station], 1, 25)[0].startTime;
    const slot: Slot = {
      stationId: station.id,
      chargerType: type,
      power,
      startTime: start,
      endTime: new Date(Date.parse(start) + 1_800_000).toISOString(),
    };
    const answers = await Promise.all(
      racers.map((r) =>
        request<Booking>(gateway, 'POST', '/api/bookings', {
          token: r.token,
          body: { ...slot, vehicleId: r.vehicleId },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    log(
      `100 racers for ${count} charger(s): ${statuses.filter((s) => s === 201).length} won, ${statuses.filter((s) => s === 409).length} refused`,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(count);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100 - count);
    const rows = await d.sql(
      `SELECT charger_index FROM bookings.bookings WHERE station_id = ${station.id} AND start_time = '${start}' AND status <> 'cancelled'`,
    );
    expect(new Set(rows.map((r) => r[0])).size).toBe(count);
    expect(rows).toHaveLength(count);
  });

  it('a bookings replica killed mid-stream loses and doubles nothing', async () => {
    // Each driver books and pays two slots, 40 flows eight at a time; a replica dies after the tenth.
    const people = await drivers(gateway, 20, 'Kill Stream');
    const planned = free.splice(0, 40);
    const stats = newStats();
    const replicas = await d.replicas('bookings');
    expect(replicas).toHaveLength(3);
    const victim = replicas[1];
    let done = 0;
    let kill: Promise<unknown> | null = null;
    const flows = await mapLimit(planned, 8, async (slot, i) => {
      const driver = people[i % people.length];
      const id = await bookWithRetry(gateway, stats, driver, slot);
      await payWithRetry(gateway, stats, driver, id);
      done += 1;
      if (done === 10) {
        kill = d.podman('kill', '--signal', 'KILL', victim.id);
        log(`killed ${victim.name} after ${done} of ${planned.length} flows`);
      }
      return id;
    });
    expect(kill).not.toBeNull();
    await kill;
    expect(stats.failed).toEqual([]);
    expect(new Set(flows).size).toBe(planned.length);
    // Nothing lost, nothing doubled: one booking a planned slot, each paid once and confirmed.
    const userIds = people.map((p) => p.userId).join(',');
    await eventually(
      async () =>
        expect(
          await d.sql(
            `SELECT count(*), count(DISTINCT (user_id, start_time)), count(*) FILTER (WHERE status = 'confirmed')
               FROM bookings.bookings WHERE user_id IN (${userIds})`,
          ),
        ).toEqual([[String(planned.length), String(planned.length), String(planned.length)]]),
      60_000,
      500,
    );
    expect(
      await d.sql(
        `SELECT count(*), count(DISTINCT booking_id) FROM payments.payments
          WHERE booking_id IN (${flows.join(',')}) AND status = 'completed'`,
      ),
    ).toEqual([[String(planned.length), String(planned.length)]]);
    log(
      `stream of ${planned.length} book-and-pay flows: ${stats.retried} request(s) retried across the kill`,
    );
    // The replica is started again and the deployment is whole.
    await d.podman('start', victim.id);
    await d.healthy();
    expect(await d.replicas('bookings')).toHaveLength(3);
  });

  it('a rolling restart of every service, one replica at a time, drops no request a client retries', async () => {
    const [driver] = await drivers(gateway, 1, 'Rolling Client');
    const stats = newStats();
    let rolling = true;
    const traffic = (async () => {
      let n = 0;
      while (rolling) {
        n += 1;
        const [a, b] = await Promise.all([
          retrying(stats, gateway, 'GET', '/api/stations'),
          retrying(stats, gateway, 'GET', '/api/bookings', { token: driver.token }),
        ]);
        for (const r of [a, b]) if (r) expect(r.status).toBe(200);
        if (n % 5 === 0) {
          const s = await retrying(
            stats,
            gateway,
            'GET',
            `/api/stations/${stations[n % stations.length].id}`,
          );
          if (s) expect(s.status).toBe(200);
        }
        await sleep(50);
      }
    })();
    const t0 = Date.now();
    for (const service of APP_SERVICES) {
      for (const replica of await d.replicas(service)) {
        await d.podman('restart', '--time', '20', replica.id);
        await d.healthy();
      }
    }
    rolling = false;
    await traffic;
    log(
      `rolling restart of ${APP_SERVICES.length} services in ${Math.round((Date.now() - t0) / 1000)} s: ` +
        `${stats.requests} requests, ${stats.retried} retried, ${stats.failed.length} failed`,
    );
    expect(stats.requests).toBeGreaterThan(50);
    expect(stats.failed).toEqual([]);
  });

  it('docker compose down and up again keeps the data (named volumes)', async () => {
    await d.down();
    expect(await d.containers()).toEqual([]);
    await d.up();
    const mine = await call<Booking[]>(gateway, 'GET', '/api/bookings', { token: keeper.driver.token });
    expect(mine.map((b) => b.id).sort()).toEqual([...keeper.bookingIds].sort());
    expect(mine.find((b) => b.id === keeper.bookingIds[1])?.status).toBe('cancelled');
  });

  it('PostgreSQL is backed up and restored: dump, drop, restore, and the product answers with the same data', async () => {
    const count = async () => (await d.sql('SELECT count(*) FROM bookings.bookings'))[0][0];
    const before = await count();
    const dump = await d.compose(
      'exec',
      '-T',
      'postgres',
      'pg_dump',
      '-U',
      d.db.user,
      '--clean',
      '--if-exists',
      '--no-owner',
      d.db.name,
    );
    expect(dump.length).toBeGreaterThan(10_000);
    const apps = [...APP_SERVICES, 'charger-sim'];
    await d.compose('stop', ...apps);
    const onServer = (sql: string) =>
      d.compose('exec', '-T', 'postgres', 'psql', '-U', d.db.user, '-d', 'postgres', '-c', sql);
    await onServer(`DROP DATABASE ${d.db.name} WITH (FORCE)`);
    await onServer(`CREATE DATABASE ${d.db.name}`);
    await d.composeWithInput(
      dump,
      'exec',
      '-T',
      'postgres',
      'psql',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-U',
      d.db.user,
      '-d',
      d.db.name,
    );
    expect(await count()).toBe(before);
    await d.compose('start', ...apps);
    await d.healthy();
    const mine = await call<Booking[]>(gateway, 'GET', '/api/bookings', { token: keeper.driver.token });
    expect(mine.map((b) => b.id).sort()).toEqual([...keeper.bookingIds].sort());
  });
});

/**
 * A client's booking through a deployment losing a replica: when an answer is lost, it looks among its
 * bookings before booking again, so a booking made by a replica that died before answering is not made twice.
 */
function bookWithRetry(base: string, stats: RetryStats, driver: TestDriver, slot: Slot): Promise<number> {
  return onceDespiteLostAnswers(
    `book ${JSON.stringify(slot)}`,
    async () => {
      const created = await retrying<Booking>(stats, base, 'POST', '/api/bookings', {
        token: driver.token,
        body: { ...slot, vehicleId: driver.vehicleId },
      });
      return created?.status === 201 ? created.json.id : undefined;
    },
    async () => {
      const mine = await retrying<Array<Booking & { startTime: string }>>(
        stats,
        base,
        'GET',
        '/api/bookings',
        {
          token: driver.token,
        },
      );
      return mine?.json.find((b) => Date.parse(b.startTime) === Date.parse(slot.startTime))?.id;
    },
  );
}

/** Pays a booking once: after a lost answer, it asks the booking whether the payment went through. */
async function payWithRetry(
  base: string,
  stats: RetryStats,
  driver: TestDriver,
  bookingId: number,
): Promise<void> {
  await onceDespiteLostAnswers(
    `pay booking ${bookingId}`,
    async () => {
      const paid = await retrying(stats, base, 'POST', '/api/payments', {
        token: driver.token,
        body: upiPayment(bookingId),
      });
      return paid?.status === 201 || undefined;
    },
    async () => {
      const b = await retrying<Booking>(stats, base, 'GET', `/api/bookings/${bookingId}`, {
        token: driver.token,
      });
      return b?.json.paymentId ? true : undefined;
    },
  );
}
