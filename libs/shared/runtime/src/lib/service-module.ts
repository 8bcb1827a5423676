import { SERVICE_NAMES, type ServiceName } from '@chargesetu/shared/contracts';
import type { ClassRef } from '@chargesetu/shared/db';
import type { EventBus, EventEnvelope, OutboxRelay } from '@chargesetu/shared/messaging';
import type { TokenStateSource } from '@chargesetu/shared/server-kit';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { DataSource } from 'typeorm';
import type { ServiceClient } from './service-client';

export { SERVICE_NAMES, type ServiceName };

/** What the host gives a service, the same in every run mode; its deps builder turns it into deps. */
export interface ServiceContext {
  name: ServiceName;
  dataSource: DataSource;
  bus: EventBus;
  relay: OutboxRelay;
  logger: FastifyBaseLogger;
  /** Internal calls to other services (HTTP between processes, in-process inject in the all-in-one mode). */
  services: ServiceClient;
  /** The environment the service started with: read once, by its deps builder. */
  env: NodeJS.ProcessEnv;
}

/**
 * The least every service's deps hold. A service's deps add its configuration (read once, at start),
 * its repositories, its clients of other services and its clock; routes, consumers, jobs and use cases
 * receive the deps and nothing else.
 */
export interface ServiceDeps {
  ctx: ServiceContext;
}

/** One event consumer of a service (see `defineConsumer`). */
export interface Consumer<D> {
  /** Names the consumer's inbox rows, so two consumers of one event never mistake each other's rows. */
  name: string;
  event: string;
  run(event: EventEnvelope, deps: D): Promise<void>;
}

/** A background job of a service (see `intervalJob`); returns its stop function. */
export type Job<D> = (deps: D) => () => Promise<void> | void;

/** Everything a service is, as its library declares it (see `defineService`). */
export interface ServiceDefinition<D extends ServiceDeps> {
  name: ServiceName;
  /** Its PostgreSQL schema: it reads and writes nothing else. */
  schema: string;
  /** Its migrations, oldest first (listed explicitly: the code is bundled). */
  migrations: ClassRef[];
  /** Builds the deps once per process, at start: a bad variable stops the start, naming it. */
  deps(ctx: ServiceContext): D;
  /** Its HTTP routes, as an encapsulated plugin. */
  routes: FastifyPluginAsync<{ deps: D }>;
  consumers?: Array<Consumer<D>>;
  jobs?: Array<Job<D>>;
  /** Idempotent demo data, run at start when SEED_DEMO_DATA is true, once every service is up. */
  seed?(deps: D): Promise<void>;
  /**
   * Only the auth service: users' token states read straight from its tables. A process that runs this
   * module checks tokens with it; every other process asks auth's internal route.
   */
  tokenStateSource?(deps: D): TokenStateSource;
}

/** A consumer bound to its service's deps: what the host subscribes. */
export interface BoundConsumer {
  name: string;
  event: string;
  handle(event: EventEnvelope): Promise<void>;
}

/** A service bound to its deps, built once per process by the host. */
export interface BoundService {
  routes: FastifyPluginAsync;
  consumers: BoundConsumer[];
  jobs: Array<() => () => Promise<void> | void>;
  seed?(): Promise<void>;
  tokenStateSource?(): TokenStateSource;
}

/** What a service library exports and a host runs: its identity and a way to bind it to a context. */
export interface ServiceModule {
  name: ServiceName;
  schema: string;
  migrations: ClassRef[];
  /** The event types its consumers handle (its durable queue's bindings). */
  consumedEvents: string[];
  bind(ctx: ServiceContext): BoundService;
}

/** Turns a service's declaration into the module the hosts run (builds its deps once per bind). */
export function defineService<D extends ServiceDeps>(def: ServiceDefinition<D>): ServiceModule {
  const consumers = def.consumers ?? [];
  const names = consumers.map((c) => c.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`${def.name} has two consumers named '${twice}'`);
  return {
    name: def.name,
    schema: def.schema,
    migrations: def.migrations,
    consumedEvents: [...new Set(consumers.map((c) => c.event))],
    bind(ctx) {
      const deps = def.deps(ctx);
      const { seed, tokenStateSource } = def;
      return {
        routes: async (app) => app.register(def.routes, { deps }),
        consumers: consumers.map((c) => ({
          name: c.name,
          event: c.event,
          handle: (event) => c.run(event, deps),
        })),
        jobs: (def.jobs ?? []).map((job) => () => job(deps)),
        seed: seed && (() => seed(deps)),
        tokenStateSource: tokenStateSource && (() => tokenStateSource(deps)),
      };
    },
  };
}
