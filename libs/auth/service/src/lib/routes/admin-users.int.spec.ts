import { aVehicleBody, testClient, useAuthTestApp, type TestSession } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
const USERS = '/api/auth/admin/users';
let adminToken: string;
let driver: TestSession;
let other: TestSession;

/** Nothing secret in an answer: no bcrypt hash ($2a$/$2b$), no token, no password field. */
function expectNoSecrets(body: string, ...tokens: string[]) {
  expect(body).not.toMatch(/\$2[aby]\$/);
  expect(body).not.toMatch(/password|token/i);
  for (const token of tokens) expect(body).not.toContain(token);
}

beforeAll(async () => {
  await suite.t.seed();
  adminToken = await client.adminToken();
  driver = await client.newUser({ name: 'Zoya Qureshi', email: 'Zoya.Q@Example.in', username: 'zoya_q' });
  other = await client.newUser({ name: 'Kabir Das', username: 'kabir_d', email: 'kabir@example.in' });
  await client.call('POST', '/api/vehicles', { token: driver.token, payload: aVehicleBody() });
});

describe('GET /api/auth/admin/users', () => {
  it('without a token responds 401', async () => {
    expect((await client.call('GET', USERS)).statusCode).toBe(401);
  });

  it('for a driver responds 403 "This action requires administrator rights", even with a bad query', async () => {
    for (const url of [USERS, `${USERS}?limit=0`, `${USERS}/${other.user.id}`]) {
      const res = await client.call('GET', url, { token: driver.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This action requires administrator rights');
    }
  });

  it('lists drivers and administrators newest first, with role, email, name and joined date', async () => {
    const res = await client.call('GET', USERS, { token: adminToken });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ limit: 20, offset: 0 });
    expect(page.total).toBe(page.users.length);
    expect(page.users[0]).toEqual({
      id: other.user.id,
      username: 'kabir_d',
      name: 'Kabir Das',
      email: 'kabir@example.in',
      phone: other.user.phone,
      role: 'user',
      createdAt: other.user.createdAt,
    });
    expect(page.users.map((u: { role: string }) => u.role)).toEqual(
      expect.arrayContaining(['admin', 'user']),
    );
    expectNoSecrets(res.body, adminToken, driver.token);
  });

  it.each([
    ['part of the email, another letter case', 'zoya.q@EXAMPLE'],
    ['part of the name', 'qureSHI'],
    ['the username', 'ZOYA_Q'],
  ])('finds an account by %s', async (_what, q) => {
    const res = await client.call('GET', `${USERS}?q=${encodeURIComponent(q)}`, { token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().users.map((u: { id: number }) => u.id)).toEqual([driver.user.id]);
    expect(res.json().total).toBe(1);
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    const res = await client.call('GET', `${USERS}?q=${encodeURIComponent('%')}`, { token: adminToken });
    expect(res.json()).toMatchObject({ users: [], total: 0 });
  });

  it('pages with limit and offset, keeping the total', async () => {
    const all = (await client.call('GET', USERS, { token: adminToken })).json();
    const res = await client.call('GET', `${USERS}?limit=1&offset=1`, { token: adminToken });
    expect(res.json()).toEqual({ users: [all.users[1]], total: all.total, limit: 1, offset: 1 });
    const past = await client.call('GET', `${USERS}?offset=1000`, { token: adminToken });
    expect(past.json()).toMatchObject({ users: [], total: all.total });
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=abc', 'limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset must be a whole number of at least 0'],
    [`q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
  ])('refuses %s with 400 and a readable message', async (query, message) => {
    const res = await client.call('GET', `${USERS}?${query}`, { token: adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/auth/admin/users/:id', () => {
  it('answers the account with its vehicles and notification preferences, nothing secret', async () => {
    const res = await client.call('GET', `${USERS}/${driver.user.id}`, { token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: driver.user,
      vehicles: [expect.objectContaining({ userId: driver.user.id, make: 'Tata', model: 'Nexon EV' })],
      notifications: { bookingConfirmations: true, chargingUpdates: true, promotionalMessages: false },
    });
    expectNoSecrets(res.body, adminToken, driver.token);
  });

  it('for an unknown account responds 404 "User {id} was not found"', async () => {
    const res = await client.call('GET', `${USERS}/999999`, { token: adminToken });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User 999999 was not found');
  });

  it('for an id that is not a whole number responds 400', async () => {
    const res = await client.call('GET', `${USERS}/abc`, { token: adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The id in the address must be a whole number of at least 1');
  });
});
