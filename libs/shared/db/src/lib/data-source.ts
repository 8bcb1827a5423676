import 'reflect-metadata';
import { DataSource, MigrationExecutor, type EntityManager } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { resolveDataDir, type DatabaseOptions } from './database-options';
import { embeddedDriver } from './embedded';
import { silentLogger, typeOrmLogger, type Logger } from './logger';

export interface ServiceDataSourceOptions extends DatabaseOptions {
  /** The service's own PostgreSQL schema, e.g. 'bookings'; its tables and migrations table live there. */
  schema: string;
  /**
   * Entity classes, listed explicitly (the code is bundled: no globs). Services use none: their
   * repositories run SQL and their migrations describe the tables.
   */
  entities?: ClassRef[];
  /** Migration classes, listed explicitly; each needs a `name` ending in a 13-digit timestamp. */
  migrations: ClassRef[];
  logger?: Logger;
  /** Connections to real PostgreSQL; default 10. The embedded database has one session. */
  poolSize?: number;
}

/**
 * An entity or migration class. TypeORM's own option types say `Function`; any class fits.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ClassRef = Function;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Opens a DataSource for one service: initializes it, creates the service's schema and runs its pending
 * migrations (the migrations table lives in that schema too), then returns it ready to use.
 */
export async function openServiceDataSource(o: ServiceDataSourceOptions): Promise<DataSource> {
  if (!SCHEMA_NAME.test(o.schema)) throw new Error(`invalid schema name '${o.schema}'`);
  const logger = o.logger ?? silentLogger;
  const common = {
    type: 'postgres',
    schema: o.schema,
    entities: o.entities ?? [],
    migrations: o.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; pgcrypto is also loaded into the embedded database.
    uuidExtension: 'pgcrypto',
    logger: typeOrmLogger(logger, o.schema),
    maxQueryExecutionTime: 1000,
  } satisfies Partial<PostgresDataSourceOptions>;
  const ds = new DataSource(
    o.url
      ? {
          ...common,
          url: o.url,
          poolSize: o.poolSize ?? 10,
          connectTimeoutMS: 5000,
          applicationName: `chargesetu-${o.schema}`,
        }
      : { ...common, driver: embeddedDriver(resolveDataDir(o)) },
  );
  await ds.initialize();
  try {
    await migrate(ds, o.schema, !!o.url);
  } catch (err) {
    await ds.destroy().catch(() => undefined);
    throw err;
  }
  return ds;
}

/**
 * Creates the schema and runs migrations on one connection. On real PostgreSQL an advisory lock keyed on
 * the schema makes several instances of a service that start together migrate one after another
 * (CREATE SCHEMA IF NOT EXISTS and the migrations table both race otherwise). The embedded database is
 * one process with one session: nothing to race with.
 */
async function migrate(ds: DataSource, schema: string, shared: boolean): Promise<void> {
  const qr = ds.createQueryRunner('master');
  const key = `chargesetu:migrate:${schema}`;
  try {
    if (shared) await qr.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    try {
      await qr.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      const executor = new MigrationExecutor(ds, qr);
      await executor.executePendingMigrations();
    } finally {
      if (shared) await qr.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await qr.release();
  }
}

/** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
export function withTransaction<T>(ds: DataSource, fn: (m: EntityManager) => Promise<T>): Promise<T> {
  return ds.transaction(fn);
}

/** Throws when the database does not answer within `timeoutMs` (readiness probes call this). */
export async function checkDatabase(ds: DataSource, timeoutMs = 5000): Promise<void> {
  if (!ds.isInitialized) throw new Error('database not initialized');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([ds.query('SELECT 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
