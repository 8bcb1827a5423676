// The gateway's edge decides by the path its router sees (contracts' routingPath), however a client
// spells it: rate-limit class, public routes, the early token check, the owning service.
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { startGateway } from './start-gateway';

const SECRET = 'edge-paths-test-secret-0123456789-abcdefgh';
const SERVICES = ['auth', 'stations', 'bookings', 'payments', 'charging', 'assistant'];

/** A stand-in service that names itself and echoes the target it received. */
async function upstream(name: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.all('/*', async (req) => ({ service: name, url: req.url }));
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

async function gatewayWith(env: Record<string, string>, urls: Record<string, string>) {
  const gateway = await startGateway(
    {
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      WEB_ROOT: '/nonexistent-web-root',
      ...Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_URL`, urls[s]])),
      ...env,
    },
    false,
  );
  await gateway.ready();
  return gateway;
}

/** One raw HTTP/1.1 request: the request target goes on the wire exactly as given. */
function rawRequest(port: number, method: string, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      ),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () =>
      resolve({ status: Number(data.slice(9, 12)), body: data.split('\r\n\r\n')[1] ?? '' }),
    );
    socket.on('error', reject);
  });
}

describe('the gateway edge decides by the path the router sees', () => {
  const upstreams: FastifyInstance[] = [];
  const urls: Record<string, string> = {};
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    for (const s of SERVICES) {
      const u = await upstream(s);
      upstreams.push(u.app);
      urls[s] = u.url;
    }
    gateway = await gatewayWith({ RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_API_PER_MINUTE: '5' }, urls);
  });
  afterAll(async () => {
    await gateway?.close();
    for (const u of upstreams) await u.close();
  });

  const post = (url: string, remoteAddress: string) =>
    gateway.inject({ method: 'POST', url, remoteAddress, payload: { username: 'x', password: 'y' } });

  it('counts every spelling of sign-in and registration against the sign-in budget', async () => {
    const ip = '198.51.100.1';
    const spellings = ['/api/auth/%72egister', '/api/auth/%6Cogin', '/%61pi/auth/register'];
    for (const url of spellings) {
      const res = await post(url, ip);
      // Relayed to auth as the client sent it: the service decodes it the same way.
      expect([url, res.statusCode, res.json()]).toEqual([url, 200, { service: 'auth', url }]);
    }
    const refused = await post('/api/auth/login', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please wait/);
    expect((await post('/api/auth/%6Cogin', ip)).statusCode).toBe(429);
  });

  it('limits every request the router sends under /api, however its path is spelled', async () => {
    const ip = '198.51.100.2';
    const spellings = [
      '/api/stations',
      '/%61pi/stations',
      '/api/%73tations?x=1',
      '/%61pi/stations/%31',
      '/api/stations',
    ];
    for (const url of spellings) {
      const res = await gateway.inject({ url, remoteAddress: ip });
      expect([url, res.statusCode, res.json().service]).toEqual([url, 200, 'stations']);
    }
    const refused = await gateway.inject({ url: '/%61pi/stations', remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please slow down/);
    // Outside the API nothing is limited.
    expect((await gateway.inject({ url: '/health', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('does not treat a path the router sends elsewhere as sign-in, nor as public', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 3; i += 1) expect((await post('/api/auth/login', ip)).statusCode).toBe(200);
    expect((await post('/api/auth/login', ip)).statusCode).toBe(429);
    // The router keeps a trailing slash, `;` and case: not the sign-in route, so the general budget and
    // the token check apply.
    for (const url of ['/api/auth/login/', '/api/auth/login;x=1', '/api/auth/LOGIN']) {
      expect([url, (await post(url, ip)).statusCode]).toEqual([url, 401]);
    }
  });

  it('checks tokens and finds the owning service on the decoded path', async () => {
    const ip = '198.51.100.4';
    // A protected route, however spelled, needs a token.
    const bookings = await gateway.inject({ url: '/%61pi/bookings', remoteAddress: ip });
    expect(bookings.statusCode).toBe(401);
    // A public read spelled with escapes is that public read, relayed unchanged to its owner.
    const station = await gateway.inject({ url: '/api/stations/%31%32', remoteAddress: ip });
    expect([station.statusCode, station.json()]).toEqual([
      200,
      { service: 'stations', url: '/api/stations/%31%32' },
    ]);
    const availability = await gateway.inject({ url: '/%61pi/stations/7/%61vailability', remoteAddress: ip });
    expect(availability.json()).toEqual({ service: 'bookings', url: '/%61pi/stations/7/%61vailability' });
  });

  it('limits and relays an absolute-form request target by its path', async () => {
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gateway.server.address() as { port: number };
    const target = 'http://evil.example/api/auth/login';
    for (let i = 0; i < 3; i += 1) {
      const res = await rawRequest(port, 'POST', target);
      expect([res.status, JSON.parse(res.body)]).toEqual([200, { service: 'auth', url: '/api/auth/login' }]);
    }
    const refused = await rawRequest(port, 'POST', 'http://evil.example/%61pi/auth/register');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toMatch(/^Too many sign-in attempts/);
  });

  it('never serves /metrics on the public port', async () => {
    const res = await gateway.inject({ url: '/metrics', remoteAddress: '198.51.100.5' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });
});

describe('CORS at the gateway', () => {
  const upstreams: FastifyInstance[] = [];
  const urls: Record<string, string> = {};
  beforeAll(async () => {
    for (const s of SERVICES) {
      const u = await upstream(s);
      upstreams.push(u.app);
      urls[s] = u.url;
    }
  });
  afterAll(async () => {
    for (const u of upstreams) await u.close();
  });

  const fromDevServer = { origin: 'http://localhost:5173' };

  it('allows no browser origin by default, the Vite dev servers included', async () => {
    const gateway = await gatewayWith({}, urls);
    try {
      const res = await gateway.inject({ url: '/api/stations', headers: fromDevServer });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await gateway.inject({
        method: 'OPTIONS',
        url: '/api/bookings',
        headers: { ...fromDevServer, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });

  it('allows the origins listed in CORS_ORIGINS, with credentials', async () => {
    const gateway = await gatewayWith(
      { CORS_ORIGINS: 'https://app.example.in, http://localhost:5173' },
      urls,
    );
    try {
      const res = await gateway.inject({ url: '/api/stations', headers: fromDevServer });
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      const other = await gateway.inject({
        url: '/api/stations',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });
});
