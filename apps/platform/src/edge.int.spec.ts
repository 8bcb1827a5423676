// The all-in-one platform's edge (issue #15): decisions by the path the router sees, internal calls
// outside the clients' rate budgets, metrics off the public port, no CORS origin by default.
import { freePort, useTestDatabase, type TestDatabase } from '@chargesetu/shared/testing';
import { startChargeSetu } from './platform';

jest.setTimeout(90_000);

describe('the all-in-one platform edge', () => {
  let db: TestDatabase;
  let metricsPort: number;
  let platform: Awaited<ReturnType<typeof startChargeSetu>>;

  beforeAll(async () => {
    db = await useTestDatabase();
    metricsPort = await freePort();
    platform = await startChargeSetu(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'platform-edge-test-secret-0123456789-abcd',
        WEB_ROOT: '/nonexistent-web-root',
        METRICS_PORT: String(metricsPort),
        RATE_LIMIT_AUTH_PER_MINUTE: '3',
        RATE_LIMIT_API_PER_MINUTE: '5',
        ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir }),
      },
      false,
    );
  });

  afterAll(async () => {
    await platform?.close();
    await db?.drop();
  });

  const register = (url: string, remoteAddress: string) =>
    platform.app.inject({ method: 'POST', url, remoteAddress, payload: { username: 'x' } });

  it('counts registration and sign-in against the sign-in budget however the path is spelled', async () => {
    const ip = '198.51.100.11';
    // Each reaches the registration (or sign-in) handler, which refuses the incomplete body.
    for (const url of ['/%61pi/auth/register', '/api/auth/%72egister', '/api/auth/%6Cogin']) {
      const res = await register(url, ip);
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
    const refused = await register('/%61pi/auth/%72egister', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please wait/);
  });

  it('answers an API path spelled with escapes as the API, never as the web app', async () => {
    const res = await platform.app.inject({ url: '/%61pi/bookings', remoteAddress: '198.51.100.12' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('when one client has spent its API budget, calls between services still work', async () => {
    // inject() comes from 127.0.0.1, as the in-process calls of the services do.
    for (let i = 0; i < 5; i += 1)
      expect((await platform.app.inject({ url: '/api/stations' })).statusCode).toBe(200);
    const spent = await platform.app.inject({ url: '/api/stations' });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toMatch(/^Too many requests\. Please slow down/);

    // The assistant's reads of stations (any service's ServiceClient): an internal call, never counted.
    const { services } = platform.contexts.find((c) => c.name === 'assistant')!;
    for (let i = 0; i < 3; i += 1) {
      const read = await services.request('stations', { url: '/api/stations' });
      expect(read.statusCode).toBe(200);
      expect(Array.isArray(read.body)).toBe(true);
    }
    // A made-up internal token is a client like any other.
    const forged = await platform.app.inject({
      url: '/api/stations',
      headers: { 'x-internal-token': 'f'.repeat(64) },
    });
    expect(forged.statusCode).toBe(429);
  });

  it('serves metrics on a loopback listener of their own, never on the public port', async () => {
    const open = await platform.app.inject({ url: '/metrics', remoteAddress: '198.51.100.13' });
    expect(open.statusCode).toBe(404);
    expect(open.body).not.toContain('http_requests_total');
    expect(platform.metricsUrl).toBe(`http://127.0.0.1:${metricsPort}`);
    const scrape = await fetch(`${platform.metricsUrl}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('process="platform"');
  });

  it('allows no browser origin by default', async () => {
    const res = await platform.app.inject({
      url: '/api/stations',
      remoteAddress: '198.51.100.14',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
