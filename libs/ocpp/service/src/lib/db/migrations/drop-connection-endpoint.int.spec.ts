import { closeEmbeddedDatabase, openServiceDataSource } from '@chargesetu/shared/db';
import { messagingTablesMigration } from '@chargesetu/shared/messaging';
import { useTestDatabase, type TestDatabase } from '@chargesetu/shared/testing';
import type { DataSource } from 'typeorm';
import { ocppService } from '../../ocpp.module';

jest.setTimeout(30_000);

let db: TestDatabase;
let ds: DataSource;

beforeAll(async () => {
  db = await useTestDatabase();
  ds = await openServiceDataSource({
    url: db.url,
    dataDir: db.dataDir,
    schema: 'ocpp',
    migrations: [messagingTablesMigration(), ...ocppService.migrations],
  });
});

afterAll(async () => {
  if (ds?.isInitialized) await ds.destroy();
  await closeEmbeddedDatabase();
  await db?.drop();
});

const registryColumns = async (): Promise<string[]> =>
  (
    await ds.query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = 'ocpp' AND table_name = 'charge_points'`,
    )
  ).map((r: { column_name: string }) => r.column_name);

/** Undoes the applied migrations, newest first, down to and including the one named `name`. */
async function undoThrough(name: string): Promise<void> {
  for (;;) {
    const [last] = (await ds.query(
      `SELECT name FROM "ocpp"."migrations" ORDER BY id DESC LIMIT 1`,
    )) as Array<{
      name: string;
    }>;
    if (!last) throw new Error(`${name} was never applied`);
    await ds.undoLastMigration();
    if (last.name === name) return;
  }
}

describe('the registry without connection_endpoint (commands go over RabbitMQ)', () => {
  it('is dropped by its migration, whose down adds it back', async () => {
    expect(await registryColumns()).toEqual(expect.arrayContaining(['connection_id', 'connection_instance']));
    expect(await registryColumns()).not.toContain('connection_endpoint');

    await undoThrough('DropConnectionEndpoint1765100000000');
    expect(await registryColumns()).toContain('connection_endpoint');

    await ds.runMigrations();
    expect(await registryColumns()).not.toContain('connection_endpoint');
  });
});
