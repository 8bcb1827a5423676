import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wallet ledger learns a third reason, 'adjustment': money given back when a charging session cost
 * less than was paid for the booking (a positive amount, at most one per payment, like a refund).
 */
export class WalletAdjustments1764150000000 implements MigrationInterface {
  name = 'WalletAdjustments1764150000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "payments"."wallet_transactions" DROP CONSTRAINT "wallet_transactions_sign"`);
    await q.query(`
      ALTER TABLE "payments"."wallet_transactions" ADD CONSTRAINT "wallet_transactions_sign" CHECK (
        ("reason" = 'payment' AND "amount" < 0) OR ("reason" IN ('refund', 'adjustment') AND "amount" > 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Fails while adjustment rows exist: a ledger is never rewritten to fit an older schema.
    await q.query(`ALTER TABLE "payments"."wallet_transactions" DROP CONSTRAINT "wallet_transactions_sign"`);
    await q.query(`
      ALTER TABLE "payments"."wallet_transactions" ADD CONSTRAINT "wallet_transactions_sign" CHECK (
        ("reason" = 'payment' AND "amount" < 0) OR ("reason" = 'refund' AND "amount" > 0)
      )`);
  }
}
