import { openServiceDataSource, type DatabaseOptions } from '@chargesetu/shared/db';
import {
  messagingTablesMigration,
  OutboxRelay,
  type EventBus,
} from '@chargesetu/shared/messaging';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceClient } from './service-client';
import type { BoundService, ServiceContext, ServiceModule } from './service-module';

export interface OpenServiceOptions {
  database: DatabaseOptions;
  bus: EventBus;
  logger: FastifyBaseLogger;
  services: ServiceClient;
  env?: NodeJS.ProcessEnv;
}

export interface OpenedService {
  module: ServiceModule;
  ctx: ServiceContext;
  /** The service bound to its deps (built once, here): its routes, consumers, jobs and seed. */
  bound: BoundService;
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
  let bound: BoundService;
  try {
    bound = module.bind(ctx);
  } catch (err) {
    await dataSource.destroy(); // a refused start (bad configuration) leaves no connection behind
    throw err;
  }
  for (const consumer of bound.consumers) {
    await o.bus.subscribe(module.name, [consumer.event], (event) => consumer.handle(event));
  }
  let stopJobs: Array<() => Promise<void> | void> = [];
  return {
    module,
    ctx,
    bound,
    start() {
      relay.start();
      stopJobs = bound.jobs.map((job) => job());
    },
    async close() {
      for (const stop of stopJobs) await stop();
      await relay.stop();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}

/** Seeds after every service is up, since a seed may call another service. */
export async function seedService(opened: OpenedService): Promise<void> {
  if (!opened.bound.seed) return;
  await opened.bound.seed();
  opened.ctx.logger.debug('demo data seeded');
}
