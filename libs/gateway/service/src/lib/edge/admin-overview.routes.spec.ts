import { createHmac } from 'node:crypto';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { startGateway } from '../start-gateway';
import { closedPortUrl } from '../../testing';

// Gateway mode: the overview calls each service over HTTP. Small stand-in services record what reaches
// them, so the test sees the internal token and the request id on the wire, and one of them can be
// taken down or made to answer off-contract.
const SECRET = 'admin-overview-gateway-secret-0123456789ab';

function token(sub: string, role: 'user' | 'admin'): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub, username: 'asha', role, ver: 0, jti: `token-${sub}`, iat: now, exp: now + 600 };
  const head = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}`;
  return `${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
}

interface Seen {
  url: string;
  internalToken: unknown;
  requestId: unknown;
}

async function service(routes: Record<string, () => unknown>, seen: Seen[]) {
  const app = Fastify();
  app.get('/*', async (req, reply) => {
    const answer = routes[req.url];
    // The gateway's token check asks auth for the caller's token state: not one of the overview's calls.
    if (req.url.endsWith('/token-state')) return answer ? answer() : reply.code(404).send({});
    seen.push({
      url: req.url,
      internalToken: req.headers['x-internal-token'],
      requestId: req.headers['x-request-id'],
    });
    return answer ? answer() : reply.code(404).send({ statusCode: 404, message: 'not found' });
  });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

describe('GET /api/admin/overview in gateway mode', () => {
  const seen: Seen[] = [];
  const upstreams: FastifyInstance[] = [];
  let bookingsAnswer: unknown = { activeSessions: 3 };
  let urls: Record<string, string>;

  beforeAll(async () => {
    const auth = await service(
      {
        '/internal/users/7': () => ({
          id: 7,
          username: 'admin',
          name: 'Platform Admin',
          email: 'a@b.in',
          role: 'admin',
        }),
        '/internal/users/8': () => ({
          id: 8,
          username: 'asha',
          name: 'Asha',
          email: 'asha@b.in',
          role: 'user',
        }),
        '/internal/stats/auth': () => ({ users: 41 }),
        '/internal/users/7/token-state': () => ({ exists: true, version: 0, revoked: [] }),
        '/internal/users/8/token-state': () => ({ exists: true, version: 0, revoked: [] }),
      },
      seen,
    );
    const stations = await service({ '/internal/stats/stations': () => ({ stations: 120 }) }, seen);
    const bookings = await service({ '/internal/stats/bookings': () => bookingsAnswer }, seen);
    const payments = await service({ '/internal/stats/payments': () => ({ revenue: '123456.70' }) }, seen);
    upstreams.push(auth.app, stations.app, bookings.app, payments.app);
    urls = { auth: auth.url, stations: stations.url, bookings: bookings.url, payments: payments.url };
  });
  afterAll(async () => {
    for (const u of upstreams) await u.close();
  });

  async function gateway(overrides: Record<string, string> = {}) {
    const down = await closedPortUrl();
    const app = await startGateway(
      {
        JWT_SECRET: SECRET,
        LOG_LEVEL: 'silent',
        WEB_ROOT: '/nonexistent-web-root',
        AUTH_URL: urls.auth,
        STATIONS_URL: urls.stations,
        BOOKINGS_URL: urls.bookings,
        PAYMENTS_URL: urls.payments,
        CHARGING_URL: down,
        ASSISTANT_URL: down,
        ...overrides,
      },
      false,
    );
    await app.ready();
    return app;
  }

  it('answers the four totals, asking each service with the internal token and the request id', async () => {
    const app = await gateway();
    seen.length = 0;
    const res = await app.inject({
      url: '/api/admin/overview',
      headers: { authorization: `Bearer ${token('7', 'admin')}`, 'x-request-id': 'admin-req-1' },
    });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ users: 41, stations: 120, activeSessions: 3, revenue: '123456.70' });
    expect(seen.map((s) => s.url).sort()).toEqual([
      '/internal/stats/auth',
      '/internal/stats/bookings',
      '/internal/stats/payments',
      '/internal/stats/stations',
      '/internal/users/7',
    ]);
    for (const s of seen) {
      expect(s.internalToken).toBe(deriveInternalToken(SECRET));
      expect(s.requestId).toBe('admin-req-1');
    }
  });

  it('when auth says the caller is not an administrator, answers 403 and asks no service for totals', async () => {
    const app = await gateway();
    seen.length = 0;
    const res = await app.inject({
      url: '/api/admin/overview',
      headers: { authorization: `Bearer ${token('8', 'admin')}` },
    });
    await app.close();
    expect(res.statusCode).toBe(403);
    expect(seen.map((s) => s.url)).toEqual(['/internal/users/8']);
  });

  it('when a service is down, answers a JSON 503 naming it', async () => {
    const app = await gateway({ PAYMENTS_URL: await closedPortUrl() });
    const res = await app.inject({
      url: '/api/admin/overview',
      headers: { authorization: `Bearer ${token('7', 'admin')}` },
    });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      statusCode: 503,
      message: 'The payments service is unavailable right now. Please try again shortly.',
    });
  });

  it('when a service answers off-contract, answers a JSON 502 naming it', async () => {
    bookingsAnswer = { activeSessions: 'many' };
    const app = await gateway();
    const res = await app.inject({
      url: '/api/admin/overview',
      headers: { authorization: `Bearer ${token('7', 'admin')}` },
    });
    await app.close();
    bookingsAnswer = { activeSessions: 3 };
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/bookings service gave an unexpected answer/);
  });

  it('is never proxied: a driver token gets 403 at the gateway, no token 401', async () => {
    const app = await gateway();
    seen.length = 0;
    const user = await app.inject({
      url: '/api/admin/overview',
      headers: { authorization: `Bearer ${token('8', 'user')}` },
    });
    const anonymous = await app.inject({ url: '/api/admin/overview' });
    await app.close();
    expect(user.statusCode).toBe(403);
    expect(anonymous.statusCode).toBe(401);
    expect(seen).toEqual([]);
  });

  it('is documented in the merged OpenAPI document the gateway serves', async () => {
    const app = await gateway();
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    await app.close();
    expect(Object.keys(doc.paths)).toContain('/api/admin/overview');
  });
});
