import type { ChargePoint, StationChargerLive } from '@chargesetu/shared/contracts';
import { eventually } from '@chargesetu/shared/testing';
import { call } from './support/api';
import { ReliabilityCluster } from './support/cluster';
import { adminToken } from './support/fixtures';
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
      env: { OCPP_HEARTBEAT_INTERVAL_S: '5', OCPP_LIVENESS_CHECK_MS: '1000' },
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
        expect(chargers.map((c) => [c.status, c.source])).toEqual(chargers.map(() => ['Available', 'chargers']));
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
      const answer = await call<{ status: string }>(gateway, 'POST', `/api/admin/charge-points/${cp.id}/availability`, {
        token: admin,
        body: { connectorId: 1, type: 'Inoperative' },
      });
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
        const first = (await live(cp.stationId)).find((c) => c.chargerIndex === cp.connectors[0].chargerIndex);
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
});
