import { EVENT_SUBSCRIPTIONS } from '@chargesetu/shared/contracts';
import { checkDatabase, describeDatabase } from '@chargesetu/shared/db';
import { createAmqpBus } from '@chargesetu/shared/messaging';
import { ConfigError, createServer, deriveInternalToken } from '@chargesetu/shared/server-kit';
import type { FastifyInstance } from 'fastify';
import { createLogger } from './logger';
import { ProcessMetrics } from './metrics';
import { openService, seedService } from './open-service';
import {
  loadRuntimeConfig,
  resolveJwtSecret,
  trustProxySetting,
  servicePort,
  serviceUrls,
} from './runtime-config';
import { httpServiceClient } from './service-client';
import type { ServiceModule } from './service-module';
import { onShutdown } from './shutdown';

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
  const opened = await openService(module, {
    database,
    bus,
    logger,
    services: httpServiceClient(serviceUrls(config), deriveInternalToken(jwtSecret)),
    env,
  });
  opened.start();
  metrics.trackOutbox(module.name, () => opened.ctx.relay.backlog());
  const app = await createServer({
    name: module.name,
    logger,
    trustProxy: trustProxySetting(config, 'service'),
    jwt: { secret: jwtSecret, expiresIn: config.JWT_EXPIRES_IN },
    readiness: { database: () => checkDatabase(opened.ctx.dataSource), broker: () => bus.check() },
  });
  metrics.observeHttp(app as unknown as FastifyInstance);
  metrics.registerRoute(app as unknown as FastifyInstance, config.METRICS_TOKEN);
  await app.register(module.routes, { ctx: opened.ctx });
  if (config.SEED_DEMO_DATA) await seedService(module, opened.ctx);
  const address = await app.listen({ port: servicePort(config, module.name), host: config.HOST });
  logger.info(
    { database: describeDatabase(database), bus: 'RabbitMQ' },
    `${module.name} service listening at ${address}`,
  );
  onShutdown(logger, [() => app.close(), () => opened.close(), () => bus.close()]);
  return { app, opened, bus };
}
