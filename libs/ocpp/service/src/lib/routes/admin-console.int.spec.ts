import { authService } from '@chargesetu/auth/service';
import { stationsService } from '@chargesetu/stations/service';
import type {
  AuditEntry,
  ChargerOverview,
  ConsoleTransaction,
  Station,
  StatusHistoryEntry,
} from '@chargesetu/shared/contracts';
import { eventually } from '@chargesetu/shared/testing';
import type { RPCClient } from 'ocpp-rpc';
import { ocppService } from '../../index';
import { adminToken, chargerClient, registerChargePoint, useOcppPlatform } from '../../testing';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('the operator console (admin API): chargers, history, transactions, audited actions', () => {
  const platformOf = useOcppPlatform([authService, stationsService, ocppService], {
    OCPP_CALL_TIMEOUT_S: '1',
  });
  let token: string;
  let station: Station;
  let other: Station;
  const passwords = new Map<string, string>();
  const open: RPCClient[] = [];

  const get = (url: string, auth = token) =>
    platformOf().app.inject({ url, headers: { authorization: `Bearer ${auth}` } });
  const post = (url: string, payload: object, auth = token) =>
    platformOf().app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${auth}` }, payload });
  const connect = async (identity: string) => {
    const client = chargerClient(platformOf(), { identity, password: passwords.get(identity) });
    open.push(client);
    await client.connect();
    await client.call('BootNotification', {
      chargePointVendor: 'Acme',
      chargePointModel: 'AC22',
      firmwareVersion: '1.4.2',
    });
    return client;
  };
  const auditOf = async (chargePointId: string): Promise<AuditEntry[]> =>
    (await get(`/api/admin/charge-points/audit?chargePointId=${chargePointId}`)).json().entries;

  beforeAll(async () => {
    token = await adminToken(platformOf());
    const stations: Station[] = (await platformOf().app.inject({ url: '/api/stations' })).json();
    station = stations[0];
    other = stations.find((s) => s.address.city !== station.address.city)!;
    for (const [id, s] of [
      ['CON-A', station],
      ['CON-B', other],
    ] as const) {
      const created = await registerChargePoint(platformOf(), token, {
        stationId: s.id,
        chargePointId: id,
        connectors: [{ connectorId: 1, chargerIndex: 0 }],
      });
      passwords.set(id, created.authorizationKey);
    }
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close({ force: true })));
  });

  it('counts chargers online, offline and faulted, filters by place, operator and status, and pages', async () => {
    const a = await connect('CON-A');
    await a.call('StatusNotification', {
      connectorId: 1,
      errorCode: 'GroundFailure',
      status: 'Faulted',
      timestamp: minutesAgo(1),
    });

    const all: ChargerOverview = (await get('/api/admin/charge-points/overview')).json();
    expect(all.counts).toEqual({ total: 2, online: 1, offline: 1, faulted: 1 });
    const rowA = all.chargers.find((c) => c.id === 'CON-A')!;
    expect(rowA).toMatchObject({
      online: true,
      faulted: true,
      firmwareVersion: '1.4.2',
      stationName: station.name,
      city: station.address.city,
      state: station.address.state,
      operator: station.operator,
      errors: [{ connectorId: 1, errorCode: 'GroundFailure' }],
    });
    expect(rowA.lastSeenAt).not.toBeNull();
    expect(all.options.cities).toEqual(
      [station.address.city, other.address.city].sort((x, y) => x.localeCompare(y)),
    );

    const inCity: ChargerOverview = (
      await get(`/api/admin/charge-points/overview?city=${encodeURIComponent(other.address.city)}`)
    ).json();
    expect(inCity.chargers.map((c) => c.id)).toEqual(['CON-B']);
    expect(inCity.counts).toEqual({ total: 1, online: 0, offline: 1, faulted: 0 });

    const faulted: ChargerOverview = (await get('/api/admin/charge-points/overview?status=faulted')).json();
    expect(faulted.chargers.map((c) => c.id)).toEqual(['CON-A']);
    const offline: ChargerOverview = (await get('/api/admin/charge-points/overview?status=offline')).json();
    expect(offline.chargers.map((c) => c.id)).toEqual(['CON-B']);
    const byOperator: ChargerOverview = (
      await get(
        `/api/admin/charge-points/overview?operator=${encodeURIComponent(station.operator)}&state=${encodeURIComponent(station.address.state)}`,
      )
    ).json();
    expect(byOperator.chargers.map((c) => c.id)).toContain('CON-A');

    const page2: ChargerOverview = (await get('/api/admin/charge-points/overview?limit=1&offset=1')).json();
    expect(page2).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page2.chargers).toHaveLength(1);
    expect(page2.chargers[0].id).toBe(all.chargers[1].id);

    expect((await get('/api/admin/charge-points/overview?status=broken')).statusCode).toBe(400);
    expect((await get('/api/admin/charge-points/overview?limit=0')).statusCode).toBe(400);
  });

  it('keeps the recent status history with error codes, newest first', async () => {
    const a = await connect('CON-A');
    await a.call('StatusNotification', {
      connectorId: 1,
      errorCode: 'NoError',
      status: 'Available',
      timestamp: minutesAgo(0.5),
    });
    await a.call('StatusNotification', {
      connectorId: 1,
      errorCode: 'OverCurrentFailure',
      status: 'Faulted',
      timestamp: minutesAgo(0.2),
      vendorErrorCode: 'E42',
    });
    const history: StatusHistoryEntry[] = (
      await get('/api/admin/charge-points/CON-A/history?limit=2')
    ).json();
    expect(history).toEqual([
      expect.objectContaining({
        connectorId: 1,
        status: 'Faulted',
        errorCode: 'OverCurrentFailure',
        vendorErrorCode: 'E42',
      }),
      expect.objectContaining({ connectorId: 1, status: 'Available', errorCode: 'NoError' }),
    ]);
    expect((await get('/api/admin/charge-points/nobody/history')).statusCode).toBe(404);
    expect((await get('/api/admin/charge-points/CON-A/history?limit=500')).statusCode).toBe(400);
  });

  it('lists open transactions first, then those ended in the last 24 hours, with energy in kWh and the idTag masked', async () => {
    const a = await connect('CON-A');
    const ended = (await a.call('StartTransaction', {
      connectorId: 1,
      idTag: 'TAGENDED01',
      meterStart: 1000,
      timestamp: minutesAgo(60),
    })) as { transactionId: number };
    await a.call('StopTransaction', {
      transactionId: ended.transactionId,
      meterStop: 13_345,
      timestamp: minutesAgo(30),
      reason: 'Local',
    });
    const running = (await a.call('StartTransaction', {
      connectorId: 1,
      idTag: 'TAGOPEN777',
      meterStart: 2000,
      timestamp: minutesAgo(10),
    })) as { transactionId: number };
    await a.call('MeterValues', {
      connectorId: 1,
      transactionId: running.transactionId,
      meterValue: [
        {
          timestamp: minutesAgo(5),
          sampledValue: [{ value: '4500', measurand: 'Energy.Active.Import.Register', unit: 'Wh' }],
        },
      ],
    });

    const list: ConsoleTransaction[] = (await get('/api/admin/charge-points/transactions')).json();
    const mine = list.filter((t) => t.chargePointId === 'CON-A');
    expect(mine[0]).toEqual({
      chargePointId: 'CON-A',
      transactionId: String(running.transactionId),
      connectorId: 1,
      idTag: '••••••N777',
      startedAt: expect.any(String),
      endedAt: null,
      energyKwh: 2.5,
      open: true,
    });
    expect(mine.find((t) => t.transactionId === String(ended.transactionId))).toMatchObject({
      idTag: '••••••ED01',
      energyKwh: 12.345,
      open: false,
    });
    expect(JSON.stringify(list)).not.toContain('TAGOPEN777');
  });

  it('each action reaches the charger and is audited with who, when and the answer', async () => {
    const a = await connect('CON-A');
    const got: Array<[string, unknown]> = [];
    for (const method of ['Reset', 'UnlockConnector', 'ChangeAvailability', 'RemoteStopTransaction']) {
      a.handle(method, async ({ params }) => {
        got.push([method, params]);
        return { status: method === 'UnlockConnector' ? 'Unlocked' : 'Accepted' };
      });
    }
    a.handle('TriggerMessage', async ({ params }) => {
      got.push(['TriggerMessage', params]);
      // As a charger does: accept, then send the status it was asked for.
      setTimeout(
        () =>
          void a.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Available' }),
        10,
      );
      return { status: 'Accepted' };
    });
    const tx = (await a.call('StartTransaction', {
      connectorId: 1,
      idTag: 'TAGSTOP001',
      meterStart: 0,
      timestamp: minutesAgo(1),
    })) as { transactionId: number };

    const before = Date.now();
    expect((await post('/api/admin/charge-points/CON-A/reset', { type: 'Hard' })).json()).toEqual({
      status: 'Accepted',
    });
    expect((await post('/api/admin/charge-points/CON-A/unlock', { connectorId: 1 })).json()).toEqual({
      status: 'Unlocked',
    });
    expect(
      (
        await post('/api/admin/charge-points/CON-A/availability', { connectorId: 0, type: 'Inoperative' })
      ).json(),
    ).toEqual({ status: 'Accepted' });
    expect((await post('/api/admin/charge-points/CON-A/trigger-status', { connectorId: 1 })).json()).toEqual({
      status: 'Accepted',
    });
    expect(
      (
        await post('/api/admin/charge-points/CON-A/remote-stop', { transactionId: String(tx.transactionId) })
      ).json(),
    ).toEqual({ status: 'Accepted' });

    expect(got).toEqual([
      ['Reset', { type: 'Hard' }],
      ['UnlockConnector', { connectorId: 1 }],
      ['ChangeAvailability', { connectorId: 0, type: 'Inoperative' }],
      ['TriggerMessage', { requestedMessage: 'StatusNotification', connectorId: 1 }],
      ['RemoteStopTransaction', { transactionId: tx.transactionId }],
    ]);
    // The triggered status arrived and changed what the console shows.
    await eventually(async () => {
      const o: ChargerOverview = (await get('/api/admin/charge-points/overview?status=online')).json();
      expect(o.chargers.find((c) => c.id === 'CON-A')!.connectors[0].status).toBe('Available');
    });

    const log = await auditOf('CON-A');
    expect(log.slice(0, 5).map((e) => [e.action, e.params, e.outcome, e.answer, e.error])).toEqual([
      ['RemoteStop', { transactionId: String(tx.transactionId) }, 'ok', 'Accepted', null],
      ['TriggerStatus', { connectorId: 1 }, 'ok', 'Accepted', null],
      ['ChangeAvailability', { connectorId: 0, type: 'Inoperative' }, 'ok', 'Accepted', null],
      ['UnlockConnector', { connectorId: 1 }, 'ok', 'Unlocked', null],
      ['Reset', { type: 'Hard' }, 'ok', 'Accepted', null],
    ]);
    for (const e of log.slice(0, 5)) {
      expect(e).toMatchObject({ adminUsername: 'admin', chargePointId: 'CON-A' });
      expect(e.adminUserId).toBeGreaterThan(0);
      expect(new Date(e.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('a failed action is audited with its error: a charger that fails, an offline one, an unknown transaction', async () => {
    const a = await connect('CON-A');
    a.handle('UnlockConnector', async () => {
      throw new Error('jammed');
    });
    const failed = await post('/api/admin/charge-points/CON-A/unlock', { connectorId: 1 });
    expect(failed.statusCode).toBe(502);
    const offline = await post('/api/admin/charge-points/CON-B/reset', { type: 'Soft' });
    expect(offline.statusCode).toBe(409);
    const missing = await post('/api/admin/charge-points/CON-A/remote-stop', { transactionId: '999999' });
    expect(missing.statusCode).toBe(404);

    expect((await auditOf('CON-A'))[0]).toMatchObject({
      action: 'RemoteStop',
      outcome: 'error',
      answer: null,
      error: missing.json().message,
    });
    expect((await auditOf('CON-A'))[1]).toMatchObject({
      action: 'UnlockConnector',
      outcome: 'error',
      error: failed.json().message,
    });
    expect((await auditOf('CON-B'))[0]).toMatchObject({
      action: 'Reset',
      outcome: 'error',
      error: 'Charger CON-B is not connected right now. Please try again later.',
    });

    const page: { entries: AuditEntry[]; total: number } = (
      await get('/api/admin/charge-points/audit?limit=2&offset=0')
    ).json();
    expect(page.entries).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.entries[0].id).toBeGreaterThan(page.entries[1].id);
  });

  it('refuses bad parameters (400) and is for administrators only (403, 401)', async () => {
    for (const [url, body] of [
      ['/api/admin/charge-points/CON-A/reset', { type: 'Warm' }],
      ['/api/admin/charge-points/CON-A/unlock', { connectorId: 0 }],
      ['/api/admin/charge-points/CON-A/remote-stop', { transactionId: 'abc' }],
      ['/api/admin/charge-points/CON-A/trigger-status', { connectorId: 1, extra: true }],
      ['/api/admin/charge-points/has space/reset', { type: 'Soft' }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const before = (await get('/api/admin/charge-points/audit')).json().total;

    const driver = await platformOf().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'console-driver',
        email: 'console-driver@example.in',
        phone: '9876543211',
        password: 'blue-lane-42',
        name: 'Driver',
      },
    });
    const driverToken: string = driver.json().token;
    for (const url of [
      '/api/admin/charge-points/overview',
      '/api/admin/charge-points/transactions',
      '/api/admin/charge-points/audit',
      '/api/admin/charge-points/CON-A/history',
    ]) {
      expect((await get(url, driverToken)).statusCode).toBe(403);
      expect((await platformOf().app.inject({ url })).statusCode).toBe(401);
    }
    expect(
      (await post('/api/admin/charge-points/CON-A/reset', { type: 'Soft' }, driverToken)).statusCode,
    ).toBe(403);
    expect((await get('/api/admin/charge-points/audit')).json().total).toBe(before);
  });
});
