import path from 'node:path';

/** Where a service's data lives: real PostgreSQL when `url` is set, else embedded PostgreSQL (PGlite). */
export interface DatabaseOptions {
  /** DATABASE_URL, e.g. postgres://user:pass@host:5432/db. Absent: embedded PGlite in `dataDir`. */
  url?: string;
  /** Folder of the embedded database; default './.data' (relative to the working directory). */
  dataDir?: string;
}

export const DEFAULT_DATA_DIR = './.data';

export function resolveDataDir(o: DatabaseOptions): string {
  return path.resolve(o.dataDir ?? DEFAULT_DATA_DIR);
}

/** A one-line description for start-up logs; never includes the password. */
export function describeDatabase(o: DatabaseOptions): string {
  if (!o.url) return `embedded PostgreSQL (PGlite) in ${resolveDataDir(o)}`;
  let u: URL;
  try {
    u = new URL(o.url);
  } catch {
    return 'PostgreSQL at an unparseable DATABASE_URL';
  }
  const host = u.hostname || 'localhost';
  const port = u.port || '5432';
  const db = decodeURIComponent(u.pathname.replace(/^\//, '')) || u.username || 'postgres';
  return `PostgreSQL at ${host}:${port}/${db}`;
}
