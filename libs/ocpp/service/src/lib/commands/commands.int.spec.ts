import { authService } from '@chargesetu/auth/service';
import { stationsService } from '@chargesetu/stations/service';
import type { Station } from '@chargesetu/shared/contracts';
import { deriveInternalToken, INTERNAL_TOKEN_HEADER } from '@chargesetu/shared/server-kit';
import { eventually } from '@chargesetu/shared/testing';
import type { RPCClient } from 'ocpp-rpc';
import { ocppService } from '../../index';
import {
  adminToken,
  chargerClient,
  registerChargePoint,
  TEST_JWT_SECRET,
  useOcppPlatform,
} from '../../testing';

describe('commands to chargers (central system → charge point)', () => {
  const platformOf = useOcppPlatform([authService, stationsService, ocppService], {
    OCPP_CALL_TIMEOUT_S: '1',
  });
  let token: string;
  let password: string;
  const identity = 'CP-CMD-1';
  const open: RPCClient[] = [];

  const connect = async () => {
    const client = chargerClient(platformOf(), { identity, password });
    open.push(client);
    await client.connect();
    return client;
  };
  const command = (action: string, params: object) =>
    platformOf().app.inject({
      method: 'POST',
      url: `/internal/charge-points/${identity}/commands`,
      headers: { [INTERNAL_TOKEN_HEADER]: deriveInternalToken(TEST_JWT_SECRET) },
      payload: { action, params },
    });

  beforeAll(async () => {
    token = await adminToken(platformOf());
    const stations: Station[] = (await platformOf().app.inject({ url: '/api/stations' })).json();
    password = (
      await registerChargePoint(platformOf(), token, {
        stationId: stations[0].id,
        chargePointId: identity,
        connectors: [{ connectorId: 1, chargerIndex: 0 }],
      })
    ).authorizationKey;
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close({ force: true })));
  });

  it("tells the charging service which charge point and connector serve a station's charger, and whether it is online", async () => {
    const stations: Station[] = (await platformOf().app.inject({ url: '/api/stations' })).json();
    const linkOf = (stationId: number, chargerIndex: number, internal = true) =>
      platformOf().app.inject({
        url: `/internal/stations/${stationId}/chargers/${chargerIndex}/connector`,
        headers: internal ? { [INTERNAL_TOKEN_HEADER]: deriveInternalToken(TEST_JWT_SECRET) } : {},
      });
    expect((await linkOf(stations[0].id, 0)).json()).toEqual({
      chargePointId: identity,
      connectorId: 1,
      online: false,
    });
    const client = await connect();
    await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
    expect((await linkOf(stations[0].id, 0)).json()).toEqual({
      chargePointId: identity,
      connectorId: 1,
      online: true,
    });
    // A charger no charge point serves: 404 (its sessions run on the estimate); never without the token.
    expect((await linkOf(stations[0].id, 1)).statusCode).toBe(404);
    expect((await linkOf(stations[1].id, 0)).statusCode).toBe(404);
    expect((await linkOf(stations[0].id, 0, false)).statusCode).toBe(404);
  });

  it('RemoteStartTransaction reaches the charger with the connector and idTag; its answer comes back', async () => {
    const client = await connect();
    const seen: unknown[] = [];
    client.handle('RemoteStartTransaction', async ({ params }) => {
      seen.push(params);
      return { status: seen.length === 1 ? 'Accepted' : 'Rejected' };
    });
    const accepted = await command('RemoteStartTransaction', { connectorId: 1, idTag: 'DRIVER42' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ result: { status: 'Accepted' } });
    expect(seen).toEqual([{ connectorId: 1, idTag: 'DRIVER42' }]);
    expect((await command('RemoteStartTransaction', { connectorId: 1, idTag: 'DRIVER42' })).json()).toEqual({
      result: { status: 'Rejected' },
    });
  });

  it('RemoteStopTransaction carries the transaction id', async () => {
    const client = await connect();
    let asked: unknown;
    client.handle('RemoteStopTransaction', async ({ params }) => {
      asked = params;
      return { status: 'Accepted' };
    });
    expect((await command('RemoteStopTransaction', { transactionId: 7 })).json()).toEqual({
      result: { status: 'Accepted' },
    });
    expect(asked).toEqual({ transactionId: 7 });
  });

  it('refuses a request off the OCPP schema before it leaves (400), names a charger error or silence (502), an offline charger (409)', async () => {
    const client = await connect();
    client.handle('UnlockConnector', async () => {
      throw new Error('jammed');
    });
    client.handle('Reset', () => new Promise(() => undefined)); // never answers

    const bad = await command('RemoteStartTransaction', { connectorId: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^RemoteStartTransaction: .*idTag/);

    const failed = await command('UnlockConnector', { connectorId: 1 });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/^Charger CP-CMD-1 answered UnlockConnector with /);

    const silent = await command('Reset', { type: 'Soft' });
    expect(silent.statusCode).toBe(502);
    expect(silent.json().message).toBe('Charger CP-CMD-1 did not answer Reset in time');

    await client.close({ force: true });
    await eventually(async () => expect((await command('Reset', { type: 'Soft' })).statusCode).toBe(409));
    expect((await command('Reset', { type: 'Soft' })).json().message).toBe(
      'Charger CP-CMD-1 is not connected right now. Please try again later.',
    );
  });

  it('one call in flight per charger: the second waits for the first answer', async () => {
    const client = await connect();
    let inFlight = 0;
    let most = 0;
    client.handle('GetConfiguration', async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 150));
      inFlight -= 1;
      return { configurationKey: [{ key: 'HeartbeatInterval', readonly: false, value: '60' }] };
    });
    const [a, b] = await Promise.all([command('GetConfiguration', {}), command('GetConfiguration', {})]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(most).toBe(1);
  });

  it('administrators take a connector out of service and read and set configuration', async () => {
    const client = await connect();
    const got: unknown[] = [];
    client.handle('ChangeAvailability', async ({ params }) => {
      got.push(params);
      return { status: 'Accepted' };
    });
    client.handle('GetConfiguration', async () => ({
      configurationKey: [{ key: 'MeterValueSampleInterval', readonly: false, value: '60' }],
      unknownKey: [],
    }));
    client.handle('ChangeConfiguration', async ({ params }) => {
      got.push(params);
      return { status: 'Accepted' };
    });
    const auth = { authorization: `Bearer ${token}` };
    const availability = await platformOf().app.inject({
      method: 'POST',
      url: `/api/admin/charge-points/${identity}/availability`,
      headers: auth,
      payload: { connectorId: 1, type: 'Inoperative' },
    });
    expect(availability.json()).toEqual({ status: 'Accepted' });
    const config = await platformOf().app.inject({
      url: `/api/admin/charge-points/${identity}/configuration`,
      headers: auth,
    });
    expect(config.json()).toEqual({
      configurationKey: [{ key: 'MeterValueSampleInterval', readonly: false, value: '60' }],
      unknownKey: [],
    });
    const set = await platformOf().app.inject({
      method: 'PUT',
      url: `/api/admin/charge-points/${identity}/configuration`,
      headers: auth,
      payload: { key: 'MeterValueSampleInterval', value: '15' },
    });
    expect(set.json()).toEqual({ status: 'Accepted' });
    expect(got).toEqual([
      { connectorId: 1, type: 'Inoperative' },
      { key: 'MeterValueSampleInterval', value: '15' },
    ]);
  });

  it('a charger that booted before and reconnects is asked for its statuses again', async () => {
    const first = await connect();
    await first.call('BootNotification', { chargePointVendor: 'V', chargePointModel: 'M' });
    await first.close({ force: true });
    const triggered: unknown[] = [];
    const again = chargerClient(platformOf(), { identity, password });
    open.push(again);
    again.handle('TriggerMessage', async ({ params }) => {
      triggered.push(params);
      return { status: 'Accepted' };
    });
    await again.connect();
    await eventually(async () => expect(triggered).toEqual([{ requestedMessage: 'StatusNotification' }]));
  });
});
