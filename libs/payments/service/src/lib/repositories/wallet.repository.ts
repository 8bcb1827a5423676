import type { UserStats } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import { toMoneyString } from '@chargesetu/shared/domain';
import type { DataSource, EntityManager } from 'typeorm';

interface StatsRow {
  wallet_balance: string;
  reward_points: number;
  total_savings: string;
}

export type DebitResult = { ok: true; balance: string } | { ok: false; available: string };

const STATS = `"payments"."user_stats"`;
const LEDGER = `"payments"."wallet_transactions"`;

function toUserStats(r: StatsRow): UserStats {
  return {
    walletBalance: toMoneyString(r.wallet_balance),
    rewardPoints: r.reward_points,
    totalSavings: toMoneyString(r.total_savings),
  };
}

/** The user_stats row (created with the spec's defaults on first use) and the wallet's ledger. */
export function walletRepository(ds: DataSource) {
  const rows = async <T>(sql: string, params: unknown[], m?: EntityManager): Promise<T[]> =>
    rowsOf<T>(await (m ?? ds.manager).query(sql, params));
  // Defaults come from the column definitions (650.00, 240, 1840.00), one place only.
  const ensure = (userId: number, m?: EntityManager) =>
    rows(`INSERT INTO ${STATS} (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId], m);

  return {
    async stats(userId: number, m?: EntityManager): Promise<UserStats> {
      await ensure(userId, m);
      const [row] = await rows<StatsRow>(
        `SELECT wallet_balance, reward_points, total_savings FROM ${STATS} WHERE user_id = $1`,
        [userId],
        m,
      );
      return toUserStats(row);
    },
    /**
     * Takes `amount` from the wallet for a payment, or reports the balance when it is short. The
     * conditional UPDATE checks and debits under the row lock, so concurrent debits can never take the
     * balance below zero (the CHECK constraint is the last line of defence).
     */
    async debit(userId: number, amount: string, paymentId: number, m: EntityManager): Promise<DebitResult> {
      await ensure(userId, m);
      const [debited] = await rows<StatsRow>(
        `UPDATE ${STATS} SET wallet_balance = wallet_balance - $2::numeric, updated_at = now()
         WHERE user_id = $1 AND wallet_balance >= $2::numeric RETURNING wallet_balance`,
        [userId, amount],
        m,
      );
      if (!debited) {
        const [row] = await rows<StatsRow>(
          `SELECT wallet_balance FROM ${STATS} WHERE user_id = $1`,
          [userId],
          m,
        );
        return { ok: false, available: toMoneyString(row.wallet_balance) };
      }
      await rows(
        `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id) VALUES ($1, -$2::numeric, 'payment', $3)`,
        [userId, amount, paymentId],
        m,
      );
      return { ok: true, balance: toMoneyString(debited.wallet_balance) };
    },
    /**
     * Puts a refund into the wallet: the payment less whatever a charging settlement already gave back
     * for it (an 'adjustment'), so a session that ended and a cancellation that crossed it never return
     * more than was paid. The ledger's UNIQUE(payment_id, reason) refuses a second refund.
     */
    async refund(userId: number, amount: string, paymentId: number, m: EntityManager): Promise<void> {
      await ensure(userId, m);
      const [due] = await rows<{ amount: string }>(
        `SELECT GREATEST($2::numeric - COALESCE(sum(amount), 0), 0)::text AS amount
           FROM ${LEDGER} WHERE payment_id = $1 AND reason = 'adjustment'`,
        [paymentId, amount],
        m,
      );
      await rows(
        `UPDATE ${STATS} SET wallet_balance = wallet_balance + $2::numeric, updated_at = now() WHERE user_id = $1`,
        [userId, due.amount],
        m,
      );
      await rows(
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
    async adjust(userId: number, amount: string, paymentId: number, m: EntityManager): Promise<boolean> {
      const inserted = await rows(
        `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id) VALUES ($1, $2::numeric, 'adjustment', $3)
         ON CONFLICT (payment_id, reason) DO NOTHING RETURNING id`,
        [userId, amount, paymentId],
        m,
      );
      if (inserted.length === 0) return false;
      await ensure(userId, m);
      await rows(
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
