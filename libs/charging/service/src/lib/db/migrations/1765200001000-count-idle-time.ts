import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idle time of a session (docs/architecture.md §10): its connector's status reports (from
 * charger.connector.status-changed) from its start on, kept per session. Idle minutes are computed from them
 * sorted by the charger's time at each read (rules/idle-time), so reports delivered out of order count the
 * same. A report is kept once (the key), and goes with its session.
 */
export class CountIdleTime1765200001000 implements MigrationInterface {
  name = 'CountIdleTime1765200001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "charging"."connector_reports" (
        "session_id" integer NOT NULL REFERENCES "charging"."charging_sessions" ("id") ON DELETE CASCADE,
        "at" timestamptz NOT NULL,
        "status" varchar(20) NOT NULL,
        PRIMARY KEY ("session_id", "at", "status")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "charging"."connector_reports"`);
  }
}
