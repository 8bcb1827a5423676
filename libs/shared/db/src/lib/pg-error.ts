/** What PostgreSQL said about a failed statement: its SQLSTATE and, for constraint violations, which. */
export interface PgErrorInfo {
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * The PostgreSQL error behind `err`, whether node-postgres threw it directly or TypeORM wrapped it in a
 * QueryFailedError (`driverError`); undefined for anything else.
 */
export function pgErrorOf(err: unknown): PgErrorInfo | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as PgErrorInfo & { driverError?: PgErrorInfo };
  const source = e.driverError ?? e;
  return typeof source.code === 'string' ? source : undefined;
}
