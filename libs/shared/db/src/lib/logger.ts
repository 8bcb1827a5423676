import type { Logger as TypeOrmLogger } from 'typeorm';

/** The pino-compatible subset the data and messaging layers log through (a pino logger satisfies it). */
export interface Logger {
  info(obj: object, msg?: string): void;
  info(msg: string): void;
  warn(obj: object, msg?: string): void;
  warn(msg: string): void;
  error(obj: object, msg?: string): void;
  error(msg: string): void;
  debug(obj: object, msg?: string): void;
  debug(msg: string): void;
}

const noop = () => undefined;

/** Swallows everything: the default when a caller passes no logger. */
export const silentLogger: Logger = { info: noop, warn: noop, error: noop, debug: noop };

/**
 * Routes TypeORM's own messages to our logger. Slow queries and migrations are worth seeing. Failed queries
 * go to debug: the caller decides whether a failure (say a unique violation that becomes a 409) is an
 * error. Every query goes to debug too: at info it would drown the service's own logs.
 */
export function typeOrmLogger(logger: Logger, schema: string): TypeOrmLogger {
  return {
    logQuery: (query) => logger.debug({ schema, query }, 'query'),
    logQueryError: (error, query) =>
      logger.debug({ schema, query, err: error instanceof Error ? error.message : error }, 'query failed'),
    logQuerySlow: (time, query) => logger.warn({ schema, query, ms: time }, 'slow query'),
    logSchemaBuild: (message) => logger.debug({ schema }, message),
    logMigration: (message) => logger.info({ schema }, message),
    log: (level, message) => {
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      if (level === 'warn') logger.warn({ schema }, text);
      else logger.debug({ schema }, text);
    },
  };
}
