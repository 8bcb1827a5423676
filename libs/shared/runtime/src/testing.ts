// Test helper entry of the runtime (`@chargesetu/shared/runtime/testing`): never imported by a service's
// own code, only by its integration tests' helpers. It takes the test backends structurally, so the
// runtime does not depend on the testing library (which depends on it).
import { startPlatform, type EdgePlugin } from './lib/start-platform';
import type { EventEnvelope } from '@chargesetu/shared/messaging';
import type { ServiceContext, ServiceModule } from './lib/service-module';

export type TestPlatform = Awaited<ReturnType<typeof startPlatform>> & {
  /** A service's context (its `env` is what it started with: start another platform for other settings). */
  contextOf(name: string): ServiceContext;
  /**
   * Hands `event` straight to one consumer of a service, as the bus would deliver it (a redelivery, a
   * malformed message, concurrent copies): resolves when it was applied or absorbed, rejects as it would.
   */
  deliver(service: string, consumer: string, event: EventEnvelope): Promise<void>;
  /** The environment the platform started with. */
  env: Record<string, string>;
};

/** A test database (PostgreSQL URL or embedded data directory) and broker, as the testing library gives them. */
export interface TestBackendsLike {
  db: { url?: string; dataDir?: string };
  broker: { kind: string; url?: string; exchange?: string; queuePrefix?: string };
}

/**
 * The given service modules in one all-in-one platform on the test backends (their RabbitMQ when the
 * run has one, else the in-process bus), with the demo data (the station catalogue) seeded, no edge
 * and no signal handlers: how each service's integration tests run it with its real neighbours.
 */
export async function startTestPlatform(
  modules: ServiceModule[],
  { db, broker }: TestBackendsLike,
  o: {
    jwtSecret: string;
    env?: Record<string, string>;
    /** The public edge to mount (the real one for tests of the edge's own routes); none by default. */
    edge?: EdgePlugin;
  },
): Promise<TestPlatform> {
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    // No metrics listener: test platforms run side by side; a test that scrapes sets METRICS_PORT itself.
    METRICS_PORT: '0',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    JWT_SECRET: o.jwtSecret,
    SEED_DEMO_DATA: 'true',
    ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir ?? '' }),
    ...(broker.kind !== 'none' && broker.url
      ? {
          AMQP_URL: broker.url,
          AMQP_EXCHANGE: broker.exchange ?? '',
          AMQP_QUEUE_PREFIX: broker.queuePrefix ?? '',
        }
      : {}),
    ...o.env,
  };
  const edge = o.edge ?? (async () => undefined);
  const platform = await startPlatform({ modules, edge, handleSignals: false, env });
  const contextOf = (name: string) => {
    const ctx = platform.contexts.find((c) => c.name === name);
    if (!ctx) throw new Error(`no ${name} service in this platform`);
    return ctx;
  };
  const deliver = async (service: string, consumer: string, event: EventEnvelope) => {
    const opened = platform.opened.find((s) => s.ctx.name === service);
    const target = opened?.bound.consumers.find((c) => c.name === consumer);
    if (!target) throw new Error(`no consumer ${service}.${consumer} in this platform`);
    await target.handle(event);
  };
  return Object.assign(platform, { contextOf, deliver, env });
}
