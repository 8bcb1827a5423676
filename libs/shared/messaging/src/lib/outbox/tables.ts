import type { ClassRef } from '@chargesetu/shared/db';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';

/** `"<schema>"."<table>"` in the DataSource's own schema; raw SQL must name it (no search_path is set). */
export function messagingTable(ds: DataSource, table: 'outbox' | 'inbox'): string {
  const schema = ds.driver.schema ?? 'public';
  return `"${schema.replace(/"/g, '""')}"."${table}"`;
}

/** An early timestamp, so the tables exist before any of a service's own migrations run. */
class CreateMessagingTables1700000000000 implements MigrationInterface {
  // Explicit: bundlers may rename classes, and TypeORM reads the timestamp from the name.
  name = 'CreateMessagingTables1700000000000';

  async up(qr: QueryRunner): Promise<void> {
    const outbox = messagingTable(qr.connection, 'outbox');
    const inbox = messagingTable(qr.connection, 'inbox');
    await qr.query(`CREATE TABLE ${outbox} (
      id bigserial PRIMARY KEY,
      event_id uuid NOT NULL UNIQUE,
      event_type varchar(200) NOT NULL,
      envelope jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      locked_until timestamptz
    )`);
    // The relay only ever looks at unsent rows, oldest first.
    await qr.query(`CREATE INDEX outbox_unsent_idx ON ${outbox} (id) WHERE sent_at IS NULL`);
    await qr.query(`CREATE TABLE ${inbox} (
      consumer varchar(100) NOT NULL,
      event_id uuid NOT NULL,
      event_type varchar(200) NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP TABLE ${messagingTable(qr.connection, 'inbox')}`);
    await qr.query(`DROP TABLE ${messagingTable(qr.connection, 'outbox')}`);
  }
}

/** The migration creating `outbox` and `inbox` in the DataSource's schema; list it in each service. */
export function messagingTablesMigration(): ClassRef {
  return CreateMessagingTables1700000000000;
}
