import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  DEFAULT_SERVICE_PORTS,
  SERVICE_NAMES,
  loadRuntimeConfig,
  metricsPort,
} from '@chargesetu/shared/runtime';
import { parse } from 'yaml';

// The deployment files checked statically (npm run test:compose runs them for real, under podman): the
// compose file parses, every app builds from a Dockerfile that exists and produces a small, non-root,
// health-checked image, and every container gets the environment its config schema requires.

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
  container_name?: string;
  volumes?: string[];
}
interface Compose {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

/** Compose's variable interpolation, as the compose test's image builds resolve it. */
const { interpolate } = createRequire(__filename)('../tools/compose-test/interpolate.cjs') as {
  interpolate: (value: string, vars: Record<string, string | undefined>) => string;
};

const compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
const APPS = [...SERVICE_NAMES, 'gateway'] as const;
const portOf = (app: string) =>
  app === 'gateway' ? 3000 : DEFAULT_SERVICE_PORTS[app as keyof typeof DEFAULT_SERVICE_PORTS];
const sampleEnv = { JWT_SECRET: 'compose-test-secret-0123456789abcdefghij' };

function containerEnv(app: string, vars: Record<string, string | undefined> = sampleEnv) {
  return Object.fromEntries(
    Object.entries(compose.services[app].environment ?? {}).map(([k, v]) => [
      k,
      interpolate(String(v), vars),
    ]),
  );
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, RabbitMQ with its management UI, the gateway, the seven services and the simulated chargers', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...APPS, 'charger-sim', 'postgres', 'rabbitmq'].sort());
    // Official images unless POSTGRES_IMAGE / RABBITMQ_IMAGE name others (tools/compose-test's stand-ins).
    expect(interpolate(compose.services['rabbitmq'].image ?? '', {})).toMatch(/^rabbitmq:[\d.]+-management$/);
    expect(interpolate(compose.services['postgres'].image ?? '', {})).toMatch(/^postgres:\d+/);
  });

  it('gives every container a restart policy and the infrastructure health checks and named volumes', () => {
    for (const [name, s] of Object.entries(compose.services))
      expect([name, s.restart]).toEqual([name, 'unless-stopped']);
    for (const infra of ['postgres', 'rabbitmq']) {
      expect(compose.services[infra].healthcheck?.test.length).toBeGreaterThan(0);
      const [volume] = (compose.services[infra].volumes ?? [''])[0].split(':');
      expect(Object.keys(compose.volumes)).toContain(volume);
    }
  });

  it.each(APPS)('%s builds from an existing multi-stage Dockerfile with its own app and port', (app) => {
    const s = compose.services[app];
    expect(s.build?.context).toBe('.');
    expect(existsSync(path.join(root, s.build?.dockerfile ?? 'missing'))).toBe(true);
    expect(s.build?.args?.['APP']).toBe(app);
    expect(existsSync(path.join(root, 'apps', app, 'src/main.ts'))).toBe(true);
    expect(Number(s.build?.args?.['APP_PORT'])).toBe(portOf(app));
  });

  it.each(APPS)('%s starts only once PostgreSQL and RabbitMQ are healthy', (app) => {
    const deps = compose.services[app].depends_on ?? {};
    expect(deps['postgres']).toEqual({ condition: 'service_healthy' });
    expect(deps['rabbitmq']).toEqual({ condition: 'service_healthy' });
  });

  it('starts the gateway once every service is healthy, and publishes only its port', () => {
    const deps = compose.services['gateway'].depends_on ?? {};
    for (const svc of SERVICE_NAMES) expect(deps[svc]).toEqual({ condition: 'service_healthy' });
    expect(compose.services['gateway'].ports).toEqual(['${GATEWAY_PORT:-3000}:3000']);
  });

  it.each(SERVICE_NAMES)('%s can be scaled: no host port, no fixed container name', (svc) => {
    expect(compose.services[svc].ports).toBeUndefined();
    expect(compose.services[svc].container_name).toBeUndefined();
  });

  it.each(APPS)('%s gets what its config schema requires, and reaches the others by service name', (app) => {
    const env = containerEnv(app);
    if (app === 'gateway') {
      // The public entry owns no data: it never holds the database or broker credentials.
      expect(env['DATABASE_URL']).toBeUndefined();
      expect(env['AMQP_URL']).toBeUndefined();
    } else {
      // A service refuses to start without these (startService).
      expect(env['DATABASE_URL']).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(env['AMQP_URL']).toMatch(/^amqp:\/\/[^@]+@rabbitmq:5672$/);
    }
    const config = loadRuntimeConfig(env);
    expect(config.JWT_SECRET).toBe(sampleEnv.JWT_SECRET);
    expect(config.HOST).toBe('0.0.0.0');
    // It listens where its image's health check and the others look for it.
    const listens =
      app === 'gateway'
        ? config.PORT
        : (config as unknown as Record<string, number>)[`${app.toUpperCase()}_PORT`];
    expect(listens).toBe(Number(compose.services[app].build?.args?.['APP_PORT']));
    for (const svc of SERVICE_NAMES) {
      expect((config as unknown as Record<string, string>)[`${svc.toUpperCase()}_URL`]).toBe(
        `http://${svc}:${DEFAULT_SERVICE_PORTS[svc]}`,
      );
    }
  });

  it.each(APPS)(
    '%s serves metrics on a port of its own, on the compose network only, never published',
    (app) => {
      const config = loadRuntimeConfig(containerEnv(app));
      const port = metricsPort(config, app === 'gateway' ? 'entry' : app);
      expect(port).toBeGreaterThan(0);
      expect(port).not.toBe(Number(compose.services[app].build?.args?.['APP_PORT']));
      expect(config.METRICS_HOST).toBe('0.0.0.0');
      expect(compose.services[app].expose).toEqual([String(port)]);
      expect((compose.services[app].ports ?? []).join()).not.toContain(String(port));
      // No browser origin is allowed by default in production.
      expect(config.CORS_ORIGINS).toBe('');
    },
  );

  it('refuses to start without a JWT secret instead of using a default', () => {
    expect(() => containerEnv('bookings', {})).toThrow(/JWT_SECRET/);
  });

  it('lets the gateway serve the web build that its image contains', () => {
    expect(containerEnv('gateway')['WEB_ROOT']).toBe('/app/web');
    expect(read('docker/service.Dockerfile')).toMatch(
      /COPY --from=build \/repo\/dist\/apps\/web\/ \.\/web\//,
    );
  });
});

describe('docker/service.Dockerfile', () => {
  const dockerfile = read('docker/service.Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it('builds in one stage and runs from a fresh one', () => {
    expect(stages.map((s) => s.split('\n')[0])).toEqual([
      '${NODE_IMAGE} AS build',
      '${NODE_IMAGE} AS runtime',
    ]);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:26[.\d]*-bookworm-slim$/m);
  });

  it('installs only the production packages the bundle loads', () => {
    const runtime = stages[1];
    expect(runtime).toContain('COPY --from=build /repo/dist/apps/${APP}/package.json ./package.json');
    expect(runtime).toMatch(/npm install --omit=dev/);
    expect(runtime).not.toMatch(/npm ci(?! --omit)/);
  });

  it('runs as a non-root user with a health check on /ready', () => {
    const runtime = stages[1];
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/ready/m);
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "main\.js"\]$/m);
  });

  it('keeps secrets and build output out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', '.env', '.data', '.git']) expect(ignored).toContain(entry);
  });
});
