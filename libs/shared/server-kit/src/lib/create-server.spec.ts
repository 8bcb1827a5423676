import { createHmac } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { authenticate, requireRole, signToken } from './auth';
import { createServer } from './create-server';
import { conflict } from './http-error';
import { deriveInternalToken, requireInternal } from './internal-auth';
import { TokenStateCache } from './token-state';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

function b64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}
function hs256(payload: object, secret: string): string {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

async function buildApp(ready: Record<string, () => Promise<void>> = {}) {
  const app = await createServer({
    name: 'test',
    jwt: { secret: SECRET, expiresIn: '1h' },
    logger: false,
    readiness: ready,
    // Every user exists at version 0 with nothing revoked (auth.spec.ts covers the revocation checks).
    tokenState: new TokenStateCache(async () => ({ exists: true, version: 0, revoked: new Set() }), {
      ttlMs: 0,
    }),
  });
  app.get('/me', { preHandler: authenticate }, async (req) => req.user);
  app.get('/admin', { preHandler: requireRole('admin') }, async () => ({ ok: true }));
  app.post(
    '/items',
    { schema: { body: Type.Object({ name: Type.String({ minLength: 2 }) }) } },
    async () => ({}),
  );
  app.get('/boom', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  app.get('/sql-nul', async () => {
    // What TypeORM throws when PostgreSQL refuses U+0000 in text.
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      driverError: { code: '22021' },
    });
  });
  app.get(
    '/count',
    {
      schema: {
        querystring: Type.Object({ n: Type.Integer({ minimum: -2147483648, maximum: 2147483647 }) }),
      },
    },
    async (req) => req.query,
  );
  app.get('/echo/:word', async (req) => ({ params: req.params, query: req.query }));
  app.get('/taken', async () => {
    throw conflict('That username is already taken');
  });
  await app.ready();
  return app;
}

describe('createServer', () => {
  it('when a token is valid, exposes the user id, username and role', async () => {
    const app = await buildApp();
    const token = signToken(app, { id: 7, username: 'asha', role: 'user', tokenVersion: 0 });
    const res = await app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 7, username: 'asha', role: 'user', tokenVersion: 0 });
  });

  it.each([
    ['no token', undefined],
    [
      'alg none',
      `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: '1', username: 'x', role: 'admin', exp: 9e9 })}.`,
    ],
    [
      'wrong secret',
      hs256({ sub: '1', username: 'x', role: 'admin', exp: 9e9 }, 'another-secret-another-secret-xx'),
    ],
    ['no expiry', hs256({ sub: '1', username: 'x', role: 'admin' }, SECRET)],
    ['expired', hs256({ sub: '1', username: 'x', role: 'admin', exp: 1000 }, SECRET)],
  ])('when the token is forged or unusable (%s), answers 401 JSON', async (_label, token) => {
    const app = await buildApp();
    const res = await app.inject({
      url: '/admin',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(res.json().message).toMatch(/sign in/i);
  });

  it('when a user without the admin role calls an admin route, answers 403', async () => {
    const app = await buildApp();
    const token = signToken(app, { id: 2, username: 'ravi', role: 'user', tokenVersion: 0 });
    const res = await app.inject({ url: '/admin', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
  });

  it('when the body is invalid, answers 400 with a readable message naming the field', async () => {
    const app = await buildApp();
    const res = await app.inject({ method: 'POST', url: '/items', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.name must NOT have fewer than 2 characters');
    const missing = await app.inject({ method: 'POST', url: '/items', payload: {} });
    expect(missing.json().message).toBe('body: name is required');
  });

  it('refuses a NUL character anywhere in the body, query or params with 400, before any handler', async () => {
    const app = await buildApp();
    const nul = '\u0000';
    const cases = [
      app.inject({ method: 'POST', url: '/items', payload: { name: `ab${nul}c` } }),
      app.inject({ method: 'POST', url: '/items', payload: { name: 'abc', deep: [[{ [`k${nul}`]: 1 }]] } }),
      app.inject({ url: '/echo/ok?q=a%00b' }),
      app.inject({ url: '/echo/a%00b' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Text must not contain NUL (\\u0000) characters');
    }
    // Ordinary text, emoji and Devanagari pass.
    const fine = await app.inject({
      url: `/echo/${encodeURIComponent('चार्ज')}?q=${encodeURIComponent('⚡ ok')}`,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a number string that coerces to Infinity, which ajv would let through as an integer', async () => {
    const app = await buildApp();
    for (const url of ['/count?n=1e309', '/count?n=-1e309']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Numbers must be finite');
    }
    expect((await app.inject({ url: '/count?n=1e3' })).json()).toEqual({ n: 1000 });
  });

  it('answers 400, not 500, when the database refuses a NUL that got through', async () => {
    const app = await buildApp();
    const res = await app.inject({ url: '/sql-nul' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('UTF8');
  });

  it('when a handler crashes, answers 500 without leaking internals', async () => {
    const app = await buildApp();
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret_table');
    expect(res.json().message).toMatch(/went wrong/);
  });

  it('keeps the message of a client error such as 409', async () => {
    const app = await buildApp();
    const res = await app.inject({ url: '/taken' });
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'That username is already taken',
    });
  });

  it('echoes a sane incoming request id and replaces an unsafe one', async () => {
    const app = await buildApp();
    expect(
      (await app.inject({ url: '/health', headers: { 'x-request-id': 'abc-123' } })).headers['x-request-id'],
    ).toBe('abc-123');
    const replaced = (await app.inject({ url: '/health', headers: { 'x-request-id': 'bad id<script>' } }))
      .headers['x-request-id'];
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers JSON 404 for an unknown route', async () => {
    const app = await buildApp();
    const res = await app.inject({ url: '/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route GET /nope not found');
  });

  it('reports /ready 503 naming the failing dependency, 200 when all answer', async () => {
    let dbUp = false;
    const app = await buildApp({
      database: async () => {
        if (!dbUp) throw new Error('down');
      },
    });
    const down = await app.inject({ url: '/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json().checks).toEqual({ database: 'unavailable' });
    dbUp = true;
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
  });
});

describe('internal routes', () => {
  it('answer only calls that carry the internal token, and look missing otherwise', async () => {
    const app = await createServer({ name: 'test', jwt: { secret: SECRET, expiresIn: '1h' }, logger: false });
    app.get('/internal/ping', { preHandler: requireInternal }, async () => ({ pong: true }));
    await app.ready();
    expect((await app.inject({ url: '/internal/ping' })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/internal/ping', headers: { 'x-internal-token': 'guess' } })).statusCode,
    ).toBe(404);
    const ok = await app.inject({
      url: '/internal/ping',
      headers: { 'x-internal-token': deriveInternalToken(SECRET) },
    });
    expect(ok.json()).toEqual({ pong: true });
  });
});
