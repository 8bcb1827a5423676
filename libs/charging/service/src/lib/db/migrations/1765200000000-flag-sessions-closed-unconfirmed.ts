import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions closed without their charger's StopTransaction are flagged for the operator
 * (docs/architecture.md §10): closed on the last meter reading because the charger could not be reached, did
 * not know the transaction, or had not ended it CHARGING_UNCONFIRMED_END_GRACE_MINUTES after the stop was
 * due.
 *
 * - `flagged_at`: when the platform closed it; `flag_reason`: why (both or neither).
 * - The administrators' list of flagged sessions reads them newest first.
 */
export class FlagSessionsClosedUnconfirmed1765200000000 implements MigrationInterface {
  name = 'FlagSessionsClosedUnconfirmed1765200000000';

  async up(q: QueryRunner): Promise<void> {
    const T = `"charging"."charging_sessions"`;
    await q.query(`
      ALTER TABLE ${T}
        ADD COLUMN "flagged_at" timestamptz,
        ADD COLUMN "flag_reason" varchar(30),
        ADD CONSTRAINT "charging_sessions_flag_reason_known"
          CHECK ("flag_reason" IN ('no_stop_after_grace', 'stop_rejected', 'charger_unreachable')),
        ADD CONSTRAINT "charging_sessions_flag_whole" CHECK (("flagged_at" IS NULL) = ("flag_reason" IS NULL))`);
    await q.query(
      `CREATE INDEX "charging_sessions_flagged_idx" ON ${T} ("flagged_at") WHERE "flagged_at" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    const T = `"charging"."charging_sessions"`;
    await q.query(`DROP INDEX "charging"."charging_sessions_flagged_idx"`);
    await q.query(`
      ALTER TABLE ${T}
        DROP CONSTRAINT "charging_sessions_flag_whole",
        DROP CONSTRAINT "charging_sessions_flag_reason_known",
        DROP COLUMN "flag_reason", DROP COLUMN "flagged_at"`);
  }
}
