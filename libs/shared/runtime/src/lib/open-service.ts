import { openServiceDataSource, type DatabaseOptions } from '@chargesetu/shared/db';
import {
  messagingEntities,
  messagingTablesMigration,
  OutboxRelay,
  type EventBus,
} from '@chargesetu/shared/messaging';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceClient } from './service-client';
import type { ServiceContext, ServiceModule } from './service-module';

export interface OpenServiceOptions {
  database: DatabaseOptions;
  bus: EventBus;
  logger: FastifyBaseLogger;
  services: ServiceClient;
  env?: NodeJS.ProcessEnv;
}

export interface OpenedService {
  ctx: ServiceContext;
  /**
   * Starts the outbox relay and background jobs. Call it once every service of the process has
   * subscribed: an event published before its consumer's queue exists would be dropped.
   */
  start(): void;
  /** Stops jobs and the relay and closes the DataSource; consumers stop with the bus. */
  close(): Promise<void>;
}

/**
 * Brings one service's data and messaging up: its schema and migrations (outbox and inbox included)
 * and its consumers. The relay and background jobs wait for `start()`.
 */
export async function openService(module: ServiceModule, o: OpenServiceOptions): Promise<OpenedService> {
  const logger = o.logger.child({ service: module.name });
  const dataSource = await openServiceDataSource({
    ...o.database,
    schema: module.schema,
    entities: [...module.entities, ...messagingEntities],
    migrations: [messagingTablesMigration(), ...module.migrations],
    logger,
  });
  const relay = new OutboxRelay({ dataSource, bus: o.bus, logger });
  const ctx: ServiceContext = {
    name: module.name,
    dataSource,
    bus: o.bus,
    relay,
    logger,
    services: o.services,
    env: o.env ?? process.env,
  };
  for (const consumer of module.consumers ?? []) {
    await o.bus.subscribe(module.name, consumer.events, (event) => consumer.handle(event, ctx));
  }
  let stopJobs: Array<() => Promise<void> | void> = [];
  return {
    ctx,
    start() {
      relay.start();
      stopJobs = (module.jobs ?? []).map((job) => job(ctx));
    },
    async close() {
      for (const stop of stopJobs) await stop();
      await relay.stop();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}

/** Seeds after every service is up, since a seed may call another service. */
export async function seedService(module: ServiceModule, ctx: ServiceContext): Promise<void> {
  if (!module.seed) return;
  await module.seed(ctx);
  ctx.logger.debug('demo data seeded');
}
