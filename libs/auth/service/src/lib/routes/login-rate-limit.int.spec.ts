import { startAuthTestApp, testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
let victimEmail: string;

beforeAll(async () => {
  victimEmail = (await client.newUser({ username: 'Victim_V', password: 'victim-pass' })).user.email;
});

// Each test starts with no failed sign-ins on record.
beforeEach(async () => {
  await suite.t.ctx.dataSource.query('DELETE FROM "auth"."login_failures"');
});

const attempt = (password: string, ip: string, username = 'Victim_V') => client.login(username, password, ip);

describe('sign-in rate limit', () => {
  it('when an account has 5 failures in 15 minutes, refuses the 6th attempt with 429 even with the right password, from any IP', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt(`guess-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await attempt('victim-pass', '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The email names the same account: no second budget there.
    expect((await client.login(victimEmail, 'victim-pass', '10.1.0.98')).statusCode).toBe(429);
    // The admin sign-in shares the count.
    const admin = await client.call('POST', '/api/auth/admin/login', {
      payload: { username: 'victim_v', password: 'x' },
      ip: '10.1.0.97',
    });
    expect(admin.statusCode).toBe(429);
  });

  it('when the oldest failures leave the window, lets the account sign in again', async () => {
    for (let i = 1; i <= 5; i++) await attempt(`guess-${i}`, '10.2.0.1');
    expect((await attempt('victim-pass', '10.2.0.1')).statusCode).toBe(429);
    await suite.t.ctx.dataSource.query(
      `UPDATE "auth"."login_failures" SET attempted_at = now() - interval '16 minutes'`,
    );
    expect((await attempt('victim-pass', '10.2.0.1')).statusCode).toBe(200);
  });

  it('when the right password follows 4 failures, signs in and clears the account count', async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt(`guess-${i}`, '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt('victim-pass', '10.3.0.1')).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) expect((await attempt(`guess-${i}`, '10.3.0.2')).statusCode).toBe(401);
    expect((await attempt('victim-pass', '10.3.0.2')).statusCode).toBe(200);
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

  it('when unknown usernames are guessed, counts them per name too', async () => {
    for (let i = 1; i <= 5; i++) await attempt('guess', `10.6.0.${i}`, 'Ghost_User');
    expect((await attempt('guess', '10.6.0.50', 'ghost_user')).statusCode).toBe(429);
  });
});

describe('sign-in rate limit configuration', () => {
  it('when LOGIN_MAX_FAILURES_PER_USERNAME and LOGIN_FAILURE_WINDOW_MINUTES are set, uses them, and counts across instances', async () => {
    // A second instance of the service on the same database, configured differently.
    const strict = await startAuthTestApp(suite.db, {
      LOGIN_MAX_FAILURES_PER_USERNAME: '2',
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
