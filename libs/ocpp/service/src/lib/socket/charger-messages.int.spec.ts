import { randomUUID } from 'node:crypto';
import { authService } from '@chargesetu/auth/service';
import { stationsService } from '@chargesetu/stations/service';
import type { ChargePoint, EventEnvelope, Station } from '@chargesetu/shared/contracts';
import { eventually } from '@chargesetu/shared/testing';
import type { RPCClient } from 'ocpp-rpc';
import { ocppService } from '../../index';
import { adminToken, chargerClient, ocppOutbox, registerChargePoint, useOcppPlatform } from '../../testing';

/** A raw OCPP-J frame sent as is (to send what a strict client would refuse, or the same id twice). */
async function sendRaw(client: RPCClient, frame: unknown[]): Promise<unknown[]> {
  const id = frame[1];
  return new Promise((resolve) => {
    const onMessage = ({ message, outbound }: { message: string; outbound: boolean }) => {
      if (outbound) return;
      const parsed = JSON.parse(message) as unknown[];
      if (parsed[1] === id) {
        client.off('message', onMessage);
        resolve(parsed);
      }
    };
    client.on('message', onMessage);
    client.sendRaw(JSON.stringify(frame));
  });
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('a charger talking OCPP 1.6J to the ocpp service over a real socket', () => {
  const platformOf = useOcppPlatform([authService, stationsService, ocppService], {
    OCPP_HEARTBEAT_INTERVAL_S: '30',
    OCPP_METER_EVENT_MIN_INTERVAL_S: '0',
  });
  let token: string;
  let station: Station;
  let password: string;
  const identity = 'CP-TEST-1';
  const open: RPCClient[] = [];

  const connect = async (o: { password?: string; headers?: Record<string, string> } = {}) => {
    const client = chargerClient(platformOf(), { identity, password: o.password ?? password, headers: o.headers });
    open.push(client);
    await client.connect();
    return client;
  };
  const registry = async (): Promise<ChargePoint> => {
    const list: ChargePoint[] = (
      await platformOf().app.inject({ url: '/api/admin/charge-points', headers: { authorization: `Bearer ${token}` } })
    ).json();
    return list.find((c) => c.id === identity)!;
  };
  const eventsOf = async (type: string) => (await ocppOutbox(platformOf(), type)).filter((e) => (e.data as { chargePointId: string }).chargePointId === identity);

  beforeAll(async () => {
    token = await adminToken(platformOf());
    const stations: Station[] = (await platformOf().app.inject({ url: '/api/stations' })).json();
    station = stations.find((s) => s.chargers.length >= 2)!;
    password = (
      await registerChargePoint(platformOf(), token, {
        stationId: station.id,
        chargePointId: identity,
        connectors: [
          { connectorId: 1, chargerIndex: 0 },
          { connectorId: 2, chargerIndex: 1 },
        ],
      })
    ).authorizationKey;
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close({ force: true })));
  });

  describe('the handshake (security profile 1)', () => {
    it('answers 404 to an identity the registry does not know', async () => {
      const stranger = chargerClient(platformOf(), { identity: 'NOBODY-1', password: 'x'.repeat(20) });
      await expect(stranger.connect()).rejects.toMatchObject({ code: 404 });
    });

    it('answers 401 without a password or with a wrong one, whatever X-Forwarded-Proto says', async () => {
      const attempts: Array<{ password: string; headers?: Record<string, string> }> = [
        { password: '' },
        { password: `${'x'.repeat(31)}y` },
        { password: '', headers: { 'x-forwarded-proto': 'https' } },
        { password: 'wrong-password-wrong-password', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.1.1.1' } },
      ];
      for (const o of attempts) {
        const client = chargerClient(platformOf(), { identity, password: o.password || undefined, headers: o.headers });
        await expect(client.connect()).rejects.toMatchObject({ code: 401 });
      }
      expect((await registry()).connectedAt).toBeNull();
    });

    it('accepts the right password with subprotocol ocpp1.6', async () => {
      const client = await connect();
      expect(client.protocol).toBe('ocpp1.6');
      await eventually(async () => expect((await registry()).online).toBe(true));
    });
  });

  it('BootNotification is accepted with the heartbeat interval, and the registry shows what the charger is', async () => {
    const client = await connect();
    const boot = (await client.call('BootNotification', {
      chargePointVendor: 'Exicom',
      chargePointModel: 'Harmony Gen1.5',
      firmwareVersion: '3.2.1',
      chargePointSerialNumber: 'EX-0042',
    })) as { status: string; interval: number; currentTime: string };
    expect(boot.status).toBe('Accepted');
    expect(boot.interval).toBe(30);
    expect(Math.abs(Date.parse(boot.currentTime) - Date.now())).toBeLessThan(5000);
    expect(await registry()).toMatchObject({
      vendor: 'Exicom',
      model: 'Harmony Gen1.5',
      firmwareVersion: '3.2.1',
      serialNumber: 'EX-0042',
      heartbeatIntervalSeconds: 30,
      online: true,
    });

    const beat = (await client.call('Heartbeat', {})) as { currentTime: string };
    expect(Date.parse(beat.currentTime)).not.toBeNaN();
    // Written by the last-seen flush (socket/last-seen.ts), within OCPP_LAST_SEEN_FLUSH_MS.
    await eventually(async () => expect((await registry()).lastHeartbeatAt).not.toBeNull());
  });

  it('StatusNotification sets the connector status and publishes a change once', async () => {
    const client = await connect();
    await client.call('StatusNotification', { connectorId: 2, errorCode: 'NoError', status: 'Available', timestamp: minutesAgo(1) });
    await client.call('StatusNotification', { connectorId: 2, errorCode: 'NoError', status: 'Available', timestamp: minutesAgo(0.5) });
    await client.call('StatusNotification', { connectorId: 0, errorCode: 'NoError', status: 'Available' });
    const cp = await registry();
    expect(cp.status).toBe('Available');
    expect(cp.connectors.find((c) => c.connectorId === 2)).toMatchObject({ status: 'Available', errorCode: 'NoError', chargerIndex: 1 });
    const changes = (await eventsOf('charger.connector.status-changed')).filter(
      (e) => (e.data as { connectorId: number; status: string }).connectorId === 2 && (e.data as { status: string }).status !== 'Offline',
    );
    expect(changes.map((e) => e.data)).toEqual([
      expect.objectContaining({ stationId: station.id, connectorId: 2, chargerIndex: 1, status: 'Available', errorCode: 'NoError' }),
    ]);

    // An older report arriving late (an offline queue) joins the history but does not overwrite the newer status.
    await client.call('StatusNotification', { connectorId: 2, errorCode: 'NoError', status: 'Faulted', timestamp: minutesAgo(10) });
    expect((await registry()).connectors.find((c) => c.connectorId === 2)!.status).toBe('Available');
  });

  it('a message that breaks the schema gets a CALLERROR and the connection stays', async () => {
    const client = await connect();
    const answer = await sendRaw(client, [2, randomUUID(), 'StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Sleeping' }]);
    expect(answer[0]).toBe(4);
    expect(['PropertyConstraintViolation', 'FormationViolation', 'FormatViolation', 'TypeConstraintViolation']).toContain(answer[2]);
    const missing = await sendRaw(client, [2, randomUUID(), 'StartTransaction', { connectorId: 1 }]);
    expect(missing[0]).toBe(4);
    expect(await client.call('Heartbeat', {})).toHaveProperty('currentTime');
  });

  it('start, meter values in Wh and kWh, stop: the meter decides the energy, published as events', async () => {
    const client = await connect();
    const started = (await client.call('StartTransaction', {
      connectorId: 1,
      idTag: 'TAG-START-1',
      meterStart: 1000,
      timestamp: minutesAgo(20),
    })) as { transactionId: number; idTagInfo: { status: string } };
    expect(Number.isInteger(started.transactionId)).toBe(true);
    // No driver has this tag: the charger is told so, and the transaction it started is recorded anyway.
    expect(started.idTagInfo).toEqual({ status: 'Invalid' });

    await client.call('MeterValues', {
      connectorId: 1,
      transactionId: started.transactionId,
      meterValue: [
        {
          timestamp: minutesAgo(10),
          sampledValue: [
            { value: '6.5', measurand: 'Energy.Active.Import.Register', unit: 'kWh' },
            { value: '11000', measurand: 'Power.Active.Import', unit: 'W', phase: 'L1' },
            { value: '11000', measurand: 'Power.Active.Import', unit: 'W', phase: 'L2' },
            { value: '11000', measurand: 'Power.Active.Import', unit: 'W', phase: 'L3' },
            { value: '48', measurand: 'SoC', unit: 'Percent', location: 'EV' },
          ],
        },
      ],
    });
    await client.call('StopTransaction', {
      transactionId: started.transactionId,
      meterStop: 13_500,
      timestamp: minutesAgo(1),
      reason: 'Remote',
      transactionData: [{ timestamp: minutesAgo(1), sampledValue: [{ value: '13500' }] }],
    });

    const id = String(started.transactionId);
    const onThis = (e: EventEnvelope) => (e.data as { transactionId: string }).transactionId === id;
    expect((await eventsOf('charger.transaction.started')).filter(onThis).map((e) => e.data)).toEqual([
      expect.objectContaining({ connectorId: 1, chargerIndex: 0, stationId: station.id, meterStartWh: 1000, idTag: 'TAG-START-1' }),
    ]);
    const samples = (await eventsOf('charger.meter.sampled')).filter(onThis).map((e) => e.data);
    expect(samples[0]).toMatchObject({ meterWh: 6500, energyWh: 5500, powerW: 33_000, socPercent: 48 });
    expect((await eventsOf('charger.transaction.ended')).filter(onThis).map((e) => e.data)).toEqual([
      expect.objectContaining({ meterStartWh: 1000, meterStopWh: 13_500, energyWh: 12_500, reason: 'Remote', reviewReasons: [] }),
    ]);

    // The charger sends the stop again under a new id (it never saw the answer): nothing happens twice.
    await client.call('StopTransaction', { transactionId: started.transactionId, meterStop: 13_500, timestamp: minutesAgo(1) });
    expect((await eventsOf('charger.transaction.ended')).filter(onThis)).toHaveLength(1);
  });

  it('the same message id twice: the same answer, one transaction', async () => {
    const client = await connect();
    const frame = [2, randomUUID(), 'StartTransaction', { connectorId: 2, idTag: 'TAG-DUP', meterStart: 0, timestamp: minutesAgo(2) }];
    const first = await sendRaw(client, frame);
    const second = await sendRaw(client, frame);
    expect(first[0]).toBe(3);
    expect(second).toEqual(first);
    const started = (await eventsOf('charger.transaction.started')).filter((e) => (e.data as { idTag: string }).idTag === 'TAG-DUP');
    expect(started).toHaveLength(1);
  });

  it('offline-queued messages arrive late with old timestamps and are processed as any other', async () => {
    const client = await connect();
    const started = (await client.call('StartTransaction', { connectorId: 2, idTag: 'TAG-OFFLINE', meterStart: 50_000, timestamp: minutesAgo(180) })) as {
      transactionId: number;
    };
    await client.call('StopTransaction', { transactionId: started.transactionId, meterStop: 57_250, timestamp: minutesAgo(150), reason: 'EVDisconnected' });
    const ended = (await eventsOf('charger.transaction.ended')).find((e) => (e.data as { transactionId: string }).transactionId === String(started.transactionId))!;
    expect(ended.data).toMatchObject({ energyWh: 7250, reason: 'EVDisconnected', reviewReasons: [], endedAt: expect.any(String) });
    expect(Date.parse((ended.data as { endedAt: string }).endedAt)).toBeLessThan(Date.now() - 149 * 60_000);
  });

  it('readings that cannot be right flag the transaction for review and bill nothing negative', async () => {
    const client = await connect();
    const started = (await client.call('StartTransaction', { connectorId: 1, idTag: 'TAG-BAD', meterStart: 9000, timestamp: minutesAgo(5) })) as { transactionId: number };
    await client.call('StopTransaction', { transactionId: started.transactionId, meterStop: 8000, timestamp: minutesAgo(6) });
    const ended = (await eventsOf('charger.transaction.ended')).find((e) => (e.data as { transactionId: string }).transactionId === String(started.transactionId))!;
    expect(ended.data).toMatchObject({ energyWh: 0, reviewReasons: ['stopped before it started', 'meter stop below meter start'] });
  });

  it('a stop for a transaction the platform does not know is answered and recorded, billed to nobody', async () => {
    const client = await connect();
    expect(await client.call('StopTransaction', { transactionId: 987_654, meterStop: 100, timestamp: minutesAgo(1) })).toEqual({});
    const [row] = await platformOf()
      .contextOf('ocpp')
      .dataSource.query(`SELECT known, review_reasons FROM "ocpp"."transactions" WHERE transaction_id = '987654'`);
    expect(row).toEqual({ known: false, review_reasons: ['unknown transaction'] });
    expect((await eventsOf('charger.transaction.ended')).filter((e) => (e.data as { transactionId: string }).transactionId === '987654')).toEqual([]);
  });

  it('DataTransfer is answered UnknownVendorId', async () => {
    const client = await connect();
    expect(await client.call('DataTransfer', { vendorId: 'com.example', messageId: 'x', data: '{}' })).toEqual({ status: 'UnknownVendorId' });
  });

  it('a charger that disconnects mid-session goes offline, comes back, and finishes the session', async () => {
    const client = await connect();
    const started = (await client.call('StartTransaction', { connectorId: 2, idTag: 'TAG-DROP', meterStart: 100_000, timestamp: minutesAgo(3) })) as {
      transactionId: number;
    };
    const offlineBefore = (await eventsOf('charger.connector.status-changed')).filter((e) => (e.data as { status: string }).status === 'Offline').length;
    await client.close({ force: true });
    await eventually(async () => expect((await registry()).online).toBe(false));
    const offline = (await eventsOf('charger.connector.status-changed')).filter((e) => (e.data as { status: string }).status === 'Offline');
    expect(offline.slice(offlineBefore).map((e) => (e.data as { connectorId: number }).connectorId).sort()).toEqual([0, 1, 2]);

    const again = await connect();
    await eventually(async () => expect((await registry()).online).toBe(true));
    // Back online, its first report is news even though the status is the one it had before the drop, and
    // it is dated after the Offline even from a charger whose clock is behind.
    const before = (await eventsOf('charger.connector.status-changed')).length;
    const offlineAt = Date.parse((offline.at(-1)!.data as { at: string }).at);
    await again.call('StatusNotification', { connectorId: 2, errorCode: 'NoError', status: 'Charging', timestamp: minutesAgo(10) });
    await again.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Available' });
    await again.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Available' });
    const news = (await eventsOf('charger.connector.status-changed')).slice(before).map((e) => e.data);
    expect(news).toEqual([
      expect.objectContaining({ connectorId: 2, status: 'Charging' }),
      expect.objectContaining({ connectorId: 1, status: 'Available' }),
    ]);
    expect(Date.parse((news[0] as { at: string }).at)).toBeGreaterThanOrEqual(offlineAt);
    await again.call('StopTransaction', { transactionId: started.transactionId, meterStop: 104_000, timestamp: minutesAgo(0) });
    const ended = (await eventsOf('charger.transaction.ended')).find((e) => (e.data as { transactionId: string }).transactionId === String(started.transactionId))!;
    expect(ended.data).toMatchObject({ energyWh: 4000 });
  });

  it('a second connection of the same charger replaces the first', async () => {
    const first = await connect();
    const closed = new Promise((resolve) => first.once('close', resolve));
    const second = await connect();
    await closed;
    expect(await second.call('Heartbeat', {})).toHaveProperty('currentTime');
    await eventually(async () => expect((await registry()).online).toBe(true));
  });
});
