import type { ChargePoint, ChargingStatus, StationChargerLive } from '@chargesetu/shared/contracts';
import { eventually, type TestDriver } from '@chargesetu/shared/testing';
import { book, call, pay, sleep, type Booking } from './support/api';
import { ReliabilityCluster } from './support/cluster';
import { adminToken, freeSlots, people } from './support/fixtures';
import { rabbitNode, startApp, stopApp } from './support/rabbit-node';

jest.setTimeout(240_000);

/**
 * Chargers in the microservices mode: the charger-sim app plays the seeded charge points over real OCPP
 * 1.6J through the gateway, the ocpp service holds their sockets, bookings follows their statuses. The
 * ocpp process dies and comes back; the broker stops while statuses change.
 */
describe('reliability: chargers over OCPP through the gateway', () => {
  let cluster: ReliabilityCluster;
  let gateway: string;
  let admin: string;

  beforeAll(async () => {
    cluster = await ReliabilityCluster.start({
      env: {
        OCPP_HEARTBEAT_INTERVAL_S: '5',
        OCPP_LIVENESS_CHECK_MS: '1000',
        // Sessions: tomorrow's slots start now, a booked half hour lasts 90 s, the meter reads every second.
        CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30),
        CHARGING_TIME_SCALE: '20',
        METER_SAMPLE_INTERVAL_S: '1',
        OCPP_METER_EVENT_MIN_INTERVAL_S: '0',
        CHARGING_COMPLETION_INTERVAL_MS: '500',
      },
    });
    gateway = cluster.gatewayUrl;
    admin = await adminToken(gateway);
    cluster.procs.start('charger-sim', {
      env: { OCPP_WS_URL: `${gateway.replace(/^http/, 'ws')}/ocpp`, STATIONS_URL: cluster.url('stations') },
    });
  });

  afterAll(async () => {
    await startApp(rabbitNode()).catch(() => undefined); // never leave the node stopped for the next file
    await cluster?.stop();
  });

  const registry = () => call<ChargePoint[]>(gateway, 'GET', '/api/admin/charge-points', { token: admin });
  const simulated = async () => (await registry()).filter((cp) => /^CS\d+$/.test(cp.id));
  const live = (stationId: number) =>
    call<StationChargerLive[]>(gateway, 'GET', `/api/stations/${stationId}/chargers/live`);

  /** Every simulated charge point online, connected since `since`, with every connector Available. */
  const allAvailable = (since = 0) =>
    eventually(
      async () => {
        const cps = await simulated();
        expect(cps.length).toBeGreaterThan(10);
        const notReady = cps.filter(
          (cp) =>
            !cp.online ||
            Date.parse(cp.connectedAt ?? '') < since ||
            cp.connectors.some((c) => c.status !== 'Available'),
        );
        expect(notReady.map((cp) => cp.id)).toEqual([]);
        return cps;
      },
      90_000,
      500,
    );

  it('the simulated chargers connect through the gateway, and bookings shows their statuses as live', async () => {
    const cps = await allAvailable();
    const station = cps[0].stationId;
    await eventually(
      async () => {
        const chargers = await live(station);
        expect(chargers.map((c) => [c.status, c.source])).toEqual(
          chargers.map(() => ['Available', 'chargers']),
        );
      },
      30_000,
      250,
    );
  });

  it('the ocpp process dies: the chargers reconnect to the new one and report again', async () => {
    await allAvailable();
    const killed = Date.now();
    await cluster.procs.kill('ocpp', 'SIGKILL');
    await cluster.startService('ocpp');
    // Back on new connections (made after the kill), each connector reported again.
    await allAvailable(killed);
    process.stderr.write(`chargers back on new connections ${Date.now() - killed} ms after the kill\n`);
  });

  it('the broker stops while a charger changes status: bookings learns it once the broker is back', async () => {
    const [cp] = await allAvailable();
    await stopApp(cluster.node);
    try {
      const answer = await call<{ status: string }>(
        gateway,
        'POST',
        `/api/admin/charge-points/${cp.id}/availability`,
        {
          token: admin,
          body: { connectorId: 1, type: 'Inoperative' },
        },
      );
      expect(answer.status).toBe('Accepted');
      // The charger reported Unavailable to the ocpp service; the event waits in its outbox.
      await eventually(
        async () => {
          const [row] = await cluster.sql<{ n: number }>(
            `SELECT count(*)::int AS n FROM ocpp.outbox WHERE sent_at IS NULL AND event_type = 'charger.connector.status-changed'`,
          );
          expect(row.n).toBeGreaterThan(0);
        },
        30_000,
        250,
      );
    } finally {
      await startApp(cluster.node);
    }
    await eventually(
      async () => {
        const first = (await live(cp.stationId)).find(
          (c) => c.chargerIndex === cp.connectors[0].chargerIndex,
        );
        expect({ status: first?.status, free: first?.free }).toEqual({ status: 'Unavailable', free: false });
      },
      60_000,
      500,
    );
    await call(gateway, 'POST', `/api/admin/charge-points/${cp.id}/availability`, {
      token: admin,
      body: { connectorId: 1, type: 'Operative' },
    });
  });

  /** A driver's paid booking of tomorrow's slot on a simulated charger, started: the session is charging. */
  async function chargingSession(
    name: string,
  ): Promise<{ driver: TestDriver; booking: Booking; first: ChargingStatus }> {
    const [driver] = await people(gateway, 1, name);
    const [slot] = await freeSlots(gateway, 1);
    const booking = await book(gateway, driver, slot);
    await pay(gateway, driver, booking.id);
    await eventually(
      async () =>
        expect(
          (await call<Booking>(gateway, 'GET', `/api/bookings/${booking.id}`, { token: driver.token }))
            .status,
        ).toBe('confirmed'),
      15_000,
      100,
    );
    await call(gateway, 'POST', `/api/charging/${booking.id}/control`, {
      token: driver.token,
      body: { action: 'start' },
      expect: [200],
    });
    const first = await eventually(
      async () => {
        const s = await status(driver, booking.id);
        expect(s).toMatchObject({ status: 'active', source: 'meter' });
        expect(s.energyDelivered).toBeGreaterThan(0);
        return s;
      },
      30_000,
      250,
    );
    return { driver, booking, first };
  }
  const status = (driver: TestDriver, bookingId: number) =>
    call<ChargingStatus>(gateway, 'GET', `/api/charging/${bookingId}/status`, { token: driver.token });

  /** The session's final energy is the charger's transaction's (meterStop − meterStart), to the 10 Wh. */
  async function expectBilledOnTheMeter(driver: TestDriver, bookingId: number) {
    const done = await eventually(
      async () => {
        const s = await status(driver, bookingId);
        expect(s.status).toBe('completed');
        return s;
      },
      60_000,
      250,
    );
    const [tx] = await cluster.sql<{ meter_start_wh: string; meter_stop_wh: string; energy_wh: string }>(
      `SELECT t.meter_start_wh, t.meter_stop_wh, t.energy_wh FROM ocpp.transactions t
       JOIN charging.charging_sessions s ON s.charge_point_id = t.charge_point_id AND s.transaction_id = t.transaction_id
       WHERE s.booking_id = $1`,
      [bookingId],
    );
    expect(tx.meter_stop_wh).not.toBeNull();
    expect(Number(tx.meter_stop_wh) - Number(tx.meter_start_wh)).toBe(Number(tx.energy_wh));
    expect(done.energyDelivered).toBe(Math.round(Number(tx.energy_wh) / 10) / 100);
    const booking = await eventually(
      async () => {
        const b = await call<Booking & { actualCost: string | null }>(
          gateway,
          'GET',
          `/api/bookings/${bookingId}`,
          {
            token: driver.token,
          },
        );
        expect(b.status).toBe('completed');
        return b;
      },
      30_000,
      250,
    );
    expect(booking.actualCost).toBe(done.costSoFar);
    return done;
  }

  it('the ocpp process dies mid-session: the charger reconnects, and the session is billed on its whole meter', async () => {
    await allAvailable();
    const { driver, booking, first } = await chargingSession('Kill Ocpp');
    const killed = Date.now();
    await cluster.procs.kill('ocpp', 'SIGKILL');
    await sleep(2_000); // the charger keeps charging, its meter readings queue
    await cluster.startService('ocpp');
    // The charger is back and its meter reaches the platform again.
    await eventually(
      async () =>
        expect((await status(driver, booking.id)).energyDelivered).toBeGreaterThan(first.energyDelivered),
      60_000,
      250,
    );
    process.stderr.write(`meter readings flow again ${Date.now() - killed} ms after the kill\n`);
    await call(gateway, 'POST', `/api/charging/${booking.id}/control`, {
      token: driver.token,
      body: { action: 'stop' },
      expect: [200],
    });
    const done = await expectBilledOnTheMeter(driver, booking.id);
    expect(done.energyDelivered).toBeGreaterThan(first.energyDelivered);
  });

  it('the broker stops while meter readings flow and the driver stops: nothing is lost once it is back', async () => {
    await allAvailable();
    const { driver, booking } = await chargingSession('Broker Down');
    await stopApp(cluster.node);
    let stopped: ChargingStatus;
    try {
      await sleep(2_000);
      // Stop is a call to the charger (no broker needed); its StopTransaction's event waits in ocpp's outbox.
      stopped = await call<ChargingStatus>(gateway, 'POST', `/api/charging/${booking.id}/control`, {
        token: driver.token,
        body: { action: 'stop' },
        expect: [200],
      });
      expect(stopped).toMatchObject({
        status: 'active',
        notice: 'The charger is finishing the session. The final figures follow in a moment.',
      });
      const [pending] = await cluster.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM ocpp.outbox WHERE sent_at IS NULL AND event_type = 'charger.transaction.ended'`,
      );
      expect(pending.n).toBeGreaterThan(0);
    } finally {
      await startApp(cluster.node);
    }
    const done = await expectBilledOnTheMeter(driver, booking.id);
    expect(done.energyDelivered).toBeGreaterThanOrEqual(stopped.energyDelivered);
  });
});
