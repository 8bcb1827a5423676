import { openServiceDataSource } from '@chargesetu/shared/db';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { messagingTablesMigration } from './outbox/tables';

/** A service-like table whose rows are an event handler's "effect" (integration tests only). */
class CreateEffects1731700000000 implements MigrationInterface {
  name = 'CreateEffects1731700000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(
      `CREATE TABLE "${qr.connection.driver.schema}"."effects" (id serial PRIMARY KEY, event_id uuid NOT NULL)`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP TABLE "${qr.connection.driver.schema}"."effects"`);
  }
}

/** Opens a DataSource like a service does: outbox and inbox migration first, then its own. */
export function openTestService(db: { url?: string; dataDir?: string }, schema: string): Promise<DataSource> {
  return openServiceDataSource({
    url: db.url,
    dataDir: db.dataDir,
    schema,
    migrations: [messagingTablesMigration(), CreateEffects1731700000000],
  });
}

export async function recordEffect(m: EntityManager, eventId: string): Promise<void> {
  await m.query(`INSERT INTO "${m.connection.driver.schema}"."effects" (event_id) VALUES ($1)`, [eventId]);
}

export async function effectsOf(ds: DataSource, eventId: string): Promise<number> {
  const rows: Array<{ n: string | number }> = await ds.query(
    `SELECT count(*) AS n FROM "${ds.driver.schema}"."effects" WHERE event_id = $1`,
    [eventId],
  );
  return Number(rows[0].n);
}

export async function outboxRow(
  ds: DataSource,
  eventId: string,
): Promise<{ sent: boolean; attempts: number; lastError: string | null; leased: boolean } | undefined> {
  const rows: Array<{ sent_at: unknown; attempts: number; last_error: string | null; leased: boolean }> =
    await ds.query(
      `SELECT sent_at, attempts, last_error, locked_until > now() AS leased
       FROM "${ds.driver.schema}"."outbox" WHERE event_id = $1`,
      [eventId],
    );
  const r = rows[0];
  return (
    r && {
      sent: r.sent_at !== null,
      attempts: r.attempts,
      lastError: r.last_error,
      leased: r.leased === true,
    }
  );
}

/**
 * The distinct `sent_at` values of these events' rows (null for unsent ones): one value for rows marked
 * in one statement, as `now()` is the statement's transaction time.
 */
export async function sentTimesOf(ds: DataSource, eventIds: string[]): Promise<Array<string | null>> {
  const rows: Array<{ t: string | null }> = await ds.query(
    `SELECT DISTINCT sent_at::text AS t FROM "${ds.driver.schema}"."outbox" WHERE event_id = ANY($1::uuid[])`,
    [eventIds],
  );
  return rows.map((r) => r.t);
}
