import { aRegistration, testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
const register = (payload: object) => client.call('POST', '/api/auth/register', { payload });
const storedUser = async (username: string) =>
  (
    await suite.t.ctx.dataSource.query(
      `SELECT id, username, role, password_hash FROM "auth"."users" WHERE lower(username) = lower($1)`,
      [username],
    )
  )[0] as { id: number; username: string; role: string; password_hash: string } | undefined;
const userCount = async () =>
  (await suite.t.ctx.dataSource.query(`SELECT count(*)::int AS n FROM "auth"."users"`))[0].n as number;

describe('POST /api/auth/register', () => {
  it('when the details are valid, responds 201 with a token and the user, and stores a bcrypt hash', async () => {
    const body = aRegistration({ username: 'Ravi_K', name: '  Ravi Kumar ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'Ravi_K',
      name: 'Ravi Kumar',
      email: body.email,
      phone: '9876543210',
      role: 'user',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body).not.toMatch(/password|\$2[aby]\$/);
    const claims = suite.t.app.jwt.verify<{ sub: string; role: string; exp: number }>(token);
    expect(claims).toMatchObject({ sub: String(user.id), role: 'user' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    const [head] = token.split('.');
    expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const stored = await storedUser('ravi_k');
    expect(stored?.password_hash).toMatch(/^\$2[aby]\$10\$/);
    expect(stored?.password_hash).not.toContain(body.password);
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', '   ', 'Name is required'],
    ['name', undefined, 'Name is required'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['email', 'asha.example.in', 'Please enter a valid email address'],
    ['email', undefined, 'Email is required'],
    ['phone', '98765', 'Phone number must be at least 10 characters'],
    ['phone', undefined, 'Phone number is required'],
    ['phone', 'call me maybe', 'Phone number may contain only digits, spaces, +, - and brackets'],
    ['phone', '9'.repeat(21), 'Phone number must be at most 20 characters'],
    ['username', 'ash', 'Username must be at least 4 characters'],
    ['username', ' ash  ', 'Username must be at least 4 characters'],
    ['username', undefined, 'Username is required'],
    ['username', 'asha@home', 'Username may contain only letters, numbers, dots, hyphens and underscores'],
    ['username', 'u'.repeat(51), 'Username must be at most 50 characters'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', undefined, 'Password is required'],
    ['password', 'é'.repeat(40), 'Password must be at most 72 characters'],
    ['password', '123456', 'This password is too common. Please choose a less predictable one.'],
    ['password', 'password', 'This password is too common. Please choose a less predictable one.'],
    ['password', 'aaaaaa', 'This password is too common. Please choose a less predictable one.'],
    ['password', 'Password1', 'This password is too common. Please choose a less predictable one.'],
  ])('when %s is %j, responds 400 "%s" and creates nothing', async (field, value, message) => {
    const body: Record<string, unknown> = aRegistration();
    if (value === undefined) delete body[field];
    else body[field] = value;
    const before = await userCount();
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await userCount()).toBe(before);
  });

  it('when the username is taken in another letter case, responds 409 "That username is already taken"', async () => {
    expect((await register(aRegistration({ username: 'Meera_S' }))).statusCode).toBe(201);
    const res = await register(aRegistration({ username: 'meera_s' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('That username is already taken');
  });

  it('when the email is taken in another letter case, responds 409 "An account with that email already exists"', async () => {
    expect((await register(aRegistration({ email: 'Kiran@Example.in' }))).statusCode).toBe(201);
    const res = await register(aRegistration({ email: 'kiran@example.IN' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with that email already exists');
  });

  it('when two registrations for one username race, exactly one succeeds and the other gets 409', async () => {
    const results = await Promise.all([
      register(aRegistration({ username: 'Race_Winner' })),
      register(aRegistration({ username: 'race_winner' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe('That username is already taken');
  });

  it.each(['admin', 'Admin', 'ADMIN', ' admin '])(
    'when the username is the reserved %j, responds 409 and creates nothing',
    async (username) => {
      const before = await userCount();
      const res = await register(aRegistration({ username }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The username "admin" is reserved. Please choose another username.');
      expect(await userCount()).toBe(before);
    },
  );

  it('when the body asks for role admin (mass assignment), creates an ordinary user anyway', async () => {
    const res = await register({ ...aRegistration({ username: 'sneaky_one' }), role: 'admin', id: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('user');
    expect(res.json().user.id).not.toBe(1);
    expect(suite.t.app.jwt.verify<{ role: string }>(res.json().token).role).toBe('user');
    expect((await storedUser('sneaky_one'))?.role).toBe('user');
  });
});
