import { authService } from '@chargesetu/auth/service';
import type { Station } from '@chargesetu/shared/contracts';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import type { RPCClient } from 'ocpp-rpc';
import { ocppService } from '../../index';
import { adminToken, chargerClient, registerChargePoint, useOcppPlatform } from '../../testing';

jest.setTimeout(30_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// "Last seen" is kept in memory and written in batches (socket/last-seen.ts). The periodic flush is set far
// beyond the test here, so only the liveness check's own flush can tell it that a charger is alive.
describe('liveness with buffered last-seen times', () => {
  const platformOf = useOcppPlatform([authService, stationsService, ocppService], {
    OCPP_HEARTBEAT_INTERVAL_S: '1',
    OCPP_LIVENESS_CHECK_MS: '200',
    OCPP_LAST_SEEN_FLUSH_MS: '60000',
  });
  const identity = 'CP-LIVE-1';
  let client: RPCClient;
  let closed = false;

  beforeAll(async () => {
    const token = await adminToken(platformOf());
    const stations: Station[] = (await platformOf().app.inject({ url: '/api/stations' })).json();
    const { authorizationKey } = await registerChargePoint(platformOf(), token, {
      stationId: stations.find((s) => s.chargers.length >= 1)!.id,
      chargePointId: identity,
      connectors: [{ connectorId: 1, chargerIndex: 0 }],
    });
    client = chargerClient(platformOf(), { identity, password: authorizationKey });
    client.on('close', () => (closed = true));
    await client.connect();
    await client.call('BootNotification', {
      chargePointVendor: 'Exicom',
      chargePointModel: 'Harmony Gen1.5',
    });
  });
  afterAll(() => client.close({ force: true }));

  it('a charger that keeps heartbeating stays connected past twice its interval, and one that falls silent is closed', async () => {
    for (let i = 0; i < 10; i += 1) {
      await client.call('Heartbeat', {});
      await sleep(400);
    }
    expect(closed).toBe(false); // 4 s of heartbeats, against a 2 s deadline
    const [row] = await platformOf()
      .contextOf('ocpp')
      .dataSource.query(`SELECT last_heartbeat_at FROM ocpp.charge_points WHERE id = $1`, [identity]);
    expect(Date.now() - new Date(row.last_heartbeat_at).getTime()).toBeLessThan(1500);

    await eventually(() => expect(closed).toBe(true), 6000);
  });
});
