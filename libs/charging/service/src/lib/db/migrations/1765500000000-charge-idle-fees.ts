import type { MigrationInterface, QueryRunner } from 'typeorm';

const T = `"charging"."charging_sessions"`;

/**
 * The idle fee of a session (docs/architecture.md §10, docs/product.md §4): once its connector leaves its idle
 * period after the session ended (unplugged), a fee past the grace is charged once: `idle_fee_charged_at` set
 * (the once-only guard) with the fee and the idle minutes it was worked out from, in the transaction that puts
 * charging.idle-fee.charged in the outbox. All three or none.
 */
export class ChargeIdleFees1765500000000 implements MigrationInterface {
  name = 'ChargeIdleFees1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE ${T}
        ADD COLUMN "idle_fee_charged_at" timestamptz,
        ADD COLUMN "idle_fee" numeric(10,2),
        ADD COLUMN "idle_fee_minutes" integer`);
    await q.query(`
      ALTER TABLE ${T} ADD CONSTRAINT "charging_sessions_idle_fee" CHECK (
        ("idle_fee_charged_at" IS NULL AND "idle_fee" IS NULL AND "idle_fee_minutes" IS NULL)
        OR ("idle_fee_charged_at" IS NOT NULL AND "idle_fee" > 0 AND "idle_fee_minutes" >= 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${T} DROP CONSTRAINT "charging_sessions_idle_fee"`);
    await q.query(`
      ALTER TABLE ${T}
        DROP COLUMN "idle_fee_minutes", DROP COLUMN "idle_fee", DROP COLUMN "idle_fee_charged_at"`);
  }
}
