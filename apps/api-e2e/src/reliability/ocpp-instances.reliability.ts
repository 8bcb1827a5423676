import { eventually } from '@chargesetu/shared/testing';
import { RPCClient } from 'ocpp-rpc';
import { call, request } from './support/api';
import { ReliabilityCluster } from './support/cluster';
import { adminToken } from './support/fixtures';
import { RoundRobinProxy } from './support/round-robin-proxy';

jest.setTimeout(240_000);

/** Charge points the test registers and plays, one per station: half on each instance. */
const CHARGE_POINTS = 40;

/** What one simulated charge point was asked, in order (action and payload). */
type Asked = Array<{ action: string; params: unknown }>;

/**
 * Two ocpp instances behind one entry (a round-robin TCP proxy the test runs: the chargers are given its
 * address, and each connection lands on the next live instance). Charge points registered through the
 * admin API are played by OCPP 1.6J clients in this process, split across both. Commands asked of either instance reach the
 * charger through the instance holding its socket, over RabbitMQ; one instance is killed and all its
 * chargers reconnect to the other at once (the reconnect storm); a charger moves from A to B.
 */
describe('reliability: two ocpp instances behind one entry', () => {
  let cluster: ReliabilityCluster;
  let proxy: RoundRobinProxy;
  let admin: string;
  const chargers = new Map<string, { client: RPCClient; asked: Asked }>();
  const passwords = new Map<string, string>();

  beforeAll(async () => {
    cluster = await ReliabilityCluster.start({
      // The test's chargers send no heartbeats: an interval longer than the file keeps them from counting
      // as silent. It registers its own charge points (the demo's simulated ones would need their secret).
      env: { OCPP_HEARTBEAT_INTERVAL_S: '600', OCPP_CALL_TIMEOUT_S: '5', SIMULATED_CHARGERS: 'false' },
    });
    await cluster.startService('ocpp', { as: 'ocpp-2' });
    proxy = new RoundRobinProxy(() => [cluster.ports.ocpp, cluster.ports['ocpp-2']]);
    await proxy.listen();
    admin = await adminToken(cluster.gatewayUrl);
    const stations = await call<Array<{ id: number }>>(cluster.gatewayUrl, 'GET', '/api/stations');
    expect(stations.length).toBeGreaterThanOrEqual(CHARGE_POINTS);
    // One after the other, so the entry alternates them between the instances.
    for (const [n, station] of stations.slice(0, CHARGE_POINTS).entries()) {
      const id = `CP-REL-${n + 1}`;
      const { authorizationKey } = await call<{ authorizationKey: string }>(
        cluster.gatewayUrl,
        'POST',
        '/api/admin/charge-points',
        {
          token: admin,
          body: {
            stationId: station.id,
            chargePointId: id,
            connectors: [{ connectorId: 1, chargerIndex: 0 }],
          },
          expect: [201],
        },
      );
      passwords.set(id, authorizationKey);
      chargers.set(id, await playCharger(id, proxy.ocppUrl));
    }
  });

  afterAll(async () => {
    await Promise.all([...chargers.values()].map((c) => c.client.close({ force: true })));
    await proxy?.close();
    await cluster?.stop();
  });

  /** A charge point over a real socket: boots, answers every command it is sent, reconnects by itself. */
  async function playCharger(id: string, endpoint: string): Promise<{ client: RPCClient; asked: Asked }> {
    const options = {
      endpoint,
      identity: id,
      password: passwords.get(id),
      protocols: ['ocpp1.6'],
      strictMode: true,
      reconnect: true,
      backoff: { initialDelay: 200, maxDelay: 2000, factor: 2, randomisationFactor: 0.25 },
    } as unknown as ConstructorParameters<typeof RPCClient>[0];
    const client = new RPCClient(options);
    const asked: Asked = [];
    const answer = (action: string, response: object) =>
      client.handle(action, async ({ params }) => {
        asked.push({ action, params });
        return response;
      });
    answer('RemoteStartTransaction', { status: 'Accepted' });
    answer('ChangeAvailability', { status: 'Accepted' });
    answer('TriggerMessage', { status: 'Accepted' });
    await client.connect();
    await client.call('BootNotification', {
      chargePointVendor: 'ChargeSetu',
      chargePointModel: 'Reliability',
    });
    return { client, asked };
  }

  /** The instance (process name) each charger's socket is recorded at, read from the registry. */
  async function holders(): Promise<Map<string, string | null>> {
    const names = new Map<string, string>();
    for (const name of ['ocpp', 'ocpp-2']) {
      const pid = cluster.procs.processes.get(name)?.pid;
      if (pid) names.set(`:${pid}:`, name);
    }
    const rows = await cluster.sql<{ id: string; connection_instance: string | null }>(
      `SELECT id, connection_instance FROM ocpp.charge_points WHERE id = ANY($1)`,
      [[...chargers.keys()]],
    );
    const processOf = (instance: string | null) =>
      instance ? ([...names].find(([pid]) => instance.includes(pid))?.[1] ?? 'gone') : null;
    return new Map(rows.map((r) => [r.id, processOf(r.connection_instance)]));
  }
  const heldBy = async (name: string) =>
    [...(await holders())].filter(([, h]) => h === name).map(([id]) => id);

  /** One command asked of one instance's internal route (what the charging service calls). */
  const command = (via: string, id: string, action: string, params: object) =>
    request<{ result?: Record<string, unknown>; message?: string }>(
      cluster.url(via),
      'POST',
      `/internal/charge-points/${id}/commands`,
      { headers: { 'x-internal-token': cluster.internalToken }, body: { action, params } },
    );
  /** Takes a connector out of service and back through the gateway (its ocpp route is instance A's). */
  const availability = (id: string, type: 'Inoperative' | 'Operative') =>
    call<{ status: string }>(cluster.gatewayUrl, 'POST', `/api/admin/charge-points/${id}/availability`, {
      token: admin,
      body: { connectorId: 1, type },
    });

  /** Every kind of command asked of `via` for `id` reaches that charger once, and its answer comes back. */
  async function expectCommandsReach(via: string, id: string) {
    const { asked } = chargers.get(id) ?? { asked: [] };
    const before = asked.length;
    const start = await command(via, id, 'RemoteStartTransaction', { connectorId: 1, idTag: 'RELIAB01' });
    expect({ id, status: start.status, body: start.json }).toEqual({
      id,
      status: 200,
      body: { result: { status: 'Accepted' } },
    });
    const trigger = await command(via, id, 'TriggerMessage', { requestedMessage: 'Heartbeat' });
    expect(trigger.json).toEqual({ result: { status: 'Accepted' } });
    expect(await availability(id, 'Inoperative')).toEqual({ status: 'Accepted' });
    expect(asked.slice(before)).toEqual([
      { action: 'RemoteStartTransaction', params: { connectorId: 1, idTag: 'RELIAB01' } },
      { action: 'TriggerMessage', params: { requestedMessage: 'Heartbeat' } },
      { action: 'ChangeAvailability', params: { connectorId: 1, type: 'Inoperative' } },
    ]);
    await availability(id, 'Operative');
  }

  it('the entry splits the chargers across both instances, and a command asked of either reaches the holder', async () => {
    const onA = await heldBy('ocpp');
    const onB = await heldBy('ocpp-2');
    expect(onA.length + onB.length).toBe(chargers.size);
    expect(Math.abs(onA.length - onB.length)).toBeLessThanOrEqual(1);
    // Every charger held by B, commanded through A (the gateway's admin route goes to A too).
    for (const id of onB) await expectCommandsReach('ocpp', id);
    // And the other way: through B for chargers held by A.
    for (const id of onA.slice(0, 3)) await expectCommandsReach('ocpp-2', id);
  });

  it('B is killed: all its chargers reconnect to A at once, and commands reach them through A', async () => {
    const onB = await heldBy('ocpp-2');
    const idsB = new Set(onB);
    expect(onB.length).toBeGreaterThan(0);
    const killed = Date.now();
    await cluster.procs.kill('ocpp-2', 'SIGKILL');
    // The storm: every one of B's chargers on a new socket at A (connected after the kill).
    await eventually(
      async () => {
        const rows = await cluster.sql<{ id: string; connected_at: Date | null }>(
          `SELECT id, connected_at FROM ocpp.charge_points WHERE id = ANY($1)`,
          [onB],
        );
        const onA = new Set(await heldBy('ocpp'));
        const back = rows.filter((r) => onA.has(r.id) && (r.connected_at?.getTime() ?? 0) >= killed);
        expect(back.map((r) => r.id).sort()).toEqual([...idsB].sort());
      },
      60_000,
      100,
    );
    const stormMs = Date.now() - killed;
    process.stderr.write(
      `${onB.length} chargers of the killed instance back on the other ${stormMs} ms after the kill\n`,
    );
    expect(await heldBy('ocpp')).toHaveLength(chargers.size);
    // Reconnected after a boot: A asks each for its statuses again (a command of its own), then ours reach them.
    for (const id of onB) {
      await eventually(
        () =>
          expect(chargers.get(id)?.asked.at(-1)).toEqual({
            action: 'TriggerMessage',
            params: { requestedMessage: 'StatusNotification' },
          }),
        10_000,
        100,
      );
      await expectCommandsReach('ocpp', id);
    }
  });

  it('B is back and a charger moves from A to B: a command asked of A reaches it at B', async () => {
    await cluster.startService('ocpp', { as: 'ocpp-2' });
    const [id] = await heldBy('ocpp');
    const old = chargers.get(id);
    await old?.client.close({ force: true });
    // Straight to B's own address: the move under test, whichever instance the entry would pick.
    chargers.set(id, await playCharger(id, `ws://127.0.0.1:${cluster.ports['ocpp-2']}/ocpp`));
    await eventually(async () => expect((await holders()).get(id)).toBe('ocpp-2'), 10_000, 100);
    await expectCommandsReach('ocpp', id);
    // A charger nobody holds any more is refused as offline by either instance, at once.
    await chargers.get(id)?.client.close({ force: true });
    await eventually(async () => expect((await holders()).get(id)).toBeNull(), 10_000, 100);
    const refused = await command('ocpp', id, 'TriggerMessage', { requestedMessage: 'Heartbeat' });
    expect({ status: refused.status, message: refused.json.message }).toEqual({
      status: 409,
      message: `Charger ${id} is not connected right now. Please try again later.`,
    });
  });
});
