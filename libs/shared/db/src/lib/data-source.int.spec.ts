// A util lib may not depend on a testing lib; its integration tests may (the lint rule cannot tell them apart).
import {
  describeBackends,
  itWithRealDatabase,
  useTestDatabase,
  type TestDatabase,
} from '@chargesetu/shared/testing';
import type { DataSource } from 'typeorm';
import { checkDatabase, openServiceDataSource, withTransaction } from './data-source';
import { describeDatabase } from './database-options';
import { closeEmbeddedDatabase } from './embedded';
import { CreateNotes1731600000000, Note } from './test-fixtures';

jest.setTimeout(60_000);

let db: TestDatabase;
const opened: DataSource[] = [];

const open = async (schema: string) => {
  const ds = await openServiceDataSource({
    url: db.url,
    dataDir: db.dataDir,
    schema,
    entities: [Note],
    migrations: [CreateNotes1731600000000],
  });
  opened.push(ds);
  return ds;
};

beforeAll(async () => {
  db = await useTestDatabase();
  console.info(describeBackends(db));
});

afterAll(async () => {
  for (const ds of opened) if (ds.isInitialized) await ds.destroy();
  await closeEmbeddedDatabase();
  await db?.drop();
});

describe('openServiceDataSource', () => {
  it('creates the service schema, runs its migrations and records them in that schema', async () => {
    const ds = await open('bookings');
    const tables: Array<{ table_name: string }> = await ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'bookings' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(['migrations', 'notes']);
    const ran: Array<{ name: string }> = await ds.query('SELECT name FROM "bookings"."migrations"');
    expect(ran.map((m) => m.name)).toEqual(['CreateNotes1731600000000']);
    await ds.getRepository(Note).insert({ text: 'hello' });
    expect(await ds.getRepository(Note).count()).toBe(1);
  });

  it('when opened again, runs nothing twice and keeps the data', async () => {
    const again = await open('bookings');
    expect(await again.getRepository(Note).count()).toBe(1);
    const ran: unknown[] = await again.query('SELECT name FROM "bookings"."migrations"');
    expect(ran).toHaveLength(1);
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(open('x"; DROP TABLE y; --')).rejects.toThrow(/invalid schema name/);
  });
});

describe('withTransaction', () => {
  it('commits what the function wrote when it resolves', async () => {
    const ds = await open('payments');
    const id = await withTransaction(ds, async (m) => {
      const note = await m.getRepository(Note).save({ text: 'kept' });
      return note.id;
    });
    expect(await ds.getRepository(Note).findOneBy({ id })).toMatchObject({ text: 'kept' });
  });

  it('rolls back everything written when the function throws, and rethrows', async () => {
    const ds = await open('payments');
    const before = await ds.getRepository(Note).count();
    await expect(
      withTransaction(ds, async (m) => {
        await m.getRepository(Note).insert({ text: 'lost' });
        expect(await m.getRepository(Note).countBy({ text: 'lost' })).toBe(1);
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    expect(await ds.getRepository(Note).count()).toBe(before);
    expect(await ds.getRepository(Note).countBy({ text: 'lost' })).toBe(0);
  });
});

describe('checkDatabase', () => {
  it('resolves while the database answers and throws once the DataSource is closed', async () => {
    const ds = await open('charging');
    await expect(checkDatabase(ds)).resolves.toBeUndefined();
    await ds.destroy();
    await expect(checkDatabase(ds)).rejects.toThrow(/not initialized/);
  });
});

// Concurrency on real PostgreSQL: several instances of one service start at once (docker compose --scale).
describe('on real PostgreSQL', () => {
  const realOnly = () => {
    if (db.kind === 'embedded')
      throw new Error('expected real PostgreSQL here, but the harness fell back to the embedded one');
  };

  itWithRealDatabase('describes the server without the password and reaches it through pg', async () => {
    realOnly();
    expect(describeDatabase({ url: db.url })).toMatch(/^PostgreSQL at [^ ]+:\d+\/cs_test_/);
    const ds = await open('auth');
    const [{ v }]: Array<{ v: string }> = await ds.query('SELECT version() AS v');
    expect(v).toMatch(/^PostgreSQL /);
    expect(v).not.toMatch(/PGlite/);
    const [{ app }]: Array<{ app: string }> = await ds.query(
      "SELECT current_setting('application_name') AS app",
    );
    expect(app).toBe('chargesetu-auth');
  });

  itWithRealDatabase(
    'when several instances of a service start together, each migrates safely and the migration runs once',
    async () => {
      realOnly();
      const all = await Promise.all([open('stations'), open('stations'), open('stations')]);
      const ran: unknown[] = await all[0].query('SELECT name FROM "stations"."migrations"');
      expect(ran).toHaveLength(1);
    },
  );
});
