import { craftToken, issuedClaims, testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
beforeAll(() => suite.t.seed());
// Wrong passwords in one test must not push the shared client IP over its limit in a later one.
beforeEach(() => suite.t.ctx.dataSource.query('DELETE FROM "auth"."login_failures"'));
const TOO_COMMON = 'This password is too common. Please choose a less predictable one.';

describe('POST /api/auth/reset-password', () => {
  const change = (token: string | undefined, payload: object) =>
    client.call('POST', '/api/auth/reset-password', { token, payload });

  it('when the current password is right, responds 200 "Your password has been updated"; only the new one signs in', async () => {
    const s = await client.newUser({ password: 'old-secret' });
    const res = await change(s.token, { currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been updated', token: expect.any(String) });
    expect((await client.login(s.user.username, 'old-secret')).statusCode).toBe(401);
    expect((await client.login(s.user.username, 'new-secret')).statusCode).toBe(200);
  });

  it('when the current password is wrong, responds 400 "Current password is incorrect" and keeps the old one', async () => {
    const s = await client.newUser({ password: 'old-secret' });
    const res = await change(s.token, { currentPassword: 'not-my-secret', newPassword: 'new-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Current password is incorrect');
    expect((await client.login(s.user.username, 'old-secret')).statusCode).toBe(200);
  });

  it.each(['123456', 'password', 'aaaaaa', 'Qwerty123'])(
    'when the new password is the common %j, responds 400 "This password is too common. …" and keeps the old one',
    async (newPassword) => {
      const s = await client.newUser({ password: 'old-secret' });
      const res = await change(s.token, { currentPassword: 'old-secret', newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TOO_COMMON);
      expect((await client.login(s.user.username, 'old-secret')).statusCode).toBe(200);
    },
  );

  it.each([
    [{ newPassword: 'new-secret' }, 'Current password is required'],
    [
      { currentPassword: 'short', newPassword: 'new-secret' },
      'Current password must be at least 6 characters',
    ],
    [{ currentPassword: 'old-secret' }, 'New password is required'],
    [{ currentPassword: 'old-secret', newPassword: '12345' }, 'New password must be at least 6 characters'],
    [
      { currentPassword: 'old-secret', newPassword: 'x'.repeat(73) },
      'New password must be at most 72 characters',
    ],
    [
      { currentPassword: 'old-secret', newPassword: 'old-secret' },
      'New password must be different from the current password',
    ],
  ])('when the body is %j, responds 400 "%s"', async (body, message) => {
    const s = await client.newUser({ password: 'old-secret' });
    const res = await change(s.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await client.login(s.user.username, 'old-secret')).statusCode).toBe(200);
  });

  it('when the current password is guessed wrong 5 times, refuses the 6th try and sign-in from that address with 429, not from others', async () => {
    const s = await client.newUser({ password: 'old-secret' });
    for (let i = 0; i < 5; i++) {
      const res = await change(s.token, { currentPassword: `guess-${i}-x`, newPassword: 'new-secret' });
      expect(res.statusCode).toBe(400);
    }
    const locked = await change(s.token, { currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts for this account/);
    expect((await client.login(s.user.username, 'old-secret')).statusCode).toBe(429);
    expect((await client.login(s.user.username, 'old-secret', '10.8.0.1')).statusCode).toBe(200);
  });

  it('when there is no token, responds 401; when the account is gone, responds 401', async () => {
    const body = { currentPassword: 'old-secret', newPassword: 'new-secret' };
    expect((await change(undefined, body)).statusCode).toBe(401);
    const s = await client.newUser({ password: 'old-secret' });
    await suite.t.ctx.dataSource.query(`DELETE FROM "auth"."users" WHERE id = $1`, [s.user.id]);
    expect((await change(s.token, body)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/admin/reset-user-password', () => {
  const reset = (token: string | undefined, payload: object) =>
    client.call('POST', '/api/auth/admin/reset-user-password', { token, payload });

  it('when an administrator resets a user’s password, responds 200 with the spec’s message; the user signs in with it', async () => {
    const s = await client.newUser({ password: 'forgotten-pass' });
    const res = await reset(await client.adminToken(), { userId: s.user.id, newPassword: 'fresh-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: `Password for user ID ${s.user.id} has been updated` });
    expect((await client.login(s.user.username, 'forgotten-pass')).statusCode).toBe(401);
    expect((await client.login(s.user.username, 'fresh-pass')).statusCode).toBe(200);
  });

  it('when the user was locked out by failed sign-ins, the reset lifts the lock', async () => {
    const s = await client.newUser({ password: 'forgotten-pass' });
    for (let i = 0; i < 5; i++) await client.login(s.user.username, `guess-${i}`, '10.9.0.1');
    expect((await client.login(s.user.username, 'forgotten-pass', '10.9.0.1')).statusCode).toBe(429);
    await reset(await client.adminToken(), { userId: s.user.id, newPassword: 'fresh-pass' });
    expect((await client.login(s.user.username, 'fresh-pass', '10.9.0.1')).statusCode).toBe(200);
  });

  it('when an administrator names their own account, responds 403 "Use Change Password to change your own password" and changes nothing', async () => {
    const token = await client.adminToken();
    const me = await client.call('GET', '/api/auth/me', { token });
    const res = await reset(token, { userId: me.json().user.id, newPassword: 'taken-over-7' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Use Change Password to change your own password',
    });
    expect((await client.login('admin', 'taken-over-7')).statusCode).toBe(401);
    expect((await client.login('admin', 'Admin@123')).statusCode).toBe(200);
  });

  it.each(['123456', 'password', 'aaaaaa'])(
    'when the new password is the common %j, responds 400 "This password is too common. …"',
    async (newPassword) => {
      const s = await client.newUser({ password: 'forgotten-pass' });
      const res = await reset(await client.adminToken(), { userId: s.user.id, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TOO_COMMON);
      expect((await client.login(s.user.username, 'forgotten-pass')).statusCode).toBe(200);
    },
  );

  it('when an ordinary user calls it, responds 403 and changes nothing, whatever the body', async () => {
    const victim = await client.newUser({ password: 'victim-pass' });
    const s = await client.newUser();
    for (const body of [{ userId: victim.user.id, newPassword: 'hijacked' }, {}]) {
      const res = await reset(s.token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This action requires administrator rights');
    }
    expect((await client.login(victim.user.username, 'victim-pass')).statusCode).toBe(200);
  });

  it('when a user’s token claims role admin but the stored role is user, responds 403 (the database decides)', async () => {
    const s = await client.newUser();
    const forged = craftToken(issuedClaims({ ...s.user, role: 'admin' }));
    expect((await reset(forged, { userId: s.user.id, newPassword: 'whatever1' })).statusCode).toBe(403);
  });

  it('when the user id does not exist, responds 404 "User {id} was not found"', async () => {
    const res = await reset(await client.adminToken(), { userId: 987654, newPassword: 'fresh-pass' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User 987654 was not found');
  });

  it.each([
    [{ newPassword: 'fresh-pass' }, 'User ID is required'],
    [{ userId: 'abc', newPassword: 'fresh-pass' }, 'User ID must be a whole number of at least 1'],
    [{ userId: 1.5, newPassword: 'fresh-pass' }, 'User ID must be a whole number of at least 1'],
    [{ userId: 0, newPassword: 'fresh-pass' }, 'User ID must be a whole number of at least 1'],
    [{ userId: 1 }, 'New password is required'],
    [{ userId: 1, newPassword: '12345' }, 'New password must be at least 6 characters'],
  ])('when the body is %j, responds 400 "%s"', async (body, message) => {
    const res = await reset(await client.adminToken(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('when there is no token, responds 401', async () => {
    expect((await reset(undefined, { userId: 1, newPassword: 'fresh-pass' })).statusCode).toBe(401);
  });
});
