import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChargePoint, Station } from '@chargesetu/shared/contracts';
import {
  describeBackends,
  eventually,
  useTestBroker,
  useTestDatabase,
  type TestBroker,
  type TestDatabase,
} from '@chargesetu/shared/testing';
import { startChargeSetu } from './platform';

jest.setTimeout(90_000);

describe('the all-in-one platform', () => {
  let db: TestDatabase;
  let broker: TestBroker;
  let webRoot: string;
  let env: NodeJS.ProcessEnv;
  let platform: Awaited<ReturnType<typeof startChargeSetu>>;

  beforeAll(async () => {
    db = await useTestDatabase();
    broker = await useTestBroker();
    console.info(describeBackends(db, broker));
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'cs-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><title>ChargeSetu</title><div id="root"></div>',
    );
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
    env = {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'platform-test-secret-0123456789-abcdefgh',
      WEB_ROOT: webRoot,
      ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir }),
      ...(broker.kind === 'none'
        ? {}
        : { AMQP_URL: broker.url, AMQP_EXCHANGE: broker.exchange, AMQP_QUEUE_PREFIX: broker.queuePrefix }),
    };
    platform = await startChargeSetu(env, false);
  });

  afterAll(async () => {
    await platform?.close();
    if (broker?.kind !== 'none') await broker?.cleanup();
    await db?.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('is live and ready on its database and bus', async () => {
    expect((await platform.app.inject({ url: '/health' })).json()).toMatchObject({ status: 'ok' });
    expect((await platform.app.inject({ url: '/ready' })).json()).toMatchObject({ status: 'ready' });
  });

  it('answers GET /api/stations with a JSON list, without sign-in', async () => {
    const res = await platform.app.inject({ url: '/api/stations' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('refuses a protected route without a token with 401 JSON', async () => {
    const res = await platform.app.inject({ url: '/api/bookings' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Unauthorized');
  });

  it('keeps /internal routes private on the public port', async () => {
    expect((await platform.app.inject({ url: '/internal/stations/1' })).statusCode).toBe(404);
  });

  it('serves the web app with an SPA fallback for deep links, and hashed assets cached for a year', async () => {
    const page = await platform.app.inject({ url: '/station/12' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const asset = await platform.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // Unknown API paths answer JSON, never the web page: protected by default, then 404 once signed in.
    const anonymous = await platform.app.inject({ url: '/api/unknown-thing' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');
    // User 1 exists (the seeded administrator) at token version 0.
    const token = platform.app.jwt.sign({
      sub: '1',
      username: 'asha',
      role: 'user',
      ver: 0,
      jti: 'spa-probe',
    });
    const signedIn = await platform.app.inject({
      url: '/api/unknown-thing',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json().message).toBe('Route GET /api/unknown-thing not found');
  });

  it('serves merged API documentation', async () => {
    const doc = (await platform.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/stations', '/api/stations/{id}']));
    expect((await platform.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('plays a simulated charger per station with live status, over OCPP 1.6J to its own public port', async () => {
    const login = await platform.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'admin', password: 'Admin@123' },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const stations: Station[] = (await platform.app.inject({ url: '/api/stations' })).json();
    const live = stations.filter((s) => s.hasLiveStatus);
    expect(live.length).toBeGreaterThan(0);
    await eventually(
      async () => {
        const list: ChargePoint[] = (await platform.app.inject({ url: '/api/admin/charge-points', headers: auth })).json();
        const simulated = list.filter((cp) => /^CS\d+$/.test(cp.id));
        expect(simulated).toHaveLength(live.length);
        for (const cp of simulated) {
          const station = live.find((s) => s.id === cp.stationId)!;
          expect(cp).toMatchObject({ online: true, vendor: 'ChargeSetu', model: 'Simulator' });
          expect(cp.connectors.map((c) => [c.chargerIndex, c.status])).toEqual(
            station.chargers.map((_, i) => [i, 'Available']),
          );
        }
      },
      30_000,
      250,
    );
  });

  it('starts again on the same database without redoing migrations or seeds', async () => {
    const before = (await platform.app.inject({ url: '/api/stations' })).json().length;
    await platform.close();
    platform = await startChargeSetu(env, false);
    expect((await platform.app.inject({ url: '/api/stations' })).json()).toHaveLength(before);
  });
});
