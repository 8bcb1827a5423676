import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * payments, user_stats (the wallet) and wallet_transactions (its ledger). The rules that must hold under
 * any concurrency live here, not in code: one successful payment per booking (a partial unique index,
 * so a declined attempt never blocks a retry), a wallet that cannot go negative, and at most one debit
 * and one refund per payment in the ledger.
 */
export class CreatePayments1764100000000 implements MigrationInterface {
  name = 'CreatePayments1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "payments"."payments" (
        "id" SERIAL PRIMARY KEY,
        "booking_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "amount" numeric(10,2) NOT NULL,
        "currency" varchar(3) NOT NULL DEFAULT 'INR',
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "payment_method" varchar(20) NOT NULL,
        "transaction_id" varchar(40),
        -- Derived, so it can never point at a payment that has no receipt.
        "receipt_url" varchar(200) GENERATED ALWAYS AS (
          CASE WHEN "status" IN ('completed', 'refunded') THEN '/api/payments/' || "id" || '/receipt' END
        ) STORED,
        "payment_date" timestamptz,
        "method_detail" varchar(120),
        "failure_reason" varchar(200),
        -- What the receipt prints, as it was when paid (a tax receipt never changes afterwards).
        "booking_snapshot" jsonb,
        "refunded_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "payments_transaction_id_key" UNIQUE ("transaction_id"),
        CONSTRAINT "payments_amount_positive" CHECK ("amount" > 0),
        CONSTRAINT "payments_currency_inr" CHECK ("currency" = 'INR'),
        CONSTRAINT "payments_status_known" CHECK ("status" IN ('pending', 'completed', 'failed', 'refunded')),
        CONSTRAINT "payments_method_known" CHECK ("payment_method" IN ('card', 'upi', 'wallet')),
        CONSTRAINT "payments_paid_has_date" CHECK (("status" IN ('completed', 'refunded')) = ("payment_date" IS NOT NULL)),
        CONSTRAINT "payments_refund_has_date" CHECK (("status" = 'refunded') = ("refunded_at" IS NOT NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "payments_one_per_booking" ON "payments"."payments" ("booking_id") WHERE "status" <> 'failed'`,
    );
    await q.query(
      `CREATE INDEX "payments_user_created_idx" ON "payments"."payments" ("user_id", "created_at" DESC)`,
    );
    await q.query(`
      CREATE TABLE "payments"."user_stats" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "wallet_balance" numeric(10,2) NOT NULL DEFAULT 650.00,
        "reward_points" integer NOT NULL DEFAULT 240,
        "total_savings" numeric(10,2) NOT NULL DEFAULT 1840.00,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "user_stats_user_id_key" UNIQUE ("user_id"),
        CONSTRAINT "user_stats_wallet_not_negative" CHECK ("wallet_balance" >= 0),
        CONSTRAINT "user_stats_points_not_negative" CHECK ("reward_points" >= 0)
      )`);
    await q.query(`
      CREATE TABLE "payments"."wallet_transactions" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "amount" numeric(10,2) NOT NULL,
        "reason" varchar(20) NOT NULL,
        "payment_id" integer NOT NULL REFERENCES "payments"."payments" ("id"),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "wallet_transactions_once_per_payment" UNIQUE ("payment_id", "reason"),
        CONSTRAINT "wallet_transactions_sign" CHECK (
          ("reason" = 'payment' AND "amount" < 0) OR ("reason" = 'refund' AND "amount" > 0)
        )
      )`);
    await q.query(
      `CREATE INDEX "wallet_transactions_user_idx" ON "payments"."wallet_transactions" ("user_id", "created_at" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "payments"."wallet_transactions"`);
    await q.query(`DROP TABLE "payments"."user_stats"`);
    await q.query(`DROP TABLE "payments"."payments"`);
  }
}
