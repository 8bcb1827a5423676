import type { MigrationInterface, QueryRunner } from 'typeorm';

const LEDGER = `"payments"."wallet_transactions"`;

/**
 * The wallet ledger learns a fourth reason, 'no_show': the share of a payment given back when its booking's
 * slot ended without charging (NO_SHOW_REFUND_PERCENT, docs/product.md §4): a positive amount, at most one per
 * payment (the ledger's UNIQUE(payment_id, reason)), like a refund or an adjustment.
 */
export class NoShowRefunds1765400000000 implements MigrationInterface {
  name = 'NoShowRefunds1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${LEDGER} DROP CONSTRAINT "wallet_transactions_sign"`);
    await q.query(`
      ALTER TABLE ${LEDGER} ADD CONSTRAINT "wallet_transactions_sign" CHECK (
        ("reason" = 'payment' AND "amount" < 0) OR ("reason" IN ('refund', 'adjustment', 'no_show') AND "amount" > 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Fails while no_show rows exist: a ledger is never rewritten to fit an older schema.
    await q.query(`ALTER TABLE ${LEDGER} DROP CONSTRAINT "wallet_transactions_sign"`);
    await q.query(`
      ALTER TABLE ${LEDGER} ADD CONSTRAINT "wallet_transactions_sign" CHECK (
        ("reason" = 'payment' AND "amount" < 0) OR ("reason" IN ('refund', 'adjustment') AND "amount" > 0)
      )`);
  }
}
