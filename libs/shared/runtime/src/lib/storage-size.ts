import type { DataSource } from 'typeorm';

// Sizes as PostgreSQL itself reports them; bigint comes back as text, read as a number (bytes fit).

/** The database a DataSource uses and the bytes it takes on disk (pg_database_size). */
export async function databaseSize(dataSource: DataSource): Promise<{ database: string; bytes: number }> {
  const [row]: Array<{ database: string; bytes: string }> = await dataSource.query(
    'SELECT current_database() AS database, pg_database_size(current_database())::text AS bytes',
  );
  return { database: row.database, bytes: Number(row.bytes) };
}

/**
 * The bytes one schema's tables and materialised views take with their indexes and TOAST
 * (pg_total_relation_size of each); 0 for an empty or missing schema.
 */
export async function schemaSize(dataSource: DataSource, schema: string): Promise<number> {
  const [row]: Array<{ bytes: string }> = await dataSource.query(
    `SELECT COALESCE(sum(pg_total_relation_size(c.oid)), 0)::text AS bytes
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'm')`,
    [schema],
  );
  return Number(row.bytes);
}
