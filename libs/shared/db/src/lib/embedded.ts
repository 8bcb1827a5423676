import { mkdirSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import type { PGlite, Results } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { PGliteDriver, getPGliteInstance } from 'typeorm-pglite';
import { PGliteInstance } from 'typeorm-pglite/dist/pglite-instance';
import { AsyncLock } from './async-lock';

/**
 * One PGlite database per process, shared by every service's DataSource (each in its own schema).
 *
 * typeorm-pglite hands every TypeORM "connection" the same PGlite session and does not serialize them, so a
 * statement from one DataSource would run inside another DataSource's open transaction (and be committed or
 * rolled back with it). Its pool's `end()` also closes the shared instance when any one DataSource is
 * destroyed. So we keep its instance management (and its boolean serializer) but give TypeORM our own pool:
 * a connection is the right to use the session, held from `connect` to `release` under a process-wide
 * FIFO lock. A transaction thus runs alone; other queries wait for its COMMIT or ROLLBACK.
 */
const sessionLock = new AsyncLock('embedded PostgreSQL');

/** Long enough for any honest transaction; short enough that a deadlock surfaces as an error, not a hang. */
const EMBEDDED_LOCK_TIMEOUT_MS = 30_000;

let current: { dataDir: string; db: Promise<PGlite>; closed: boolean } | undefined;

/** Extensions our migrations may need (exclusion constraints over ranges need btree_gist). */
const extensions = { btree_gist, pgcrypto, uuid_ossp };

function openEmbedded(dataDir: string): Promise<PGlite> {
  if (current && current.dataDir !== dataDir) {
    throw new Error(`embedded PostgreSQL is already open in ${current.dataDir}; cannot also open ${dataDir}`);
  }
  if (!current) {
    mkdirSync(dataDir, { recursive: true });
    // The driver's constructor only records the options for the package's singleton.
    new PGliteDriver({ dataDir, extensions });
    // Memoize the promise: the package's getInstance would create two instances if called concurrently.
    current = { dataDir, db: getPGliteInstance(), closed: false };
  }
  return current.db;
}

type QueryCallback = (err: Error | null, result?: Results) => void;

/** What TypeORM's PostgreSQL driver calls a client: `query` (promise or callback) and events. */
class EmbeddedClient extends EventEmitter {
  private released = false;

  constructor(
    private readonly db: PGlite,
    private readonly unlock: () => void,
  ) {
    super();
  }

  query(sql: string, params?: unknown[] | QueryCallback, cb?: QueryCallback): Promise<Results> {
    const callback = typeof params === 'function' ? params : cb;
    const values = Array.isArray(params) ? params : undefined;
    const run = this.run(sql, values);
    if (callback)
      run.then(
        (r) => callback(null, r),
        (e: Error) => callback(e),
      );
    return run;
  }

  private async run(sql: string, values?: unknown[]): Promise<Results> {
    if (this.released) throw new Error('embedded PostgreSQL connection used after release');
    if (values && values.length > 0) return this.db.query(sql, values);
    // Without parameters TypeORM may send several statements at once; it expects the last result.
    const results = await this.db.exec(sql);
    return results[results.length - 1] ?? { rows: [], fields: [] };
  }

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    try {
      // Never hand the next holder a session stuck inside someone's transaction.
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    } finally {
      this.unlock();
    }
  }
}

/** The `pg`-shaped module TypeORM loads through its `driver` option. */
export function embeddedDriver(dataDir: string): { Pool: new () => EventEmitter } {
  class EmbeddedPool extends EventEmitter {
    connect(cb: (err: Error | null, client?: EmbeddedClient, done?: () => void) => void): void {
      let db: Promise<PGlite>;
      try {
        db = openEmbedded(dataDir);
      } catch (err) {
        cb(err as Error);
        return;
      }
      sessionLock.acquire(EMBEDDED_LOCK_TIMEOUT_MS).then(async (unlock) => {
        let client: EmbeddedClient;
        try {
          client = new EmbeddedClient(await db, unlock);
        } catch (err) {
          unlock();
          cb(err as Error);
          return;
        }
        cb(null, client, () => void client.release());
      }, cb);
    }

    /** The instance is shared by every DataSource; closeEmbeddedDatabase() closes it. */
    end(cb?: (err: Error | null) => void): void {
      cb?.(null);
    }
  }
  return { Pool: EmbeddedPool };
}

/** Closes the process-wide embedded database, after whoever holds the session is done. */
export async function closeEmbeddedDatabase(): Promise<void> {
  const open = current;
  if (!open || open.closed) return;
  open.closed = true;
  await sessionLock.run(async () => {
    current = undefined;
    await open.db.catch(() => undefined);
    await PGliteInstance.close();
  });
}
