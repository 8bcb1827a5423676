import { aRegistration, testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
const post = (url: string, payload: object) => client.call('POST', url, { payload });

beforeAll(async () => {
  await suite.t.seed();
  await client.newUser({ username: 'Lakshmi_N', email: 'lakshmi@example.in', password: 'right-pass' });
});

// Failures from one test must not lock out the next.
beforeEach(async () => {
  await suite.t.ctx.dataSource.query('DELETE FROM "auth"."login_failures"');
});

describe('POST /api/auth/login', () => {
  it.each([
    ['the username', { username: 'Lakshmi_N' }],
    ['the username in another letter case', { username: ' lakshmi_n ' }],
    ['the email in the username field', { username: 'LAKSHMI@example.in' }],
    ['the email field (the other client reading)', { email: 'lakshmi@example.in' }],
  ])(
    'when signing in with %s and the right password, responds 200 with a token and the user',
    async (_, id) => {
      const res = await post('/api/auth/login', { ...id, password: 'right-pass' });
      expect(res.statusCode).toBe(200);
      const { token, user } = res.json();
      expect(user).toMatchObject({ username: 'Lakshmi_N', email: 'lakshmi@example.in', role: 'user' });
      expect(suite.t.app.jwt.verify<{ sub: string; username: string }>(token)).toMatchObject({
        sub: String(user.id),
        username: 'Lakshmi_N',
      });
      expect(res.body).not.toMatch(/right-pass|password|\$2[aby]\$/);
    },
  );

  it.each([
    ['a wrong password', { username: 'Lakshmi_N', password: 'wrong-pass' }],
    ['a password in the wrong letter case', { username: 'Lakshmi_N', password: 'RIGHT-PASS' }],
    ['an unknown username', { username: 'nobody_here', password: 'right-pass' }],
    ['an unknown email', { username: 'nobody@example.in', password: 'right-pass' }],
  ])('when signing in with %s, responds 401 "Invalid username or password"', async (_, body) => {
    const res = await post('/api/auth/login', body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid username or password',
    });
  });

  it('when the user is unknown, still spends about as long as for a wrong password (a bcrypt compare)', async () => {
    const time = async (username: string) => {
      const start = process.hrtime.bigint();
      expect((await post('/api/auth/login', { username, password: 'wrong-pass' })).statusCode).toBe(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    // Medians of three, so one slow moment on a busy machine does not decide.
    const median = async (username: string) => {
      const runs = [await time(username), await time(username), await time(username)];
      return runs.sort((a, b) => a - b)[1];
    };
    await time('nobody_warmup'); // the dummy hash is made on first use
    const unknown = await median('nobody_at_all');
    const known = await median('Lakshmi_N');
    expect(known).toBeGreaterThan(20);
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it.each([
    [{ password: 'right-pass' }, 'Please enter your username or email'],
    [{ username: '', password: 'right-pass' }, 'Please enter your username or email'],
    [{ username: 'Lakshmi_N' }, 'Please enter your password'],
    [{ username: 'Lakshmi_N', password: '' }, 'Please enter your password'],
  ])('when the body is %j, responds 400 "%s"', async (body, message) => {
    const res = await post('/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('POST /api/auth/admin/login', () => {
  it('when the administrator signs in, responds 200 with a token carrying role admin', async () => {
    const res = await post('/api/auth/admin/login', { username: 'admin', password: 'Admin@123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'admin', role: 'admin', name: 'Platform Admin' });
    expect(suite.t.app.jwt.verify<{ role: string }>(res.json().token).role).toBe('admin');
  });

  it('when an ordinary user signs in with the right password, responds 403 and no token', async () => {
    const res = await post('/api/auth/admin/login', { username: 'demo', password: 'Demo@123' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This area is restricted to administrators only',
    });
  });

  it.each([
    [{ username: 'admin', password: 'wrong-pass' }],
    [{ username: 'nobody_here', password: 'Admin@123' }],
  ])('when the credentials are wrong (%j), responds 401 "Invalid username or password"', async (body) => {
    const res = await post('/api/auth/admin/login', body);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid username or password');
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: 'admin' }, 'Password is required'],
    [{ username: ' ', password: 'x' }, 'Username is required'],
  ])('when the body is %j, responds 400 "%s"', async (body, message) => {
    const res = await post('/api/auth/admin/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('when a registration body is replayed here with role admin, still refuses a non-admin', async () => {
    const body = aRegistration({ username: 'would_be_admin' });
    await post('/api/auth/register', { ...body, role: 'admin' });
    const res = await post('/api/auth/admin/login', {
      username: body.username,
      password: body.password,
      role: 'admin',
    });
    expect(res.statusCode).toBe(403);
  });
});
