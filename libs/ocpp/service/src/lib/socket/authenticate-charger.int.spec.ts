import { authService } from '@chargesetu/auth/service';
import type { Station } from '@chargesetu/shared/contracts';
import { stationsService } from '@chargesetu/stations/service';
import bcrypt from 'bcryptjs';
import type { RPCClient } from 'ocpp-rpc';
import { ocppService } from '../../index';
import { adminToken, chargerClient, registerChargePoint, useOcppPlatform } from '../../testing';

// Charge point passwords moved from bcrypt to a salted HMAC-SHA256 (rules/charge-point-password.ts): a
// charge point registered before keeps its bcrypt hash until it next connects with the right password.
describe('charge point passwords stored by an earlier version (bcrypt)', () => {
  const platformOf = useOcppPlatform([authService, stationsService, ocppService]);
  const identity = 'CP-LEGACY-1';
  let password: string;
  const open: RPCClient[] = [];

  const storedHash = async (): Promise<string> => {
    const [row] = await platformOf()
      .contextOf('ocpp')
      .dataSource.query(`SELECT password_hash FROM ocpp.charge_points WHERE id = $1`, [identity]);
    return row.password_hash;
  };
  const connect = (given: string) => {
    const client = chargerClient(platformOf(), { identity, password: given });
    open.push(client);
    return client.connect();
  };

  beforeAll(async () => {
    const token = await adminToken(platformOf());
    const stations: Station[] = (await platformOf().app.inject({ url: '/api/stations' })).json();
    const station = stations.find((s) => s.chargers.length >= 1)!;
    password = (
      await registerChargePoint(platformOf(), token, {
        stationId: station.id,
        chargePointId: identity,
        connectors: [{ connectorId: 1, chargerIndex: 0 }],
      })
    ).authorizationKey;
    await platformOf()
      .contextOf('ocpp')
      .dataSource.query(`UPDATE ocpp.charge_points SET password_hash = $2 WHERE id = $1`, [
        identity,
        await bcrypt.hash(password, 4),
      ]);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close({ force: true })));
  });

  it('a wrong password is refused and leaves the old hash alone', async () => {
    // Its last character changed: to 'x', or to 'y' for the one password in 64 that already ends in 'x'
    // (which made this test connect with the right password and fail, now and then).
    const wrong = `${password.slice(0, -1)}${password.endsWith('x') ? 'y' : 'x'}`;
    expect(wrong).not.toBe(password);
    await expect(connect(wrong)).rejects.toMatchObject({ code: 401 });
    expect(await storedHash()).toMatch(/^\$2[aby]\$/);
  });

  it('the right password is accepted, its hash becomes the current form, and it keeps working', async () => {
    await connect(password);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^hmac-sha256\$/);
    expect(upgraded).not.toContain(password);
    await Promise.all(open.splice(0).map((c) => c.close({ force: true })));

    await connect(password);
    expect(await storedHash()).toBe(upgraded); // a current hash is not rewritten at every connection
    await expect(connect(`${password}x`)).rejects.toMatchObject({ code: 401 });
  });
});
