import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment keeps the settlement of its charging session (charging.session.completed), so its receipt can
 * show what actually happened next to the prepaid estimate: the energy delivered (kWh), the charging cost
 * billed for it, when the session ended, and what went back to the wallet (0.00 when nothing did). All
 * four are set together, once, or not at all: a payment that was never settled (declined, refunded before
 * its session ended, or settled before this migration) keeps them NULL and its receipt shows the estimate
 * only. A settled payment can still become refunded afterwards (a cancellation that crossed the session).
 */
export class PaymentSettlements1764800000000 implements MigrationInterface {
  name = 'PaymentSettlements1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "payments"."payments"
        ADD COLUMN "settled_energy_kwh" numeric(8,2),
        ADD COLUMN "settled_cost" numeric(10,2),
        -- The session's end time (from the event), when its cost became final.
        ADD COLUMN "settled_at" timestamptz,
        ADD COLUMN "returned_to_wallet" numeric(10,2),
        ADD CONSTRAINT "payments_settlement_whole" CHECK (
          ("settled_at" IS NULL) = ("settled_energy_kwh" IS NULL)
          AND ("settled_at" IS NULL) = ("settled_cost" IS NULL)
          AND ("settled_at" IS NULL) = ("returned_to_wallet" IS NULL)
        ),
        ADD CONSTRAINT "payments_settlement_sane" CHECK (
          "settled_at" IS NULL OR (
            "status" IN ('completed', 'refunded')
            AND "settled_energy_kwh" >= 0
            AND "settled_cost" >= 0
            AND "returned_to_wallet" >= 0
            AND "returned_to_wallet" <= "amount"
          )
        )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "payments"."payments"
        DROP CONSTRAINT "payments_settlement_sane",
        DROP CONSTRAINT "payments_settlement_whole",
        DROP COLUMN "returned_to_wallet",
        DROP COLUMN "settled_at",
        DROP COLUMN "settled_cost",
        DROP COLUMN "settled_energy_kwh"`);
  }
}
