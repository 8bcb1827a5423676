import type { PaymentMethod, UserStats, WalletEntry, WalletEntryKind } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import { toMoneyString } from '@chargesetu/shared/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { idleFeeTaken } from '../rules/idle-fee-taken';

interface StatsRow {
  wallet_balance: string;
  reward_points: number;
  total_savings: string;
}

export type DebitResult = { ok: true; balance: string } | { ok: false; available: string };

type LedgerReason = 'payment' | 'refund' | 'adjustment' | 'no_show' | 'idle_fee';

interface LedgerRow {
  id: number;
  reason: LedgerReason;
  amount: string;
  payment_id: number;
  booking_id: number;
  payment_method: PaymentMethod;
  created_at: Date | string;
  balance_after: string | null;
}

/**
 * The ledger's reasons as the API names them: an 'adjustment' is a charging session's settlement, a 'no_show'
 * the share of a payment given back for a slot that ended unused, an 'idle_fee' the idle fee taken for a car
 * left plugged in after charging finished.
 */
const KIND: Record<LedgerReason, WalletEntryKind> = {
  payment: 'payment',
  refund: 'refund',
  adjustment: 'settlement',
  no_show: 'no_show_refund',
  idle_fee: 'idle_fee',
};

function toWalletEntry(r: LedgerRow): WalletEntry {
  return {
    id: r.id,
    kind: KIND[r.reason],
    amount: toMoneyString(r.amount),
    paymentId: r.payment_id,
    bookingId: r.booking_id,
    paymentMethod: r.payment_method,
    createdAt: new Date(r.created_at).toISOString(),
    balanceAfter: r.balance_after === null ? null : toMoneyString(r.balance_after),
  };
}

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
        `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id, balance_after)
         VALUES ($1, -$2::numeric, 'payment', $3, $4::numeric)`,
        [userId, amount, paymentId, debited.wallet_balance],
        m,
      );
      return { ok: true, balance: toMoneyString(debited.wallet_balance) };
    },
    /**
     * Puts a refund into the wallet: the payment less whatever a charging settlement or a no-show already
     * gave back for it (an 'adjustment', a 'no_show'), so a session that ended and a cancellation that crossed
     * it never return more than was paid. The ledger's UNIQUE(payment_id, reason) refuses a second refund.
     */
    async refund(userId: number, amount: string, paymentId: number, m: EntityManager): Promise<void> {
      await ensure(userId, m);
      const [due] = await rows<{ amount: string }>(
        `SELECT GREATEST($2::numeric - COALESCE(sum(amount), 0), 0)::text AS amount
           FROM ${LEDGER} WHERE payment_id = $1 AND reason IN ('adjustment', 'no_show')`,
        [paymentId, amount],
        m,
      );
      const [credited] = await rows<StatsRow>(
        `UPDATE ${STATS} SET wallet_balance = wallet_balance + $2::numeric, updated_at = now()
         WHERE user_id = $1 RETURNING wallet_balance`,
        [userId, due.amount],
        m,
      );
      await rows(
        `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id, balance_after)
         VALUES ($1, $2::numeric, 'refund', $3, $4::numeric)`,
        [userId, due.amount, paymentId, credited.wallet_balance],
        m,
      );
    },
    /**
     * Gives back what a charging session did not use: the wallet and totalSavings grow by `amount`, with an
     * 'adjustment' ledger row. Once per payment: a payment that already has its adjustment changes nothing
     * and answers false (callers hold the payment's row lock; the ledger's UNIQUE(payment_id, reason) stays
     * the last guard). The wallet row is locked before the ledger row is inserted, like every other change,
     * so ledger ids follow the order the balance changed in.
     */
    async adjust(userId: number, amount: string, paymentId: number, m: EntityManager): Promise<boolean> {
      await ensure(userId, m);
      const [credited] = await rows<StatsRow>(
        `UPDATE ${STATS} SET wallet_balance = wallet_balance + $2::numeric,
           total_savings = total_savings + $2::numeric, updated_at = now()
         WHERE user_id = $1
           AND NOT EXISTS (SELECT 1 FROM ${LEDGER} WHERE payment_id = $3 AND reason = 'adjustment')
         RETURNING wallet_balance`,
        [userId, amount, paymentId],
        m,
      );
      if (!credited) return false;
      await rows(
        `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id, balance_after)
         VALUES ($1, $2::numeric, 'adjustment', $3, $4::numeric)`,
        [userId, amount, paymentId, credited.wallet_balance],
        m,
      );
      return true;
    },
    /**
     * Gives back the share of a payment its unused slot earns (the no-show rule): the wallet grows by
     * `amount`, with a 'no_show' ledger row. Once per payment, like {@link adjust}: a payment that has its
     * no-show line already changes nothing and answers false (callers hold the payment's row lock; the ledger's
     * UNIQUE(payment_id, reason) stays the last guard).
     */
    async noShowRefund(
      userId: number,
      amount: string,
      paymentId: number,
      m: EntityManager,
    ): Promise<boolean> {
      await ensure(userId, m);
      const [credited] = await rows<StatsRow>(
        `UPDATE ${STATS} SET wallet_balance = wallet_balance + $2::numeric, updated_at = now()
         WHERE user_id = $1
           AND NOT EXISTS (SELECT 1 FROM ${LEDGER} WHERE payment_id = $3 AND reason = 'no_show')
         RETURNING wallet_balance`,
        [userId, amount, paymentId],
        m,
      );
      if (!credited) return false;
      await rows(
        `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id, balance_after)
         VALUES ($1, $2::numeric, 'no_show', $3, $4::numeric)`,
        [userId, amount, paymentId, credited.wallet_balance],
        m,
      );
      return true;
    },
    /**
     * Takes a session's idle fee from the wallet: `fee` at most, never more than the wallet holds (the balance
     * never goes below zero), with an 'idle_fee' ledger row of what was taken. Answers what was taken ("0.00"
     * for an empty wallet, which writes no line), or null when the payment has its idle-fee line already
     * (once per payment, like {@link adjust}: callers hold the payment's row lock; the ledger's
     * UNIQUE(payment_id, reason) stays the last guard). The wallet's row lock is held from the read of the
     * balance to the debit.
     */
    async takeIdleFee(
      userId: number,
      fee: string,
      paymentId: number,
      m: EntityManager,
    ): Promise<string | null> {
      await ensure(userId, m);
      const [held] = await rows<StatsRow & { charged: boolean }>(
        `SELECT wallet_balance,
                EXISTS (SELECT 1 FROM ${LEDGER} WHERE payment_id = $2 AND reason = 'idle_fee') AS charged
           FROM ${STATS} WHERE user_id = $1 FOR UPDATE`,
        [userId, paymentId],
        m,
      );
      if (held.charged) return null;
      const taken = idleFeeTaken(fee, held.wallet_balance);
      if (taken <= 0) return toMoneyString(0);
      const [debited] = await rows<StatsRow>(
        `UPDATE ${STATS} SET wallet_balance = wallet_balance - $2::numeric, updated_at = now()
         WHERE user_id = $1 RETURNING wallet_balance`,
        [userId, toMoneyString(taken)],
        m,
      );
      await rows(
        `INSERT INTO ${LEDGER} (user_id, amount, reason, payment_id, balance_after)
         VALUES ($1, -$2::numeric, 'idle_fee', $3, $4::numeric)`,
        [userId, toMoneyString(taken), paymentId, debited.wallet_balance],
        m,
      );
      return toMoneyString(taken);
    },
    /**
     * The user's wallet lines, newest first (by id: every change inserts its row under the wallet's row
     * lock, so ids follow the order the balance changed in), at most `limit`, each with its payment's
     * booking and method. `hasMore` when older lines exist.
     */
    async history(
      userId: number,
      limit: number,
      m?: EntityManager,
    ): Promise<{ entries: WalletEntry[]; hasMore: boolean }> {
      const found = await rows<LedgerRow>(
        `SELECT w.id, w.reason, w.amount, w.payment_id, p.booking_id, p.payment_method, w.created_at,
                w.balance_after
           FROM ${LEDGER} w JOIN "payments"."payments" p ON p.id = w.payment_id
          WHERE w.user_id = $1
          ORDER BY w.id DESC
          LIMIT $2`,
        [userId, limit + 1],
        m,
      );
      return { entries: found.slice(0, limit).map(toWalletEntry), hasMore: found.length > limit };
    },
  };
}
export type WalletRepository = ReturnType<typeof walletRepository>;
