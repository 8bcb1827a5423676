import {
  backendPlan,
  describeBackends,
  freePort,
  itWithBroker,
  itWithRealDatabase,
  useTestBroker,
  useTestDatabase,
  type TestBroker,
  type TestDatabase,
} from '@chargesetu/shared/testing';
import type { AdminSystem } from '@chargesetu/shared/contracts';
import { Microservices, SERVICES } from './microservices';

jest.setTimeout(120_000);

// Microservices mode needs both real PostgreSQL and RabbitMQ; skip (with the reason) when either is missing.
const itWithServices = backendPlan().realDatabase ? itWithBroker : itWithRealDatabase;

const SECRET = 'microservices-test-secret-0123456789-abcdef';

describe('microservices mode (npm run start:services)', () => {
  let db: TestDatabase;
  let broker: TestBroker;
  let cluster: Microservices | undefined;
  let gatewayUrl = '';
  const ports: Record<string, number> = {};
  const metricsPorts: Record<string, number> = {};

  beforeAll(async () => {
    db = await useTestDatabase();
    broker = await useTestBroker();
    console.info(describeBackends(db, broker));
    if (broker.kind === 'none' || !db.url) return;
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: db.url,
      AMQP_URL: broker.url,
      AMQP_EXCHANGE: broker.exchange,
      AMQP_QUEUE_PREFIX: broker.queuePrefix,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    };
    for (const s of [...SERVICES, 'gateway']) {
      ports[s] = await freePort();
      metricsPorts[s] = await freePort();
    }
    for (const s of SERVICES) {
      env[`${s.toUpperCase()}_PORT`] = String(ports[s]);
      env[`${s.toUpperCase()}_URL`] = `http://127.0.0.1:${ports[s]}`;
      env[`${s.toUpperCase()}_METRICS_PORT`] = String(metricsPorts[s]);
    }
    env.PORT = String(ports.gateway);
    env.METRICS_PORT = String(metricsPorts.gateway);
    cluster = new Microservices(env);
    // Services migrate their own schemas; start them one by one like a first deploy, then the gateway.
    for (const s of SERVICES) {
      cluster.start(s);
      await cluster.waitReady(s, `http://127.0.0.1:${ports[s]}/ready`);
    }
    cluster.start('gateway');
    gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    await cluster.waitReady('gateway', `${gatewayUrl}/health`);
  });

  afterAll(async () => {
    await cluster?.stopAll();
    if (broker?.kind !== 'none') await broker?.cleanup();
    await db?.drop();
  });

  itWithServices('every service is ready on PostgreSQL and RabbitMQ, each in its own schema', async () => {
    for (const s of SERVICES) {
      const ready = await (await fetch(`http://127.0.0.1:${ports[s]}/ready`)).json();
      expect(ready).toMatchObject({ status: 'ready', service: s, checks: { database: 'ok', broker: 'ok' } });
    }
  });

  itWithServices('the gateway routes a public read to the stations service', async () => {
    const res = await fetch(`${gatewayUrl}/api/stations`, { headers: { 'x-request-id': 'e2e-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('e2e-1');
    expect(Array.isArray(await res.json())).toBe(true);
  });

  itWithServices('metrics are served on each process own metrics port, never on an API port', async () => {
    for (const p of [...SERVICES, 'gateway']) {
      expect([p, (await fetch(`http://127.0.0.1:${ports[p]}/metrics`)).status]).toEqual([p, 404]);
      const res = await fetch(`http://127.0.0.1:${metricsPorts[p]}/metrics`);
      expect([p, res.status]).toEqual([p, 200]);
      expect(await res.text()).toContain(`process="${p}"`);
    }
  });

  itWithServices('the gateway merges every service OpenAPI document', async () => {
    const doc = (await (await fetch(`${gatewayUrl}/api/openapi.json`)).json()) as { paths: object };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/stations', '/api/stations/{id}']));
  });

  itWithServices('the gateway answers the admin overview itself, from every service over HTTP', async () => {
    const token = await adminToken(gatewayUrl);
    const res = await fetch(`${gatewayUrl}/api/admin/overview`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const stations = (await (await fetch(`${gatewayUrl}/api/stations`)).json()) as unknown[];
    expect(await res.json()).toMatchObject({ stations: stations.length, activeSessions: 0, revenue: '0.00' });
    expect((await fetch(`${gatewayUrl}/api/admin/overview`)).status).toBe(401);
  });

  itWithServices(
    'the gateway reads every service process’s health and metrics for the admin System tab',
    async () => {
      const token = await adminToken(gatewayUrl);
      const res = await fetch(`${gatewayUrl}/api/admin/system`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const system = (await res.json()) as AdminSystem;
      expect(system.mode).toBe('microservices');
      expect(system.databaseKind).toBe('postgresql');
      // Each service's /ready over HTTP and its own process's metrics listener (<NAME>_METRICS_PORT).
      expect(system.services.map((s) => s.name).sort()).toEqual([...SERVICES].sort());
      for (const service of system.services) {
        expect(service).toMatchObject({ status: 'ready', outboxBacklog: expect.any(Number) });
        expect(service.schemaBytes).toBeGreaterThan(0);
      }
      // Services that consume events count their dead letters; the others have none to count.
      const deadLetters = Object.fromEntries(system.services.map((s) => [s.name, s.deadLetters]));
      expect(deadLetters).toMatchObject({
        bookings: 0,
        payments: 0,
        charging: 0,
        auth: null,
        stations: null,
      });
      expect(system.databases).toEqual([
        { name: new URL(db.url!).pathname.slice(1), bytes: expect.any(Number) },
      ]);
      // The assistant process answered over its internal route: no model is configured here.
      expect(system.integrations.languageModel).toBe(false);
      // The gateway's own listener timed the public requests it relayed (at least the login and this test's).
      expect(system.api?.requests).toBeGreaterThan(0);
      expect((await fetch(`${gatewayUrl}/api/admin/system`)).status).toBe(401);
    },
  );

  itWithServices('when a service process dies, the gateway answers a JSON 503 naming it', async () => {
    const token = await signedToken(gatewayUrl);
    await cluster!.kill('payments', 'SIGKILL');
    const res = await fetch(`${gatewayUrl}/api/payments`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      message: expect.stringContaining('payments service is unavailable'),
    });
  });

  itWithServices('a forged token is refused at the gateway', async () => {
    const forged = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '1', username: 'admin', role: 'admin', exp: 9e9 }),
    ).toString('base64url')}.`;
    const res = await fetch(`${gatewayUrl}/api/bookings`, { headers: { authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
  });
});

/** A real driver's token, registered through the gateway (tokens of made-up users are refused). */
async function signedToken(gatewayUrl: string): Promise<string> {
  const tag = `kavya${Date.now().toString(36)}`;
  const res = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Kavya Rao',
      email: `${tag}@example.in`,
      phone: '9876543210',
      username: tag,
      password: 'Kavya@Charge-2026',
    }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The seeded administrator's token, signed in through the gateway. */
async function adminToken(gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: process.env.ADMIN_PASSWORD ?? 'Admin@123' }),
  });
  if (res.status !== 200) throw new Error(`admin login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
