import { createServer } from 'node:net';
import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { AdminSystem } from '@chargesetu/shared/contracts';
import { SERVICE_NAMES } from '@chargesetu/shared/runtime';
import { startTestPlatform } from '@chargesetu/shared/runtime/testing';
import { registerDriver, useTestPlatform } from '@chargesetu/shared/testing';
import { edgePlugin } from './edge.plugin';

jest.setTimeout(120_000);

const ADMIN_PASSWORD = 'Admin-system-test-1';

/** A port nothing listens on right now, for the platform's metrics listener. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The all-in-one host with the real edge and its own metrics listener: the route reads /ready in process
// and the listener over HTTP, as `npm start` does.
let metricsPort = 0;
const platformOf = useTestPlatform(async (backends) => {
  metricsPort = await freePort();
  return startTestPlatform([authService, bookingsService], backends, {
    jwtSecret: 'admin-system-test-secret-0123456789abcdef0',
    edge: edgePlugin,
    env: {
      ADMIN_PASSWORD,
      WEB_ROOT: '/nonexistent-web-root',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      METRICS_PORT: String(metricsPort),
    },
  });
});

const call = (url: string, token?: string) =>
  platformOf().app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function adminToken(): Promise<string> {
  const res = await platformOf().app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

describe('GET /api/admin/system (all-in-one, real PostgreSQL and broker)', () => {
  it("reports every service ready, with the outbox backlog and dead letters its process's metrics keep", async () => {
    const res = await call('/api/admin/system', await adminToken());
    expect(res.statusCode).toBe(200);
    const body: AdminSystem = res.json();
    expect(body.mode).toBe('all-in-one');
    expect(body.services.map((s) => s.name)).toEqual([...SERVICE_NAMES]);
    for (const s of body.services) expect(s.status).toBe('ready');
    const byName = Object.fromEntries(body.services.map((s) => [s.name, s]));
    // Nothing is waiting: the relays have published the seed's events, and no message was dead-lettered.
    expect(byName['bookings']).toMatchObject({ outboxBacklog: 0, deadLetters: 0 });
    expect(byName['auth']).toMatchObject({ outboxBacklog: 0, deadLetters: null }); // auth consumes nothing
    // Services this process does not run have no outbox gauge here: unknown, not 0.
    expect(byName['payments']).toMatchObject({ outboxBacklog: null, deadLetters: null });
  });

  it('without a token answers 401, for a driver 403, each with a readable message', async () => {
    const none = await call('/api/admin/system');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, message: expect.stringMatching(/sign in/i) });

    const driver = await registerDriver((r) => platformOf().app.inject(r), {
      name: 'Kavya Iyer',
      connectorTypes: ['CCS2'],
      make: 'Tata',
      model: 'Nexon EV',
      platePrefix: 'KA 01',
    });
    const refused = await call('/api/admin/system', driver.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      statusCode: 403,
      message: 'This action requires administrator rights',
    });
  });
});
