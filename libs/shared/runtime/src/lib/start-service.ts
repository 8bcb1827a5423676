import { EVENT_SUBSCRIPTIONS } from '@chargesetu/shared/contracts';
import { checkDatabase, describeDatabase } from '@chargesetu/shared/db';
import { createAmqpBus } from '@chargesetu/shared/messaging';
import { ConfigError, createServer, deriveInternalToken } from '@chargesetu/shared/server-kit';
import type { FastifyInstance } from 'fastify';
import { createLogger } from './logger';
import { ProcessMetrics, startMetricsListener } from './metrics';
import { openService, seedService } from './open-service';
import {
  loadRuntimeConfig,
  metricsPort,
  resolveJwtSecret,
  trustProxySetting,
  servicePort,
  serviceUrls,
} from './runtime-config';
import { httpServiceClient } from './service-client';
import type { ServiceModule } from './service-module';
import { onShutdown } from './shutdown';
import { databaseSize, schemaSize } from './storage-size';
import { buildTokenStateCache, followTokenRevocations } from './token-state';

/**
 * Microservices mode: one service in its own process, on its own port (<NAME>_PORT), against real
 * PostgreSQL (DATABASE_URL) and RabbitMQ (AMQP_URL). Both are required: events must cross processes.
 */
export async function startService(module: ServiceModule, env: NodeJS.ProcessEnv = process.env) {
  const config = loadRuntimeConfig(env);
  const missing = [
    !config.DATABASE_URL && 'DATABASE_URL: required in microservices mode (not set)',
    !config.AMQP_URL && 'AMQP_URL: required in microservices mode (not set)',
  ].filter((x): x is string => Boolean(x));
  if (missing.length) throw new ConfigError(missing);
  const logger = createLogger(config.LOG_LEVEL, { service: module.name });
  const metrics = new ProcessMetrics(module.name);
  const bus = metrics.instrumentBus(
    createAmqpBus({
      url: config.AMQP_URL as string,
      exchange: config.AMQP_EXCHANGE,
      queuePrefix: config.AMQP_QUEUE_PREFIX,
      declareQueues: EVENT_SUBSCRIPTIONS,
      logger,
    }),
  );
  const database = { url: config.DATABASE_URL };
  const jwtSecret = resolveJwtSecret(config, false);
  const services = httpServiceClient(serviceUrls(config), deriveInternalToken(jwtSecret));
  const opened = await openService(module, { database, bus, logger, services, env });
  opened.start();
  metrics.trackOutbox(module.name, () => opened.ctx.relay.backlog());
  metrics.trackSchema(module.name, () => schemaSize(opened.ctx.dataSource, module.schema));
  metrics.trackDatabase(() => databaseSize(opened.ctx.dataSource));
  // Behind the gateway, which has a token-state cache of its own: auth's revoking answers name the user.
  const tokenState = buildTokenStateCache(config, {
    services,
    local: [opened],
    announceRevocations: true,
  });
  // Every process forgets a revoked user when auth's broadcast arrives (and everything on a reconnect).
  await followTokenRevocations(bus, tokenState);
  const app = await createServer({
    name: module.name,
    logger,
    trustProxy: trustProxySetting(config, 'service'),
    jwt: { secret: jwtSecret, expiresIn: config.JWT_EXPIRES_IN },
    tokenState,
    readiness: { database: () => checkDatabase(opened.ctx.dataSource), broker: () => bus.check() },
  });
  metrics.observeHttp(app as unknown as FastifyInstance);
  await app.register(opened.bound.routes);
  if (config.SEED_DEMO_DATA) await seedService(opened);
  const address = await app.listen({ port: servicePort(config, module.name), host: config.HOST });
  logger.info(
    { database: describeDatabase(database), bus: 'RabbitMQ' },
    `${module.name} service listening at ${address}`,
  );
  // Metrics on their own listener (<NAME>_METRICS_PORT), never on the API port other processes reach.
  const metricsServer = await startMetricsListener(metrics, {
    host: config.METRICS_HOST,
    port: metricsPort(config, module.name),
    token: config.METRICS_TOKEN,
    logger,
  });
  onShutdown(logger, [
    () => app.close(),
    () => metricsServer.close(),
    () => opened.close(),
    () => bus.close(),
  ]);
  return { app, opened, bus, metricsUrl: metricsServer.url };
}
