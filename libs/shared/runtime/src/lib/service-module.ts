import type { ClassRef } from '@chargesetu/shared/db';
import type { EventBus, EventEnvelope, OutboxRelay } from '@chargesetu/shared/messaging';
import type { TokenStateSource } from '@chargesetu/shared/server-kit';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { DataSource } from 'typeorm';
import type { ServiceClient } from './service-client';

export const SERVICE_NAMES = ['auth', 'stations', 'bookings', 'payments', 'charging', 'assistant'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Everything a service's routes, consumers and jobs may use; built by the host, same in every run mode. */
export interface ServiceContext {
  name: ServiceName;
  dataSource: DataSource;
  bus: EventBus;
  relay: OutboxRelay;
  logger: FastifyBaseLogger;
  /** Internal calls to other services (HTTP between processes, in-process inject in the all-in-one mode). */
  services: ServiceClient;
  env: NodeJS.ProcessEnv;
}

/** Reacts to events of the given types; use `handleOnce` inside so redelivery never applies twice. */
export interface EventConsumer {
  events: string[];
  handle(event: EventEnvelope, ctx: ServiceContext): Promise<void>;
}

/** A background job (for example expiring unpaid holds); returns its stop function. */
export type BackgroundJob = (ctx: ServiceContext) => () => Promise<void> | void;

/**
 * What a service library exports: its schema, entity and migration classes (listed explicitly, the code is
 * bundled), an encapsulated Fastify plugin with its routes, its event consumers, jobs and demo seed.
 */
export interface ServiceModule {
  name: ServiceName;
  schema: string;
  entities: ClassRef[];
  migrations: ClassRef[];
  routes: FastifyPluginAsync<{ ctx: ServiceContext }>;
  consumers?: EventConsumer[];
  jobs?: BackgroundJob[];
  /** Idempotent demo data, run at start when SEED_DEMO_DATA is true. */
  seed?: (ctx: ServiceContext) => Promise<void>;
  /**
   * Only the auth service: users' token states read straight from its tables. A process that runs this
   * module checks tokens with it; every other process asks auth's internal route.
   */
  tokenStateSource?: (ctx: ServiceContext) => TokenStateSource;
}
