import { assistantService } from '@chargesetu/assistant/service';
import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { AdminSystem } from '@chargesetu/shared/contracts';
import { SERVICE_NAMES } from '@chargesetu/shared/runtime';
import { startTestPlatform } from '@chargesetu/shared/runtime/testing';
import { freePort, registerDriver, useTestPlatform } from '@chargesetu/shared/testing';
import { edgePlugin } from './edge.plugin';

jest.setTimeout(120_000);

const ADMIN_PASSWORD = 'Admin-system-test-1';

/** A port nothing listens on right now, for the platform's metrics listener. */
// The all-in-one host with the real edge and its own metrics listener: the route reads /ready in process
// and the listener over HTTP, as `npm start` does. The assistant is configured with a language model
// (never called here: only whether one is configured is reported).
let metricsPort = 0;
const platformOf = useTestPlatform(async (backends) => {
  metricsPort = await freePort();
  return startTestPlatform([authService, bookingsService, assistantService], backends, {
    jwtSecret: 'admin-system-test-secret-0123456789abcdef0',
    edge: edgePlugin,
    env: {
      ADMIN_PASSWORD,
      WEB_ROOT: '/nonexistent-web-root',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      METRICS_PORT: String(metricsPort),
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_API_KEY: 'sk-never-shown-0123456789',
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

async function system(token: string): Promise<AdminSystem> {
  const res = await call('/api/admin/system', token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** What PostgreSQL itself says, through the auth service's connection. */
async function sql<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await platformOf().contextOf('auth').dataSource.query(text, params);
  return row as T;
}

// The metrics listener serves one rendering for a second: wait past it to see new figures.
const pastMetricsCache = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('GET /api/admin/system (all-in-one, real PostgreSQL and broker)', () => {
  it("reports every service ready, with the outbox backlog and dead letters its process's metrics keep", async () => {
    const body = await system(await adminToken());
    expect(body.mode).toBe('all-in-one');
    expect(body.services.map((s) => s.name)).toEqual([...SERVICE_NAMES]);
    for (const s of body.services) expect(s.status).toBe('ready');
    const byName = Object.fromEntries(body.services.map((s) => [s.name, s]));
    // Nothing is waiting: the relays have published the seed's events, and no message was dead-lettered.
    expect(byName['bookings']).toMatchObject({ outboxBacklog: 0, deadLetters: 0 });
    expect(byName['auth']).toMatchObject({ outboxBacklog: 0, deadLetters: null }); // auth consumes nothing
    // Services this process does not run have no gauges here: unknown, not 0.
    expect(byName['payments']).toMatchObject({ outboxBacklog: null, deadLetters: null, schemaBytes: null });
  });

  it("reports each schema's size and the database's as PostgreSQL measures them", async () => {
    const body = await system(await adminToken());
    const { database, bytes } = await sql<{ database: string; bytes: string }>(
      'SELECT current_database() AS database, pg_database_size(current_database())::text AS bytes',
    );
    expect(body.databaseKind).toBe(platformOf().env['DATABASE_URL'] ? 'postgresql' : 'embedded');
    expect(body.databases).toHaveLength(1);
    expect(body.databases[0].name).toBe(database);
    // The same measure a moment apart: within a few pages of each other.
    expect(Math.abs(body.databases[0].bytes - Number(bytes))).toBeLessThan(1024 * 1024);

    const byName = Object.fromEntries(body.services.map((s) => [s.name, s]));
    const [{ schemaBytes: bookings }, { schemaBytes: auth }] = [byName['bookings'], byName['auth']];
    const measured = await sql<{ bytes: string }>(
      `SELECT sum(pg_total_relation_size(c.oid))::text AS bytes FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind IN ('r', 'm')`,
      ['bookings'],
    );
    expect(bookings).toBe(Number(measured.bytes));
    expect(auth).toBeGreaterThan(0);
    expect((bookings ?? 0) + (auth ?? 0)).toBeLessThanOrEqual(body.databases[0].bytes);
  });

  it("times the public API's requests, and only those, from the entry's latency histogram", async () => {
    const token = await adminToken();
    await pastMetricsCache();
    const before = await system(token);
    if (!before.api) throw new Error('the entry reported no API timing');
    for (let i = 0; i < 3; i++) expect((await call('/api/bookings', token)).statusCode).toBe(200);
    await call('/ready'); // not an API route: not counted
    await pastMetricsCache();
    const after = await system(token);
    // The three reads and the first system read itself were answered since.
    expect(after.api?.requests).toBe(before.api.requests + 4);
    expect(after.api?.averageMs).toBeGreaterThan(0);
    expect(after.api?.averageMs).toBeLessThan(60_000);
  });

  it('reports what the platform is connected to, never a secret', async () => {
    const res = await call('/api/admin/system', await adminToken());
    const body: AdminSystem = res.json();
    expect(body.integrations).toEqual({
      languageModel: true,
      mapTileOrigins: ['https://*.tile.openstreetmap.org'],
    });
    expect(res.body).not.toContain('sk-never-shown');
    expect(res.body).not.toContain('127.0.0.1:9');
  });

  it('refuses a query parameter with 400 naming it', async () => {
    const res = await call('/api/admin/system?verbose=1', await adminToken());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('verbose') });
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
