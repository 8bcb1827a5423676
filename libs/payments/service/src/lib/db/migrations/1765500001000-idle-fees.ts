import type { MigrationInterface, QueryRunner } from 'typeorm';

const LEDGER = `"payments"."wallet_transactions"`;

/**
 * The wallet ledger learns a fifth reason, 'idle_fee': the idle fee of a car left plugged in after charging
 * finished (charging.idle-fee.charged, docs/product.md §4), taken from the wallet: a negative amount like a
 * payment, at most one per payment (the ledger's UNIQUE(payment_id, reason)), never more than the wallet held
 * (CHECK wallet_balance >= 0 stays the last guard).
 */
export class IdleFees1765500001000 implements MigrationInterface {
  name = 'IdleFees1765500001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${LEDGER} DROP CONSTRAINT "wallet_transactions_sign"`);
    await q.query(`
      ALTER TABLE ${LEDGER} ADD CONSTRAINT "wallet_transactions_sign" CHECK (
        ("reason" IN ('payment', 'idle_fee') AND "amount" < 0)
        OR ("reason" IN ('refund', 'adjustment', 'no_show') AND "amount" > 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Fails while idle_fee rows exist: a ledger is never rewritten to fit an older schema.
    await q.query(`ALTER TABLE ${LEDGER} DROP CONSTRAINT "wallet_transactions_sign"`);
    await q.query(`
      ALTER TABLE ${LEDGER} ADD CONSTRAINT "wallet_transactions_sign" CHECK (
        ("reason" = 'payment' AND "amount" < 0) OR ("reason" IN ('refund', 'adjustment', 'no_show') AND "amount" > 0)
      )`);
  }
}
