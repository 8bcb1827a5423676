import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withPgClient } from './pg-client';
import { requireRealServices, runId, tryContainer } from './real-services';

export interface TestDatabase {
  /** env: a fresh database on DATABASE_URL's server; container: testcontainers; embedded: PGlite. */
  kind: 'env' | 'container' | 'embedded';
  /** Connection URL of this run's own database (env, container). */
  url?: string;
  /** A fresh, empty folder for the embedded database. */
  dataDir?: string;
  /** Drops the database (or stops the container, or removes the folder). Close DataSources first. */
  drop(): Promise<void>;
}

/**
 * A database of this test run's own, so old schemas from other runs never meet our migrations, and
 * schema names stay the real ones ('bookings', ...). Order: DATABASE_URL, then a PostgreSQL container,
 * then embedded PGlite in a temporary folder (refused when REQUIRE_REAL_SERVICES=1).
 */
export async function useTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createDatabaseOn(serverUrl);
  const container = await tryContainer(async () => {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    return new PostgreSqlContainer('postgres:15-alpine').start();
  });
  if (container.ok) {
    const c = container.value;
    return { kind: 'container', url: c.getConnectionUri(), drop: async () => void (await c.stop()) };
  }
  if (requireRealServices()) {
    throw new Error(
      `REQUIRE_REAL_SERVICES=1 but no real PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) ` +
        `or make a Docker engine reachable; ${container.reason}`,
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cs-test-pglite-'));
  return { kind: 'embedded', dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function createDatabaseOn(serverUrl: string): Promise<TestDatabase> {
  const name = `cs_test_${runId()}`;
  await withPgClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'env',
    url: url.toString(),
    drop: () =>
      withPgClient(serverUrl, async (c) => {
        // A pool left open by a failed test would block DROP DATABASE.
        await c.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await c.query(`DROP DATABASE IF EXISTS "${name}"`);
      }),
  };
}
