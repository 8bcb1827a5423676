import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openServiceDataSource, withTransaction } from './data-source';
import { closeEmbeddedDatabase } from './embedded';
import { CreateNotes1731600000000, Note } from './test-fixtures';

// Always embedded: this is the all-in-one mode's database, whatever DATABASE_URL says.
jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cs-embedded-'));
const open = (schema: string) =>
  openServiceDataSource({ dataDir, schema, entities: [Note], migrations: [CreateNotes1731600000000] });
let bookings: DataSource;
let payments: DataSource;

beforeAll(async () => {
  bookings = await open('bookings');
  payments = await open('payments');
});

afterAll(async () => {
  await closeEmbeddedDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const tick = () => new Promise((r) => setTimeout(r, 20));

describe('embedded PostgreSQL shared by several DataSources', () => {
  it('when two DataSources run transactions at once, one rolling back, the other one’s row persists', async () => {
    const timeline: string[] = [];
    const failing = withTransaction(bookings, async (m) => {
      await m.getRepository(Note).insert({ text: 'rolled back' });
      timeline.push('bookings wrote');
      await tick(); // gives the other DataSource every chance to interleave
      await tick();
      timeline.push('bookings throws');
      throw new Error('bookings use case failed');
    });
    await tick();
    const succeeding = withTransaction(payments, async (m) => {
      timeline.push('payments starts');
      await m.getRepository(Note).insert({ text: 'committed' });
    });
    // A plain query outside any transaction must not slip into bookings' open transaction either.
    const plain = payments
      .getRepository(Note)
      .insert({ text: 'plain' })
      .then(() => timeline.push('payments plain insert'));

    await expect(failing).rejects.toThrow('bookings use case failed');
    await succeeding;
    await plain;
    expect(await bookings.getRepository(Note).count()).toBe(0);
    expect((await payments.getRepository(Note).find()).map((n) => n.text).sort()).toEqual([
      'committed',
      'plain',
    ]);
    // And the reason: payments' statements waited for bookings' transaction to end.
    expect(timeline.indexOf('payments starts')).toBeGreaterThan(timeline.indexOf('bookings throws'));
    expect(timeline.indexOf('payments plain insert')).toBeGreaterThan(timeline.indexOf('bookings throws'));
  });

  it('keeps each service in its own schema on the one database', async () => {
    const schemas: Array<{ s: string }> = await bookings.query(
      `SELECT table_schema AS s FROM information_schema.tables WHERE table_name = 'notes' ORDER BY 1`,
    );
    expect(schemas.map((r) => r.s)).toEqual(['bookings', 'payments']);
  });

  it('when one DataSource is destroyed, the others keep working (the shared database stays open)', async () => {
    const extra = await open('charging');
    await extra.destroy();
    await expect(payments.getRepository(Note).count()).resolves.toBe(2);
  });

  it('persists in its data folder across a close and reopen', async () => {
    await bookings.destroy();
    await payments.destroy();
    await closeEmbeddedDatabase();
    const reopened = await open('payments');
    expect(await reopened.getRepository(Note).count()).toBe(2);
    await reopened.destroy();
  });

  it('refuses to open a second data folder in the same process', async () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'cs-embedded-other-'));
    try {
      const ds = await open('payments');
      await expect(
        openServiceDataSource({ dataDir: other, schema: 'x', entities: [], migrations: [] }),
      ).rejects.toThrow(/already open/);
      await ds.destroy();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
