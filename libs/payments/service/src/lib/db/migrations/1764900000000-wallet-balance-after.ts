import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each wallet ledger row keeps the balance the wallet had right after it (`balance_after`), written in the
 * transaction that changed the balance, from the balance that UPDATE returned: the wallet history shows
 * it as it was, never recomputed. Rows recorded before this migration keep NULL: rebuilding their balances
 * would mean guessing the order in which concurrent changes landed, so the history leaves them out.
 * Lines are listed newest first by id, which follows the order the balance changed in (every change
 * inserts its row while holding the wallet's row lock).
 */
export class WalletBalanceAfter1764900000000 implements MigrationInterface {
  name = 'WalletBalanceAfter1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "payments"."wallet_transactions"
        ADD COLUMN "balance_after" numeric(10,2),
        ADD CONSTRAINT "wallet_transactions_balance_after_not_negative" CHECK ("balance_after" >= 0)`);
    await q.query(
      `CREATE INDEX "wallet_transactions_user_id_idx" ON "payments"."wallet_transactions" ("user_id", "id" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "payments"."wallet_transactions_user_id_idx"`);
    await q.query(`
      ALTER TABLE "payments"."wallet_transactions"
        DROP CONSTRAINT "wallet_transactions_balance_after_not_negative",
        DROP COLUMN "balance_after"`);
  }
}
