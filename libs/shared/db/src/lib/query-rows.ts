/**
 * The rows of a query() result. TypeORM's PostgreSQL runner answers UPDATE/DELETE ... RETURNING with
 * [rows, affectedCount] but SELECT and INSERT with the rows alone; this reads either.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (!Array.isArray(result)) return [];
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}
