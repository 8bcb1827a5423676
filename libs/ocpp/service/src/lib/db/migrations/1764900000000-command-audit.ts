import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The operator console's audit log (docs/architecture.md §10): one row per action an administrator took
 * on a charger (who, when, which charger, what, and the charger's answer or the error), written in the
 * request that took it. No foreign key to the charger: the record outlives a charger that is removed.
 */
export class CommandAudit1764900000000 implements MigrationInterface {
  name = 'CommandAudit1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "ocpp"."command_audit" (
        "id" bigserial PRIMARY KEY,
        "at" timestamptz NOT NULL,
        "admin_user_id" integer NOT NULL,
        "admin_username" varchar(100) NOT NULL,
        "charge_point_id" varchar(48) NOT NULL,
        "action" varchar(30) NOT NULL,
        "params" jsonb NOT NULL,
        "outcome" varchar(5) NOT NULL CHECK ("outcome" IN ('ok', 'error')),
        "answer" varchar(100),
        "error" varchar(500)
      )`);
    await q.query(`CREATE INDEX "command_audit_newest" ON "ocpp"."command_audit" ("at" DESC, "id" DESC)`);
    await q.query(
      `CREATE INDEX "command_audit_charge_point" ON "ocpp"."command_audit" ("charge_point_id", "at" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "ocpp"."command_audit"`);
  }
}
