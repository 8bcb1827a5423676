import { LOG_REDACT } from '@chargesetu/shared/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** One pino logger per process, JSON to stdout (ship it with any log collector). */
export function createLogger(level: string, base: Record<string, unknown>): FastifyBaseLogger {
  return pino({ level, base, redact: LOG_REDACT, timestamp: pino.stdTimeFunctions.isoTime });
}
