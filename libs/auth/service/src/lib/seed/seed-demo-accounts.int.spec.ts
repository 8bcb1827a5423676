import { startAuthTestApp, testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp({ ADMIN_PASSWORD: 'Boss#2026', DEMO_PASSWORD: 'Drive#2026' });
const client = testClient(() => suite.t);
const login = (url: string, username: string, password: string) =>
  client.call('POST', url, { payload: { username, password } });
const count = async (sql: string) => (await suite.t.ctx.dataSource.query(sql))[0].n as number;

describe('seed', () => {
  it('when two instances seed at once, creates one admin, one demo driver and two vehicles', async () => {
    await Promise.all([suite.t.seed(), suite.t.seed()]);
    expect(await count(`SELECT count(*)::int AS n FROM "auth"."users" WHERE username = 'admin'`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM "auth"."users" WHERE username = 'demo'`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM "auth"."vehicles"`)).toBe(2);
  });

  it('when run again, and again with only one account left, adds nothing twice', async () => {
    await suite.t.seed();
    await suite.t.ctx.dataSource.query(`DELETE FROM "auth"."users" WHERE username = 'admin'`);
    await suite.t.seed();
    expect(await count(`SELECT count(*)::int AS n FROM "auth"."users"`)).toBe(2);
    expect(await count(`SELECT count(*)::int AS n FROM "auth"."users" WHERE username = 'admin'`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM "auth"."vehicles"`)).toBe(2);
  });

  it('creates the administrator with role admin and the password from ADMIN_PASSWORD', async () => {
    const res = await login('/api/auth/admin/login', 'admin', 'Boss#2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'admin',
      role: 'admin',
      name: 'Platform Admin',
      email: 'admin@chargesetu.in',
    });
    expect((await login('/api/auth/admin/login', 'admin', 'Admin@123')).statusCode).toBe(401);
  });

  it('creates the demo driver (DEMO_PASSWORD) with the Tata Nexon EV and the MG ZS EV', async () => {
    const res = await login('/api/auth/login', 'demo', 'Drive#2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'demo',
      role: 'user',
      name: 'Aarav Sharma',
      email: 'demo@chargesetu.in',
      phone: '9876543210',
    });
    const vehicles = await client.call('GET', '/api/vehicles', { token: res.json().token });
    expect(vehicles.json()).toMatchObject([
      {
        make: 'Tata',
        model: 'Nexon EV',
        registrationNumber: 'MH 12 AB 1234',
        connectorTypes: ['CCS2'],
        batteryCapacity: '40.5',
      },
      { make: 'MG', model: 'ZS EV', connectorTypes: ['CCS2', 'Type 2'], batteryCapacity: '50.3' },
    ]);
  });

  it('when the demo driver deleted a vehicle or changed the password, a later seed restores neither', async () => {
    const [{ id }] = await suite.t.ctx.dataSource.query(
      `SELECT id FROM "auth"."vehicles" ORDER BY id LIMIT 1`,
    );
    await suite.t.ctx.dataSource.query(`DELETE FROM "auth"."vehicles" WHERE id = $1`, [id]);
    await suite.t.ctx.dataSource.query(
      `UPDATE "auth"."users" SET password_hash = 'x' WHERE username = 'admin'`,
    );
    await suite.t.seed();
    expect(await count(`SELECT count(*)::int AS n FROM "auth"."vehicles"`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM "auth"."users" WHERE password_hash = 'x'`)).toBe(1);
  });
});

describe('configuration', () => {
  it('when an auth variable is invalid, refuses to start and names it', async () => {
    await expect(startAuthTestApp(suite.db, { BCRYPT_COST: '4' })).rejects.toThrow(/BCRYPT_COST/);
    await expect(startAuthTestApp(suite.db, { ADMIN_PASSWORD: '123' })).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});
