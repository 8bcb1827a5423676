import type { FinanceTransaction, PaymentMethod, PaymentStatus } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import { toMoneyString } from '@chargesetu/shared/domain';
import type { DataSource } from 'typeorm';
import type { FinancePaymentRow, FinanceReturnRow } from '../rules/finance-report';

const P = `"payments"."payments"`;
const W = `"payments"."wallet_transactions"`;

/** The admin finance report's reads over payments and the wallet ledger (payments' own tables only). */
export function financeRepository(ds: DataSource) {
  return {
    /** Payments that went through (completed or refunded since) paid in [from, to). */
    async paidBetween(from: Date, to: Date): Promise<FinancePaymentRow[]> {
      const rows = rowsOf<{
        status: 'completed' | 'refunded';
        amount: string;
        payment_date: Date | string;
        estimated_cost: string | null;
        settled_cost: string | null;
        returned_to_wallet: string | null;
      }>(
        await ds.query(
          `SELECT status, amount::text, payment_date, booking_snapshot->>'estimatedCost' AS estimated_cost,
                  settled_cost::text, returned_to_wallet::text
             FROM ${P}
            WHERE status IN ('completed', 'refunded') AND payment_date >= $1 AND payment_date < $2`,
          [from, to],
        ),
      );
      return rows.map((r) => ({
        status: r.status,
        amount: r.amount,
        paidAt: r.payment_date,
        estimatedCost: r.estimated_cost,
        settledCost: r.settled_cost,
        returnedToWallet: r.returned_to_wallet,
      }));
    },

    /** Refunds, no-show shares, settlement adjustments and idle fees written to wallets in [from, to). */
    async returnedBetween(from: Date, to: Date): Promise<FinanceReturnRow[]> {
      const rows = rowsOf<{ reason: FinanceReturnRow['reason']; amount: string; created_at: Date | string }>(
        await ds.query(
          `SELECT reason, amount::text, created_at FROM ${W}
            WHERE reason IN ('refund', 'adjustment', 'no_show', 'idle_fee') AND created_at >= $1 AND created_at < $2`,
          [from, to],
        ),
      );
      return rows.map((r) => ({ reason: r.reason, amount: r.amount, at: r.created_at }));
    },

    /** The latest payments, any status, newest first. */
    async latest(limit: number): Promise<FinanceTransaction[]> {
      const rows = rowsOf<{
        id: number;
        transaction_id: string | null;
        user_id: number;
        booking_id: number;
        station_name: string | null;
        amount: string;
        payment_method: PaymentMethod;
        status: PaymentStatus;
        at: Date | string;
      }>(
        await ds.query(
          `SELECT id, transaction_id, user_id, booking_id, booking_snapshot->>'stationName' AS station_name,
                  amount::text, payment_method, status, COALESCE(payment_date, created_at) AS at
             FROM ${P} ORDER BY COALESCE(payment_date, created_at) DESC, id DESC LIMIT $1`,
          [limit],
        ),
      );
      return rows.map((r) => ({
        id: r.id,
        transactionId: r.transaction_id,
        userId: r.user_id,
        bookingId: r.booking_id,
        stationName: r.station_name,
        amount: toMoneyString(r.amount),
        method: r.payment_method,
        status: r.status,
        date: new Date(r.at).toISOString(),
      }));
    },
  };
}
export type FinanceRepository = ReturnType<typeof financeRepository>;
