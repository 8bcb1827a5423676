import type { UserStats } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '@chargesetu/shared/db';

interface StatsRow {
  wallet_balance: string;
  reward_points: number;
  total_savings: string;
}

export type DebitResult = { ok: true; balance: string } | { ok: false; available: string };

const STATS = `"payments"."user_stats"`;
const LEDGER = `"payments"."wallet_transactions"`;

/** The user_stats row (created with the spec's defaults on first use) and the wallet's ledger. */
export function walletRepository(ds: DataSource) {
  const q = (sql: string, params: unknown[], m?: EntityManager): Promise<unknown[]> =>
    (m ?? ds.manager).query(sql, params);
  // Defaults come from the column definitions (650.00, 240, 1840.00), one place only.
  const ensure = (userId: number, m?: EntityManager) =>
    q(`INSERT INTO ${STATS} (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId], m);

  return {
    async stats(userId: number, m?: EntityManager): Promise<UserStats> {
      await ensure(userId, m);
      const [row] = (await q(
        `SELECT wallet_balance, reward_points, total_savings FROM ${STATS} WHERE user_id = $1`,
        [userId],
        m,
      )) as StatsRow[];
      return {
        walletBalance: toMoneyString(row.wallet_balance),
        rewardPoints: row.reward_points,
        totalSavings: toMoneyString(row.total_savings),
      };
    },
    /**
     * Takes `amount` from the wallet for a payment, or reports the balance when it is short. The
     * conditional UPDATE checks and debits under the row lock, so concurrent debits can never take the
     * balance below zero (the CHECK constraint is the last line of defence).
     */
    async debit(m: EntityManager, userId: number, amount: string, paymentId: number): Promise<DebitResult> {
      await ensure(userId, m);
      const rows = rowsOf<StatsRow>(
        await q(
          `UPDATE ${STATS} SET wallet_balance = wallet_balance - $2::numeric, updated_at = now()
         WHERE user_id = $1 AND wallet_balance >= $2::numeric RETURNING wallet_balance`,
          [userId, amount],
          m,
        ),
      );
      if (rows.length === 0) {
        const [row] = (await q(
          `SELECT wallet_balance FROM ${STATS} WHERE user_id = $1`,
          [userId],
          m,
        )) as StatsRow[];
        return { ok: false, available: toMoneyString(row.wallet_balance) };
      }
      await q(
        `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id) VALUES ($1, -$2::numeric, 'payment', $3)`,
        [userId, amount, paymentId],
        m,
      );
      return { ok: true, balance: toMoneyString(rows[0].wallet_balance) };
    },
    /**
     * Puts a refund into the wallet: the payment less whatever a charging settlement already gave back
     * for it (an 'adjustment'), so a session that ended and a cancellation that crossed it never return
     * more than was paid. The ledger's UNIQUE(payment_id, reason) refuses a second refund.
     */
    async refund(m: EntityManager, userId: number, amount: string, paymentId: number): Promise<void> {
      await ensure(userId, m);
      const [due] = rowsOf(
        await q(
          `SELECT GREATEST($2::numeric - COALESCE(sum(amount), 0), 0)::text AS amount
             FROM ${LEDGER} WHERE payment_id = $1 AND reason = 'adjustment'`,
          [paymentId, amount],
          m,
        ),
      ) as Array<{ amount: string }>;
      await q(
        `UPDATE ${STATS} SET wallet_balance = wallet_balance + $2::numeric, updated_at = now() WHERE user_id = $1`,
        [userId, due.amount],
        m,
      );
      await q(
        `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id) VALUES ($1, $2::numeric, 'refund', $3)`,
        [userId, due.amount, paymentId],
        m,
      );
    },
    /**
     * Gives back what a charging session did not use: the wallet and totalSavings grow by `amount`, with an
     * 'adjustment' ledger row. The ledger's UNIQUE(payment_id, reason) makes it once per payment: a second
     * call changes nothing and answers false.
     */
    async adjust(m: EntityManager, userId: number, amount: string, paymentId: number): Promise<boolean> {
      const inserted = rowsOf(
        await q(
          `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id) VALUES ($1, $2::numeric, 'adjustment', $3)
           ON CONFLICT (payment_id, reason) DO NOTHING RETURNING id`,
          [userId, amount, paymentId],
          m,
        ),
      );
      if (inserted.length === 0) return false;
      await ensure(userId, m);
      await q(
        `UPDATE ${STATS} SET wallet_balance = wallet_balance + $2::numeric,
           total_savings = total_savings + $2::numeric, updated_at = now() WHERE user_id = $1`,
        [userId, amount],
        m,
      );
      return true;
    },
  };
}
export type WalletRepository = ReturnType<typeof walletRepository>;
