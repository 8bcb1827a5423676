import { authService } from '@chargesetu/auth/service';
import { stationsService } from '@chargesetu/stations/service';
import type { ChargePoint, Station } from '@chargesetu/shared/contracts';
import { ocppService } from '../../index';
import { adminToken, chargerClient, registerChargePoint, useOcppPlatform } from '../../testing';

describe('the charge point registry (admin API)', () => {
  const platformOf = useOcppPlatform([authService, stationsService, ocppService]);
  let token: string;
  let station: Station;
  let other: Station;

  beforeAll(async () => {
    token = await adminToken(platformOf());
    const stations: Station[] = (await platformOf().app.inject({ url: '/api/stations' })).json();
    station = stations.find((s) => s.chargers.length >= 2)!;
    other = stations.find((s) => s.id !== station.id)!;
  });

  const post = (payload: object, auth = token) =>
    platformOf().app.inject({
      method: 'POST',
      url: '/api/admin/charge-points',
      headers: { authorization: `Bearer ${auth}` },
      payload,
    });

  it('registers a charger with a generated identity, a password shown once and the URL to give the charger', async () => {
    const created = await registerChargePoint(platformOf(), token, {
      stationId: station.id,
      connectors: [{ connectorId: 1, chargerIndex: 0 }],
    });
    expect(created.chargePoint).toMatchObject({
      id: `CS${station.id}-1`,
      stationId: station.id,
      online: false,
      connectedAt: null,
      vendor: null,
      connectors: [{ connectorId: 1, chargerIndex: 0, status: null }],
    });
    expect(created.authorizationKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.connectionUrl).toMatch(new RegExp(`^ws://[^/]+/ocpp/CS${station.id}-1$`));

    const list: ChargePoint[] = (
      await platformOf().app.inject({ url: '/api/admin/charge-points', headers: { authorization: `Bearer ${token}` } })
    ).json();
    const listed = list.find((c) => c.id === created.chargePoint.id)!;
    expect(listed).toEqual(created.chargePoint);
    expect(JSON.stringify(list)).not.toContain(created.authorizationKey);
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|\$2[aby]\$|hmac-sha256/);
  });

  it('refuses a taken identity, a charger that already has a connector, an unknown station and a charger the station lacks', async () => {
    await registerChargePoint(platformOf(), token, {
      stationId: station.id,
      chargePointId: 'taken-id',
      connectors: [{ connectorId: 1, chargerIndex: 1 }],
    });
    const again = await post({ stationId: station.id, chargePointId: 'taken-id', connectors: [{ connectorId: 1, chargerIndex: 1 }] });
    expect(again.statusCode).toBe(409);
    const sameCharger = await post({ stationId: station.id, chargePointId: 'other-id', connectors: [{ connectorId: 1, chargerIndex: 1 }] });
    expect(sameCharger.statusCode).toBe(409);
    expect(sameCharger.json().message).toMatch(/already/);

    const unknown = await post({ stationId: 999999, connectors: [{ connectorId: 1, chargerIndex: 0 }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Station 999999 not found');

    const beyond = await post({ stationId: station.id, connectors: [{ connectorId: 1, chargerIndex: station.chargers.length }] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(
      `Station ${station.id} has ${station.chargers.length} chargers: there is no charger ${station.chargers.length + 1}`,
    );
  });

  it('validates the body: identity characters, connector ids, unknown fields', async () => {
    for (const body of [
      { stationId: station.id, chargePointId: 'has space', connectors: [{ connectorId: 1, chargerIndex: 0 }] },
      { stationId: station.id, connectors: [] },
      { stationId: station.id, connectors: [{ connectorId: 0, chargerIndex: 0 }] },
      { stationId: station.id, connectors: [{ connectorId: 1, chargerIndex: 0 }], password: 'mine' },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('is for administrators only', async () => {
    const driver = await platformOf().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'ocpp-driver', email: 'ocpp-driver@example.in', phone: '9876543210', password: 'blue-lane-42', name: 'Driver' },
    });
    expect(driver.statusCode).toBe(201);
    const driverToken: string = driver.json().token;
    expect((await post({ stationId: station.id, connectors: [{ connectorId: 1, chargerIndex: 0 }] }, driverToken)).statusCode).toBe(403);
    expect((await platformOf().app.inject({ url: '/api/admin/charge-points' })).statusCode).toBe(401);
  });

  it('a new password replaces the old one: the old is refused at the handshake, the new accepted', async () => {
    const created = await registerChargePoint(platformOf(), token, {
      stationId: other.id,
      chargePointId: 'rotating',
      connectors: [{ connectorId: 1, chargerIndex: 0 }],
    });
    const res = await platformOf().app.inject({
      method: 'POST',
      url: '/api/admin/charge-points/rotating/password',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const password: string = res.json().authorizationKey;
    expect(password).not.toBe(created.authorizationKey);

    const old = chargerClient(platformOf(), { identity: 'rotating', password: created.authorizationKey });
    await expect(old.connect()).rejects.toMatchObject({ code: 401 });
    const fresh = chargerClient(platformOf(), { identity: 'rotating', password });
    await fresh.connect();
    await fresh.close();

    const missing = await platformOf().app.inject({
      method: 'POST',
      url: '/api/admin/charge-points/nobody/password',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.statusCode).toBe(404);
  });
});
