import { eventually, type TestDriver } from '@chargesetu/shared/testing';
import { RPCClient } from 'ocpp-rpc';
import type { Booking } from '@chargesetu/shared/contracts';
import { call, drivers, roundTheClock } from './support/api';
import { ReliabilityCluster } from './support/cluster';
import { adminToken } from './support/fixtures';

jest.setTimeout(180_000);

interface IdTagInfo {
  status: string;
  expiryDate?: string;
}

/**
 * RFID cards in the microservices mode: every service its own process, the ocpp service asking charging over
 * HTTP while it answers StartTransaction, charging asking bookings and payments in turn and waiting for the
 * payment's confirmation over RabbitMQ. A charger played over a real socket taps a driver's card without a
 * booking: the walk-up is made, paid from the wallet and started before the answer, and settled from the meter.
 */
describe('reliability: a card tapped at a charger, across processes', () => {
  let cluster: ReliabilityCluster;
  let gateway: string;
  let charger: RPCClient;
  let driver: TestDriver;
  const id = 'CP-CARD-REL';

  beforeAll(async () => {
    cluster = await ReliabilityCluster.start({
      env: {
        OCPP_HEARTBEAT_INTERVAL_S: '600',
        SIMULATED_CHARGERS: 'false',
        CHARGING_COMPLETION_INTERVAL_MS: '500',
      },
    });
    gateway = cluster.gatewayUrl;
    const admin = await adminToken(gateway);
    const [station] = await roundTheClock(gateway);
    const { authorizationKey } = await call<{ authorizationKey: string }>(
      gateway,
      'POST',
      '/api/admin/charge-points',
      {
        token: admin,
        body: { stationId: station.id, chargePointId: id, connectors: [{ connectorId: 1, chargerIndex: 0 }] },
        expect: [201],
      },
    );
    charger = new RPCClient({
      endpoint: `${cluster.url('ocpp').replace(/^http/, 'ws')}/ocpp`,
      identity: id,
      password: authorizationKey,
      protocols: ['ocpp1.6'],
      strictMode: true,
      reconnect: false,
    } as unknown as ConstructorParameters<typeof RPCClient>[0]);
    charger.handle('RemoteStopTransaction', async () => ({ status: 'Accepted' }));
    await charger.connect();
    await charger.call('BootNotification', {
      chargePointVendor: 'ChargeSetu',
      chargePointModel: 'Reliability',
    });
    await charger.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Available' });
    [driver] = await drivers(gateway, 1, 'Card Driver');
  });

  afterAll(async () => {
    await charger?.close({ force: true });
    await cluster?.stop();
  });

  const wallet = async () =>
    Number(
      (await call<{ walletBalance: string }>(gateway, 'GET', '/api/user/stats', { token: driver.token }))
        .walletBalance,
    );

  it('Authorize accepts the card from the wallet; StartTransaction starts a walk-up paid from it; the meter settles it', async () => {
    const card = `0C${Date.now().toString(16).toUpperCase()}`;
    await call(gateway, 'POST', '/api/rfid-cards', {
      token: driver.token,
      body: { idTag: card, label: 'Fob' },
      expect: [201],
    });
    const before = await wallet();
    const authorized = (await charger.call('Authorize', { idTag: card })) as { idTagInfo: IdTagInfo };
    expect(authorized.idTagInfo.status).toBe('Accepted');

    const started = (await charger.call('StartTransaction', {
      connectorId: 1,
      idTag: card,
      meterStart: 1000,
      timestamp: new Date().toISOString(),
    })) as { transactionId: number; idTagInfo: IdTagInfo };
    expect(started.idTagInfo.status).toBe('Accepted');
    const [walkUp] = await call<Booking[]>(gateway, 'GET', '/api/bookings', { token: driver.token });
    expect(walkUp).toMatchObject({ kind: 'walk_up', status: 'active' });
    // Accepted until the walk-up's end: the session that answer started is that booking's.
    expect(started.idTagInfo.expiryDate).toBe(walkUp.endTime);
    const paid = before - (await wallet());
    expect(paid).toBeGreaterThan(0);
    await eventually(
      async () => {
        const [row] = await cluster.sql<{ status: string; transaction_id: string }>(
          `SELECT status, transaction_id FROM charging.charging_sessions WHERE booking_id = $1`,
          [walkUp.id],
        );
        expect(row).toEqual({ status: 'active', transaction_id: String(started.transactionId) });
      },
      15_000,
      200,
    );

    // 1.5 kWh metered, far less than was paid for: the unused part goes back to the wallet.
    await charger.call('StopTransaction', {
      transactionId: started.transactionId,
      idTag: card,
      meterStop: 2500,
      timestamp: new Date().toISOString(),
      reason: 'Local',
    });
    await eventually(
      async () => {
        const b = await call<Booking>(gateway, 'GET', `/api/bookings/${walkUp.id}`, { token: driver.token });
        expect(b.status).toBe('completed');
        expect(await wallet()).toBeGreaterThan(before - paid);
      },
      30_000,
      250,
    );
    expect(await wallet()).toBeLessThan(before);
  });
});
