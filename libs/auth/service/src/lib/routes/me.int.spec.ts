import {
  craftToken,
  issuedClaims,
  TEST_JWT_SECRET,
  testClient,
  unsignedToken,
  useAuthTestApp,
} from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
const me = (token?: string) => client.call('GET', '/api/auth/me', { token });
const patchMe = (token: string | undefined, payload: object) =>
  client.call('PATCH', '/api/auth/me', { token, payload });
const now = () => Math.floor(Date.now() / 1000);

describe('GET /api/auth/me', () => {
  it('when the token is valid, responds 200 with the stored user and never the password', async () => {
    const s = await client.newUser({ name: 'Dev Patel' });
    const res = await me(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { ...s.user, name: 'Dev Patel' } });
    expect(res.body).not.toMatch(/password|\$2[aby]\$/);
  });

  it('when the role changed in the database since sign-in, answers the new role', async () => {
    const s = await client.newUser();
    await suite.t.ctx.dataSource.query(`UPDATE "auth"."users" SET role = 'admin' WHERE id = $1`, [s.user.id]);
    expect((await me(s.token)).json().user.role).toBe('admin');
  });

  it('when the user was deleted after sign-in, responds 401', async () => {
    const s = await client.newUser();
    await suite.t.ctx.dataSource.query(`DELETE FROM "auth"."users" WHERE id = $1`, [s.user.id]);
    const res = await me(s.token);
    expect(res.statusCode).toBe(401);
    // The token check itself refuses a user who no longer exists, before the route reads the account.
    expect(res.json().message).toBe('Your session is invalid or has expired. Please sign in again.');
  });

  // Right in every way (iat, ver, jti) but what each case changes.
  const claims = (id: number, extra: object = {}) =>
    issuedClaims({ id, username: 'x' }, { exp: undefined, ...extra });
  it.each([
    ['no token', () => undefined],
    ['a malformed token', () => 'not.a.token'],
    ['an expired token', (id: number) => craftToken(claims(id, { exp: now() - 60 }))],
    ['a token without expiry', (id: number) => craftToken(claims(id))],
    [
      'a token signed with another secret',
      (id: number) => craftToken(claims(id, { role: 'admin', exp: now() + 600 }), 'x'.repeat(40)),
    ],
    [
      'an unsigned token (alg none)',
      (id: number) => unsignedToken(claims(id, { role: 'admin', exp: now() + 600 })),
    ],
    [
      'a token claiming HS512',
      (id: number) => craftToken(claims(id, { exp: now() + 600 }), TEST_JWT_SECRET, 'HS512'),
    ],
  ])('when the request carries %s, responds 401', async (_, make) => {
    const s = await client.newUser();
    const res = await me(make(s.user.id));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Unauthorized');
  });

  it('when a well-signed token is still fresh, accepts it (the crafted-token helper is sound)', async () => {
    const s = await client.newUser();
    const token = craftToken({ ...claims(s.user.id), username: s.user.username, exp: now() + 600 });
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('PATCH /api/auth/me', () => {
  it('when name, email and phone are valid, changes them and answers the stored user', async () => {
    const s = await client.newUser();
    const res = await patchMe(s.token, {
      name: ' Priya Iyer ',
      email: 'priya.iyer@example.in',
      phone: '+91 98450 12345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Priya Iyer',
      email: 'priya.iyer@example.in',
      phone: '+91 98450 12345',
    });
    expect((await me(s.token)).json().user.name).toBe('Priya Iyer');
  });

  it('when the body tries to change role, username or id, ignores those fields', async () => {
    const s = await client.newUser();
    const res = await patchMe(s.token, { role: 'admin', username: 'admin', id: 1, name: 'New Name' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: s.user.id,
      username: s.user.username,
      role: 'user',
      name: 'New Name',
    });
  });

  it('when the email belongs to someone else (any letter case), responds 409; one’s own email is fine', async () => {
    const other = await client.newUser({ email: 'Taken.Mail@example.in' });
    const s = await client.newUser();
    const res = await patchMe(s.token, { email: 'taken.mail@EXAMPLE.in' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with that email already exists');
    expect((await patchMe(other.token, { email: 'TAKEN.MAIL@example.in' })).statusCode).toBe(200);
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: '   ' }, 'Name is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, 'Phone number must be at least 10 characters'],
    [{ phone: 'abcdefghijk' }, 'Phone number may contain only digits, spaces, +, - and brackets'],
  ])('when the body is %j, responds 400 "%s" and changes nothing', async (body, message) => {
    const s = await client.newUser();
    const res = await patchMe(s.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await me(s.token)).json().user).toEqual(s.user);
  });

  it('when there is no token, responds 401', async () => {
    expect((await patchMe(undefined, { name: 'Someone' })).statusCode).toBe(401);
  });
});
