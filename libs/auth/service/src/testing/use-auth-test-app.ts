import { closeEmbeddedDatabase } from '@chargesetu/shared/db';
import { describeBackends, useTestDatabase, type TestDatabase } from '@chargesetu/shared/testing';
import { startAuthTestApp, type AuthTestApp } from './test-app';

export interface AuthSuite {
  /** The running app (available inside tests and hooks). */
  readonly t: AuthTestApp;
  /** This suite's own database. */
  readonly db: TestDatabase;
}

/**
 * Registers beforeAll / afterAll for a suite: a database of its own (DATABASE_URL, a container or
 * embedded PGlite, see @chargesetu/shared/testing), the auth service on it, everything dropped after.
 */
export function useAuthTestApp(env: Record<string, string> = {}): AuthSuite {
  // bcrypt makes sign-ins deliberately slow (about 0.1 s each); rate-limit tests make dozens.
  jest.setTimeout(60_000);
  let db: TestDatabase | undefined;
  let t: AuthTestApp | undefined;
  beforeAll(async () => {
    db = await useTestDatabase();
    console.info(describeBackends(db));
    t = await startAuthTestApp(db, env);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await closeEmbeddedDatabase();
    await db?.drop();
  }, 120_000);
  return {
    get t() {
      if (!t) throw new Error('the auth test app is not started (use it inside tests)');
      return t;
    },
    get db() {
      if (!db) throw new Error('the test database is not ready (use it inside tests)');
      return db;
    },
  };
}
