import type { InProcessBus } from '@chargesetu/shared/messaging';
import { deriveInternalToken, REVOKED_USER_HEADER } from '@chargesetu/shared/server-kit';
import { craftToken, issuedClaims, TEST_JWT_SECRET, testClient, useAuthTestApp } from '../../testing';
import { revokedTokensRepository } from '../repositories/revoked-tokens.repository';
import { MAX_LIVE_REVOCATIONS_PER_USER } from '../use-cases/sign-out';

// The cache is as long as a test may take: only the revocations' own forget() can make them immediate.
const suite = useAuthTestApp({ TOKEN_STATE_CACHE_MS: '60000' });
const client = testClient(() => suite.t);
const me = (token: string) => client.call('GET', '/api/auth/me', { token });
const logout = (token: string) => client.call('POST', '/api/auth/logout', { token });
const INVALID = 'Your session is invalid or has expired. Please sign in again.';
const tokenState = (id: number) =>
  suite.t.app.inject({
    url: `/internal/users/${id}/token-state`,
    headers: { 'x-internal-token': deriveInternalToken(TEST_JWT_SECRET) },
  });

// The seeded administrator, for the reset.
beforeAll(() => suite.t.seed());

describe('POST /api/auth/logout', () => {
  it('revokes exactly the presented token: it is refused at once, another session stays signed in', async () => {
    const s = await client.newUser();
    const other = (await client.login(s.user.username, s.password)).json().token as string;
    expect((await me(s.token)).statusCode).toBe(200); // now cached for a minute
    const res = await logout(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out' });
    const after = await me(s.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(INVALID);
    expect((await logout(s.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('keeps the revocation until the token would have expired, and the purge removes it after', async () => {
    const s = await client.newUser();
    await logout(s.token);
    const [row] = await suite.t.ctx.dataSource.query(
      `SELECT expires_at FROM auth.revoked_tokens WHERE user_id = $1`,
      [s.user.id],
    );
    const exp = JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString()).exp as number;
    expect(new Date(row.expires_at).getTime()).toBe(exp * 1000);
    await suite.t.ctx.dataSource.query(
      `UPDATE auth.revoked_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [s.user.id],
    );
    expect(await revokedTokensRepository(suite.t.ctx.dataSource).purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(
      await suite.t.ctx.dataSource.query(`SELECT 1 FROM auth.revoked_tokens WHERE user_id = $1`, [s.user.id]),
    ).toEqual([]);
  });

  it(`beyond ${MAX_LIVE_REVOCATIONS_PER_USER} live revocations, a logout revokes all the user's tokens (the list stays short)`, async () => {
    const s = await client.newUser();
    const other = (await client.login(s.user.username, s.password)).json().token as string;
    await suite.t.ctx.dataSource.query(
      `INSERT INTO auth.revoked_tokens (jti, user_id, expires_at)
       SELECT 'filler-' || $1::text || '-' || g, $1::int, now() + interval '1 hour'
         FROM generate_series(1, $2::int) g`,
      [s.user.id, MAX_LIVE_REVOCATIONS_PER_USER],
    );
    expect((await logout(s.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await tokenState(s.user.id)).json()).toEqual({ exists: true, version: 1, revoked: [] });
  });

  it('without a token responds 401', async () => {
    expect((await client.call('POST', '/api/auth/logout')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/reset-password revokes earlier tokens', () => {
  it('the old token and other sessions get 401; the answer carries a fresh token that works', async () => {
    const s = await client.newUser({ password: 'first-pass' });
    const other = (await client.login(s.user.username, 'first-pass')).json().token as string;
    expect((await me(s.token)).statusCode).toBe(200);
    const res = await client.call('POST', '/api/auth/reset-password', {
      token: s.token,
      payload: { currentPassword: 'first-pass', newPassword: 'second-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been updated', token: expect.any(String) });
    expect(res.headers[REVOKED_USER_HEADER]).toBeUndefined(); // no gateway in front: nothing to announce
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const fresh = res.json().token as string;
    expect((await me(fresh)).json().user.id).toBe(s.user.id);
    expect((await tokenState(s.user.id)).json()).toMatchObject({ exists: true, version: 1 });
  });
});

describe('POST /api/auth/admin/reset-user-password revokes the target’s tokens', () => {
  it('the target’s token gets 401 at once; the administrator stays signed in', async () => {
    const target = await client.newUser();
    expect((await me(target.token)).statusCode).toBe(200);
    const admin = await client.adminToken();
    const res = await client.call('POST', '/api/auth/admin/reset-user-password', {
      token: admin,
      payload: { userId: target.user.id, newPassword: 'reset-by-admin' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await client.login(target.user.username, 'reset-by-admin')).statusCode).toBe(200);
  });
});

describe('auth.tokens.revoked: every revocation tells every process, through the outbox', () => {
  const revokedEventsOf = async (userId: number) => {
    const rows: Array<{ envelope: unknown }> = await suite.t.ctx.dataSource.query(
      `SELECT envelope FROM auth.outbox WHERE event_type = 'auth.tokens.revoked' ORDER BY id`,
    );
    return rows
      .map((r) => (typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope))
      .filter((e) => e.data?.userId === userId);
  };

  it('logout, a password change and an administrator’s reset each enqueue one; a refused change none', async () => {
    const s = await client.newUser({ password: 'first-pass' });
    const wrong = await client.call('POST', '/api/auth/reset-password', {
      token: s.token,
      payload: { currentPassword: 'not-it', newPassword: 'second-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await revokedEventsOf(s.user.id)).toEqual([]);

    const other = (await client.login(s.user.username, 'first-pass')).json().token as string;
    expect((await logout(s.token)).statusCode).toBe(200);
    expect(await revokedEventsOf(s.user.id)).toHaveLength(1);
    const changed = await client.call('POST', '/api/auth/reset-password', {
      token: other,
      payload: { currentPassword: 'first-pass', newPassword: 'second-pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await revokedEventsOf(s.user.id)).toHaveLength(2);
    const reset = await client.call('POST', '/api/auth/admin/reset-user-password', {
      token: await client.adminToken(),
      payload: { userId: s.user.id, newPassword: 'reset-by-admin' },
    });
    expect(reset.statusCode).toBe(200);
    const events = await revokedEventsOf(s.user.id);
    expect(events).toHaveLength(3);
    for (const e of events)
      expect(e).toMatchObject({ type: 'auth.tokens.revoked', version: 1, data: { userId: s.user.id } });

    // The relay publishes them; a process's broadcast subscription gets them.
    const seen: number[] = [];
    await suite.t.ctx.bus.subscribeBroadcast(['auth.tokens.revoked'], (e) => {
      if ((e.data as { userId: number }).userId === s.user.id) seen.push(e.version);
    });
    await suite.t.ctx.relay.flush();
    await (suite.t.ctx.bus as InProcessBus).idle();
    expect(seen).toEqual([1, 1, 1]);
  });
});

describe('tokens that name nobody or claim too much', () => {
  it.each([
    ['a user id nobody has', { sub: '2000000000' }],
    ['sub beyond the id range', { sub: '99999999999' }],
    ['sub not a number', { sub: 'abc' }],
    ['iat in the future', { iat: Math.floor(Date.now() / 1000) + 3600 }],
    ['a lifetime longer than configured (1 h)', { exp: Math.floor(Date.now() / 1000) + 7200 }],
    ['an earlier token version', { ver: -1 }],
    ['a later token version', { ver: 5 }],
  ])('%s: 401, never 500', async (_what, overrides) => {
    const s = await client.newUser();
    const token = craftToken(issuedClaims(s.user, overrides));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(INVALID);
  });
});

describe('GET /internal/users/:id/token-state', () => {
  it('answers existence, version and the live revoked ids, only with the internal token', async () => {
    const s = await client.newUser();
    expect((await tokenState(s.user.id)).json()).toEqual({ exists: true, version: 0, revoked: [] });
    await logout(s.token);
    const jti = JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString()).jti;
    expect((await tokenState(s.user.id)).json()).toEqual({ exists: true, version: 0, revoked: [jti] });
    expect((await tokenState(2_000_000_000)).json()).toEqual({ exists: false, version: 0, revoked: [] });
    const outside = await suite.t.app.inject({ url: `/internal/users/${s.user.id}/token-state` });
    expect(outside.statusCode).toBe(404);
  });
});
