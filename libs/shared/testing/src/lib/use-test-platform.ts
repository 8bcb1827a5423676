import { describeBackends } from './describe-backends';
import { useTestBroker, type TestBroker } from './test-broker';
import { useTestDatabase, type TestDatabase } from './test-database';

/**
 * Something started on a database and broker of its own for the tests of the enclosing describe (or
 * file): before them, a fresh test database and broker (named in the log) and `start`; after them, the
 * platform closed, the broker's exchange and queues removed, the database dropped. A service reads its
 * variables once, at start, so tests that need another setting use one of these with that setting.
 * Returns a getter: the platform exists only once the hooks have run.
 */
export function useTestPlatform<P extends { close(): Promise<void> }>(
  start: (backends: { db: TestDatabase; broker: TestBroker }) => Promise<P>,
): () => P {
  let db: TestDatabase | undefined;
  let broker: TestBroker | undefined;
  let platform: P | undefined;
  beforeAll(async () => {
    db = await useTestDatabase();
    broker = await useTestBroker();
    console.info(describeBackends(db, broker));
    platform = await start({ db, broker });
  });
  afterAll(async () => {
    await platform?.close();
    if (broker && broker.kind !== 'none') await broker.cleanup();
    await db?.drop();
  });
  return () => {
    if (!platform) throw new Error('the test platform has not started (use it inside a test)');
    return platform;
  };
}
