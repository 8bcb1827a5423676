import { startAuthTestApp, testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
let victimEmail: string;

beforeAll(async () => {
  await suite.t.seed();
  victimEmail = (await client.newUser({ username: 'Victim_V', password: 'victim-pass' })).user.email;
});

// Each test starts with no failed sign-ins on record.
beforeEach(async () => {
  await suite.t.ctx.dataSource.query('DELETE FROM "auth"."login_failures"');
});

const attempt = (password: string, ip: string, username = 'Victim_V') => client.login(username, password, ip);

describe('sign-in rate limit', () => {
  it('when one address has 5 failures on an account, refuses that address with 429 for it, even with the right password', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt(`guess-${i}`, '10.1.0.1')).statusCode).toBe(401);
    const locked = await attempt('victim-pass', '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The email names the same account: no second budget there.
    expect((await client.login(victimEmail, 'victim-pass', '10.1.0.1')).statusCode).toBe(429);
    // The admin sign-in shares the count.
    const admin = await client.call('POST', '/api/auth/admin/login', {
      payload: { username: 'victim_v', password: 'x' },
      ip: '10.1.0.1',
    });
    expect(admin.statusCode).toBe(429);
  });

  it('when one address has 5 failures on an account, the owner still signs in from another address, and the guesser stays refused', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt(`guess-${i}`, '10.1.1.1')).statusCode).toBe(401);
    expect((await attempt('victim-pass', '10.1.1.1')).statusCode).toBe(429);
    expect((await attempt('victim-pass', '10.1.1.2')).statusCode).toBe(200);
    expect((await client.login(victimEmail, 'victim-pass', '10.1.1.3')).statusCode).toBe(200);
    // The owner's success elsewhere gives the guesser no fresh budget.
    expect((await attempt('guess-6', '10.1.1.1')).statusCode).toBe(429);
  });

  it('when someone fails on "admin" from one address, the administrator still signs in from another', async () => {
    const adminLogin = (password: string, ip: string) =>
      client.call('POST', '/api/auth/admin/login', { payload: { username: 'admin', password }, ip });
    for (let i = 1; i <= 5; i++) expect((await adminLogin(`guess-${i}`, '10.8.0.1')).statusCode).toBe(401);
    expect((await adminLogin('Admin@123', '10.8.0.1')).statusCode).toBe(429);
    expect((await adminLogin('Admin@123', '10.8.0.2')).statusCode).toBe(200);
    expect((await client.login('admin', 'Admin@123', '10.8.0.3')).statusCode).toBe(200);
  });

  it('when many addresses fail on one account, slows every attempt on it but never refuses the right password from an address that has not reached its own limit', async () => {
    for (let i = 1; i <= 11; i++) expect((await attempt(`guess-${i}`, `10.7.0.${i}`)).statusCode).toBe(401);
    // 11 failures in the window, 10 before slowing: 250 ms doubled once.
    const started = Date.now();
    expect((await attempt('victim-pass', '10.7.1.1')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    // An address that failed once is below its own limit: the right password works there too.
    expect((await attempt('victim-pass', '10.7.0.3')).statusCode).toBe(200);
  });

  it('when the failures come from addresses of one IPv6 /64, counts them as one address', async () => {
    for (let i = 1; i <= 5; i++) await attempt(`guess-${i}`, `2001:db8:7:1::${i}`);
    expect((await attempt('victim-pass', '2001:db8:7:1::99')).statusCode).toBe(429);
    expect((await attempt('victim-pass', '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('when the oldest failures leave the window, lets the account sign in again', async () => {
    for (let i = 1; i <= 5; i++) await attempt(`guess-${i}`, '10.2.0.1');
    expect((await attempt('victim-pass', '10.2.0.1')).statusCode).toBe(429);
    await suite.t.ctx.dataSource.query(
      `UPDATE "auth"."login_failures" SET attempted_at = now() - interval '16 minutes'`,
    );
    expect((await attempt('victim-pass', '10.2.0.1')).statusCode).toBe(200);
  });

  it('when the right password follows 4 failures, signs in and clears that address’s count for the account', async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt(`guess-${i}`, '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt('victim-pass', '10.3.0.1')).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) expect((await attempt(`guess-${i}`, '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt('victim-pass', '10.3.0.1')).statusCode).toBe(200);
  });

  it('when one IP has 20 failures across many usernames, refuses that IP with 429 but not another IP', async () => {
    for (let i = 1; i <= 20; i++) {
      expect((await attempt('guess', '10.4.0.1', `someone_${i}`)).statusCode).toBe(401);
    }
    const blocked = await attempt('victim-pass', '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.',
    );
    expect((await attempt('victim-pass', '10.4.0.2')).statusCode).toBe(200);
  });

  it('when a user signs in correctly many times in a row, never slows or refuses them', async () => {
    for (let i = 0; i < 25; i++) expect((await attempt('victim-pass', '10.5.0.1')).statusCode).toBe(200);
    const rows = await suite.t.ctx.dataSource.query(`SELECT count(*)::int AS n FROM "auth"."login_failures"`);
    expect(rows[0].n).toBe(0);
  });

  it('when unknown usernames are guessed, counts them per name and address like accounts (a 429 tells nothing)', async () => {
    for (let i = 1; i <= 5; i++) await attempt('guess', '10.6.0.1', 'Ghost_User');
    expect((await attempt('guess', '10.6.0.1', 'ghost_user')).statusCode).toBe(429);
    expect((await attempt('guess', '10.6.0.2', 'ghost_user')).statusCode).toBe(401);
  });
});

describe('sign-in rate limit configuration', () => {
  it('when LOGIN_MAX_FAILURES_PER_ACCOUNT_IP and LOGIN_FAILURE_WINDOW_MINUTES are set, uses them, and counts across instances', async () => {
    // A second instance of the service on the same database, configured differently.
    const strict = await startAuthTestApp(suite.db, {
      LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '2',
      LOGIN_FAILURE_WINDOW_MINUTES: '1',
    });
    try {
      const strictClient = testClient(() => strict);
      const s = await client.newUser({ password: 'right-pass' });
      // Failures made on one instance count on the other: the count lives in the database.
      for (let i = 0; i < 2; i++) expect((await client.login(s.user.username, 'nope')).statusCode).toBe(401);
      const locked = await strictClient.login(s.user.username, 'right-pass');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(
        'Too many failed sign-in attempts for this account. Please wait 1 minute and try again.',
      );
      // The default instance allows 5; its success clears the count for both.
      expect((await client.login(s.user.username, 'right-pass')).statusCode).toBe(200);
      expect((await strictClient.login(s.user.username, 'right-pass')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
