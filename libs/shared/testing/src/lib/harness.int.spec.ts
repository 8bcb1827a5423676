import { existsSync } from 'node:fs';
import { connect } from 'amqplib';
import { withPgClient } from './pg-client';
import { itWithBroker } from './plan';
import { useTestBroker, type RealTestBroker } from './test-broker';
import { useTestDatabase } from './test-database';

jest.setTimeout(60_000);

describe('useTestDatabase', () => {
  it('gives a database of the run’s own and drop() removes it', async () => {
    const db = await useTestDatabase();
    if (db.kind === 'embedded') {
      expect(existsSync(db.dataDir!)).toBe(true);
      await db.drop();
      expect(existsSync(db.dataDir!)).toBe(false);
      return;
    }
    const name = new URL(db.url!).pathname.slice(1);
    expect(name).toMatch(/^cs_test_/);
    // A connection left open (as by a failed test) must not stop drop().
    await withPgClient(db.url!, async () => {
      await db.drop();
    }).catch(() => undefined);
    if (db.kind === 'env') {
      const rows = await withPgClient(process.env.DATABASE_URL!, (c) =>
        c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
      );
      expect(rows.rows).toHaveLength(0);
    }
  });
});

describe('useTestBroker', () => {
  itWithBroker(
    'gives a unique exchange and queue prefix, and cleanup() deletes what the run declared',
    async () => {
      const broker = (await useTestBroker()) as RealTestBroker;
      expect(broker.kind).not.toBe('none');
      const other = (await useTestBroker()) as RealTestBroker;
      expect(other.exchange).not.toBe(broker.exchange);
      await other.cleanup();

      const conn = await connect(broker.url);
      try {
        const ch = await conn.createChannel();
        await ch.assertExchange(broker.exchange, 'topic', { durable: true });
        await ch.assertQueue(`${broker.queuePrefix}bookings`, { durable: true });
        await ch.close();
        await broker.cleanup();
        const check = await conn.createChannel();
        check.on('error', () => undefined);
        await expect(check.checkQueue(`${broker.queuePrefix}bookings`)).rejects.toThrow(/NOT_FOUND/);
      } finally {
        await conn.close().catch(() => undefined);
      }
    },
  );
});
