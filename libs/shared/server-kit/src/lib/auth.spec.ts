import { createHmac } from 'node:crypto';
import { authenticate, lifetimeSeconds, parseSubject, SESSION_INVALID, signToken } from './auth';
import { createServer } from './create-server';
import { TokenStateCache, type TokenState } from './token-state';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const now = () => Math.floor(Date.now() / 1000);
const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function hs256(payload: object): string {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`;
  return `${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
}

/** Claims as auth issues them for user 7 at version 0, a one-hour lifetime. */
const claims = (overrides: object = {}) => ({
  sub: '7',
  username: 'asha',
  role: 'user',
  ver: 0,
  jti: 'the-token-id',
  iat: now(),
  exp: now() + 3600,
  ...overrides,
});

/** A server with a 1 h token lifetime whose token states come from `states` (a missing id: no user). */
async function buildApp(states: Map<number, TokenState | Error>, expiresIn = '1h') {
  const asked: number[] = [];
  const app = await createServer({
    name: 'test',
    jwt: { secret: SECRET, expiresIn },
    logger: false,
    tokenState: new TokenStateCache(
      async (id) => {
        asked.push(id);
        const s = states.get(id);
        if (s instanceof Error) throw s;
        return s ?? { exists: false, version: 0, revoked: new Set() };
      },
      { ttlMs: 0 },
    ),
  });
  app.get('/me', { preHandler: authenticate }, async (req) => ({ id: req.user.id }));
  await app.ready();
  const me = (token: string) => app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
  return { app, me, asked };
}

const user7 = () =>
  new Map<number, TokenState | Error>([[7, { exists: true, version: 0, revoked: new Set() }]]);

describe('authenticate: claims beyond the signature', () => {
  it('accepts a token as auth issues it (iat, exp within the lifetime, ver current, jti not revoked)', async () => {
    const { me, app } = await buildApp(user7());
    expect((await me(hs256(claims()))).statusCode).toBe(200);
    const signed = signToken(app, { id: 7, username: 'asha', role: 'user', tokenVersion: 0 });
    expect((await me(signed)).statusCode).toBe(200);
  });

  it.each([
    ['sub beyond int4', { sub: '99999999999' }],
    ['sub just beyond int4', { sub: '2147483648' }],
    ['sub not a number', { sub: 'abc' }],
    ['sub zero', { sub: '0' }],
    ['sub negative', { sub: '-7' }],
    ['sub in exponent form', { sub: '7e0' }],
    ['sub as a JSON number', { sub: 7 }],
    ['iat a minute in the future', { iat: now() + 60 }],
    ['no iat', { iat: undefined }],
    ['iat not a number', { iat: 'yesterday' }],
    ['a lifetime longer than configured', { iat: now(), exp: now() + 3601 }],
    ['a backdated iat with a far exp', { iat: now() - 10, exp: now() + 30 * 86_400 }],
    ['no ver', { ver: undefined }],
    ['ver not an integer', { ver: '0' }],
    ['no jti', { jti: undefined }],
    ['an empty jti', { jti: '' }],
  ])('refuses %s with 401 (never 500) without asking for the token state', async (_what, bad) => {
    const { me, asked } = await buildApp(user7());
    const res = await me(hs256(claims(bad)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: SESSION_INVALID });
    expect(asked).toEqual([]);
  });

  it('accepts iat a few seconds ahead (clock skew between hosts)', async () => {
    const { me } = await buildApp(user7());
    expect((await me(hs256(claims({ iat: now() + 3, exp: now() + 3600 })))).statusCode).toBe(200);
  });

  it('refuses a token of a user who does not exist', async () => {
    const { me, asked } = await buildApp(user7());
    const res = await me(hs256(claims({ sub: '8' })));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_INVALID);
    expect(asked).toEqual([8]);
  });

  it('refuses a token of an earlier version (password changed) and a revoked jti (logout)', async () => {
    const states = new Map<number, TokenState | Error>([
      [7, { exists: true, version: 1, revoked: new Set() }],
      [9, { exists: true, version: 0, revoked: new Set(['gone']) }],
    ]);
    const { me } = await buildApp(states);
    expect((await me(hs256(claims({ ver: 0 })))).statusCode).toBe(401);
    expect((await me(hs256(claims({ ver: 1 })))).statusCode).toBe(200);
    expect((await me(hs256(claims({ sub: '9', jti: 'gone' })))).statusCode).toBe(401);
    expect((await me(hs256(claims({ sub: '9', jti: 'kept' })))).statusCode).toBe(200);
  });

  it('answers 503 with a readable message when the token state cannot be read (auth down)', async () => {
    const { me } = await buildApp(new Map([[7, new Error('connect ECONNREFUSED')]]));
    const res = await me(hs256(claims()));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/sign-in service is unavailable/);
  });

  it('fails closed on a server built without a token state: 503, never a pass', async () => {
    const app = await createServer({ name: 'bare', jwt: { secret: SECRET, expiresIn: '1h' }, logger: false });
    app.get('/me', { preHandler: authenticate }, async () => ({ ok: true }));
    const res = await app.inject({ url: '/me', headers: { authorization: `Bearer ${hs256(claims())}` } });
    expect(res.statusCode).toBe(503);
  });
});

describe('lifetimeSeconds and parseSubject', () => {
  it('reads JWT_EXPIRES_IN forms', () => {
    expect([
      lifetimeSeconds('30s'),
      lifetimeSeconds('30m'),
      lifetimeSeconds('12h'),
      lifetimeSeconds('7d'),
    ]).toEqual([30, 1800, 43_200, 604_800]);
    expect(() => lifetimeSeconds('12 hours')).toThrow(/JWT_EXPIRES_IN/);
  });

  it('accepts only plain positive integers within int4', () => {
    expect(parseSubject('2147483647')).toBe(2_147_483_647);
    for (const bad of ['2147483648', '99999999999', '0', '01', 'abc', '', ' 7', '7.0', 7])
      expect(parseSubject(bad)).toBeNaN();
  });
});
