import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { startGateway } from './start-gateway';
import { closedPortUrl } from '../testing';

const SECRET = 'gateway-test-secret-0123456789-abcdefghijkl';

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
function token(payload: object, secret = SECRET, alg = 'HS256'): string {
  const head = `${b64url({ alg, typ: 'JWT' })}.${b64url(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
const valid = () =>
  token({ sub: '3', username: 'meera', role: 'user', ver: 0, jti: 'token-3', iat: now(), exp: now() + 600 });

async function upstream(name: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  // Keep the body as the bytes that arrived, to check the gateway forwards them unchanged.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.all('/*', async (req) => ({
    service: name,
    url: req.url,
    requestId: req.headers['x-request-id'] ?? null,
    forwardedFor: req.headers['x-forwarded-for'] ?? null,
    contentType: req.headers['content-type'] ?? null,
    body: req.body ?? null,
  }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** Auth as the gateway's token check sees it: user 3 exists at token version 0, nothing revoked. */
async function authStandIn(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.get('/internal/users/:id/token-state', async (req) => ({
    exists: (req.params as { id: string }).id === '3',
    version: 0,
    revoked: [],
  }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe('gateway', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  const upstreams: FastifyInstance[] = [];

  beforeAll(async () => {
    const stations = await upstream('stations');
    const bookings = await upstream('bookings');
    const auth = await authStandIn();
    upstreams.push(stations.app, bookings.app, auth.app);
    const down = await closedPortUrl();
    gateway = await startGateway(
      {
        JWT_SECRET: SECRET,
        LOG_LEVEL: 'silent',
        WEB_ROOT: '/nonexistent-web-root',
        STATIONS_URL: stations.url,
        BOOKINGS_URL: bookings.url,
        AUTH_URL: auth.url,
        PAYMENTS_URL: down,
        CHARGING_URL: down,
        ASSISTANT_URL: down,
      },
      false,
    );
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway.close();
    for (const u of upstreams) await u.close();
  });

  it('routes a public stations read to the stations service without a token, keeping the query', async () => {
    const res = await gateway.inject({ url: '/api/stations?state=Delhi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ service: 'stations', url: '/api/stations?state=Delhi' });
  });

  it('routes /api/stations/:id/availability to the bookings service (it owns slot capacity)', async () => {
    const res = await gateway.inject({ url: '/api/stations/12/availability?date=2026-11-23' });
    expect(res.json()).toMatchObject({
      service: 'bookings',
      url: '/api/stations/12/availability?date=2026-11-23',
    });
  });

  it('passes the request id on to the service and back to the caller', async () => {
    const res = await gateway.inject({
      url: '/api/bookings',
      headers: { authorization: `Bearer ${valid()}`, 'x-request-id': 'req-42' },
    });
    expect(res.json()).toMatchObject({ service: 'bookings', requestId: 'req-42' });
    expect(res.headers['x-request-id']).toBe('req-42');
  });

  it('tells the service the client address it saw, never one the client claims', async () => {
    const res = await gateway.inject({
      url: '/api/stations',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(res.json()).toMatchObject({ forwardedFor: '203.0.113.7' });
  });

  it.each([
    ['no token', undefined],
    ['alg none', token({ sub: '1', username: 'x', role: 'admin', exp: 9e9 }, SECRET, 'none')],
    [
      'wrong secret',
      token({ sub: '1', username: 'x', role: 'admin', exp: 9e9 }, 'not-the-secret-not-the-secret-xxxx'),
    ],
    ['garbage', 'abc.def.ghi'],
  ])('rejects a protected route early with 401 JSON (%s)', async (_label, bearer) => {
    const res = await gateway.inject({
      url: '/api/bookings',
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('answers a JSON 503 naming the service when that service is down', async () => {
    const res = await gateway.inject({
      url: '/api/payments',
      headers: { authorization: `Bearer ${valid()}` },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The payments service is unavailable right now. Please try again shortly.',
    });
  });

  it('passes a JSON body through unchanged, however deeply nested, for the service to judge', async () => {
    const headers = { authorization: `Bearer ${valid()}`, 'content-type': 'application/json' };
    const payload = JSON.stringify({ stationId: 12, note: 'चार्ज ⚡', nested: { a: [1, 2, { b: null }] } });
    const res = await gateway.inject({ method: 'POST', url: '/api/bookings', headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.objectContaining({ service: 'bookings', contentType: 'application/json', body: payload }),
    );

    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const nested = await gateway.inject({ method: 'POST', url: '/api/bookings', headers, payload: deep });
    expect(nested.statusCode).toBe(200);
    expect(nested.json()).toEqual(expect.objectContaining({ service: 'bookings', body: deep }));
  });

  it('answers 400, not 500, for a URL with a malformed percent-escape', async () => {
    for (const url of ['/api/stations?city=%', '/api/stations/%zz', '/api/stations?state=Delhi%E0%A4']) {
      const res = await gateway.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().message).toMatch(/not (a )?valid/i);
    }
  });

  it('answers 404 JSON for an /api path no service owns', async () => {
    const res = await gateway.inject({
      url: '/api/nothing-here',
      headers: { authorization: `Bearer ${valid()}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route GET /api/nothing-here not found');
  });

  it('compresses large responses for clients that accept brotli', async () => {
    const res = await gateway.inject({
      url: '/api/docs/static/swagger-ui.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sets security headers', async () => {
    const res = await gateway.inject({ url: '/api/stations' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
    );
  });

  it('limits sign-in attempts per client with a readable 429', async () => {
    const attempts = [];
    for (let i = 0; i < 21; i++) {
      attempts.push(
        await gateway.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'someone', password: 'wrong-password' },
          remoteAddress: '10.9.9.9',
        }),
      );
    }
    // The first 20 are relayed to auth (its stand-in here has no sign-in route: 404), the 21st is not.
    expect(attempts.slice(0, 20).every((r) => r.statusCode === 404)).toBe(true);
    const last = attempts[20];
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/Too many sign-in attempts/);
    // Ordinary API traffic from the same client is not affected by the sign-in budget.
    expect((await gateway.inject({ url: '/api/stations', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
  });
});
