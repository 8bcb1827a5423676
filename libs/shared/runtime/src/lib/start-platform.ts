import { EVENT_SUBSCRIPTIONS } from '@chargesetu/shared/contracts';
import path from 'node:path';
import { checkDatabase, closeEmbeddedDatabase, describeDatabase } from '@chargesetu/shared/db';
import { createAmqpBus, createInProcessBus, type EventBus } from '@chargesetu/shared/messaging';
import { createServer, deriveInternalToken } from '@chargesetu/shared/server-kit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createLogger } from './logger';
import { ProcessMetrics, startMetricsListener } from './metrics';
import { openService, seedService, type OpenedService } from './open-service';
import {
  loadRuntimeConfig,
  metricsPort,
  resolveJwtSecret,
  trustProxySetting,
  type RuntimeConfig,
} from './runtime-config';
import { injectServiceClient, type ServiceClient } from './service-client';
import type { ServiceModule } from './service-module';
import { onShutdown } from './shutdown';
import { databaseSize, schemaSize } from './storage-size';
import { buildTokenStateCache, followTokenRevocations } from './token-state';

/** What the host gives the edge. */
export interface EdgeOptions {
  config: RuntimeConfig;
  mode: 'platform' | 'gateway';
  /**
   * Calls to the services, for the routes the edge answers itself (the admin overview): in-process
   * inject in the all-in-one mode, HTTP to each service's URL in the gateway.
   */
  services: ServiceClient;
}

/**
 * The public edge (security headers, CORS, rate limits, early token check, API docs, the web app, and
 * the routes that gather data from several services).
 */
export type EdgePlugin = FastifyPluginAsync<EdgeOptions>;

export interface PlatformOptions {
  modules: ServiceModule[];
  edge: EdgePlugin;
  env?: NodeJS.ProcessEnv;
  /** Tests pass false to keep signal handlers out of the test process. */
  handleSignals?: boolean;
}

/**
 * All-in-one mode: every service plugin plus the edge in one process on one port. Embedded PostgreSQL
 * (PGlite in DATA_DIR) unless DATABASE_URL is set; an in-process bus with the same outbox and inbox
 * semantics unless AMQP_URL is set. The same service code runs as in microservices mode.
 */
export async function startPlatform(o: PlatformOptions) {
  const env = o.env ?? process.env;
  const config = loadRuntimeConfig(env);
  const logger = createLogger(config.LOG_LEVEL, { service: 'platform' });
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL }
    : { dataDir: path.resolve(config.DATA_DIR) };
  const metrics = new ProcessMetrics('platform');
  const bus: EventBus = metrics.instrumentBus(
    config.AMQP_URL
      ? createAmqpBus({
          url: config.AMQP_URL,
          exchange: config.AMQP_EXCHANGE,
          queuePrefix: config.AMQP_QUEUE_PREFIX,
          declareQueues: EVENT_SUBSCRIPTIONS,
          logger,
        })
      : createInProcessBus({ logger }),
  );

  const jwtSecret = resolveJwtSecret(config, true);
  let app: FastifyInstance | undefined;
  const services = injectServiceClient(() => {
    if (!app) throw new Error('platform not started yet');
    return app;
  }, deriveInternalToken(jwtSecret));
  const opened: OpenedService[] = [];
  try {
    // One after another: on embedded PostgreSQL all schemas share a single connection.
    for (const module of o.modules) {
      opened.push(await openService(module, { database, bus, logger, services, env }));
    }
    // Relays start only once every consumer queue exists, so no early event is dropped.
    for (const s of opened) {
      s.start();
      metrics.trackOutbox(s.ctx.name, () => s.ctx.relay.backlog());
      metrics.trackSchema(s.ctx.name, () => schemaSize(s.ctx.dataSource, s.module.schema));
    }
    if (opened.length) metrics.trackDatabase(() => databaseSize(opened[0].ctx.dataSource));
    // One process, one cache: auth's revocations drop the entry in it directly. Its broadcast matters
    // when several platforms share one database and broker (each forgets what another revoked).
    const tokenState = buildTokenStateCache(config, {
      services,
      local: opened,
    });
    await followTokenRevocations(bus, tokenState);
    const server = await createServer({
      name: 'platform',
      logger,
      trustProxy: trustProxySetting(config, 'edge'),
      jwt: { secret: jwtSecret, expiresIn: config.JWT_EXPIRES_IN },
      tokenState,
      readiness: {
        database: () => checkDatabase(opened[0].ctx.dataSource),
        broker: () => bus.check(),
      },
    });
    app = server as unknown as FastifyInstance;
    metrics.observeHttp(app);
    await server.register(o.edge, { config, mode: 'platform', services });
    for (const s of opened) await server.register(s.bound.routes);
    await server.ready();
    if (config.SEED_DEMO_DATA) {
      for (const s of opened) await seedService(s);
    }
    const address = await server.listen({ port: config.PORT, host: config.HOST });
    const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    logger.info(
      { database: describeDatabase(database), bus: bus.kind === 'amqp' ? 'RabbitMQ' : 'in-process bus', url },
      `ChargeSetu is running on ${describeDatabase(database)} with the ${bus.kind === 'amqp' ? 'RabbitMQ' : 'in-process'} bus: open ${url}`,
    );
    // Metrics on their own listener (METRICS_PORT, loopback by default), never on the public port.
    const metricsServer = await startMetricsListener(metrics, {
      host: config.METRICS_HOST,
      port: metricsPort(config, 'entry'),
      token: config.METRICS_TOKEN,
      logger,
    });
    const close = async () => {
      await server.close();
      await metricsServer.close();
      for (const s of opened.reverse()) await s.close();
      await bus.close();
      await closeEmbeddedDatabase();
    };
    if (o.handleSignals !== false) onShutdown(logger, [close]);
    return {
      app: server,
      url,
      metricsUrl: metricsServer.url,
      bus,
      contexts: opened.map((s) => s.ctx),
      /** Every service of the platform, bound to its deps. */
      opened: [...opened],
      close,
    };
  } catch (err) {
    for (const s of opened.reverse()) await s.close().catch(() => undefined);
    await bus.close().catch(() => undefined);
    await closeEmbeddedDatabase().catch(() => undefined);
    throw err;
  }
}
