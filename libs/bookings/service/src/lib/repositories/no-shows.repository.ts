import { rowsOf } from '@chargesetu/shared/db';
import { toMoneyString } from '@chargesetu/shared/domain';
import type { DataSource, EntityManager } from 'typeorm';

const T = `"bookings"."bookings"`;

/** A paid booking whose slot ended without charging (the no-show rule, docs/product.md §4). */
export interface NoShow {
  bookingId: number;
  userId: number;
  paymentId: number;
  amountPaid: string;
  /** The share of the payment to refund, 0..100. */
  refundPercent: number;
  slotEnd: Date;
}

interface NoShowRow {
  id: number;
  user_id: number;
  payment_id: number;
  amount_paid: string | number;
  refund_percent: number;
  end_time: Date | string;
}

/** The no-show columns of the bookings rows (migration 1765400000000). */
export function noShowsRepository(ds: DataSource) {
  return {
    /** Remembers the refund share the driver was told, as the booking is paid. */
    async recordPolicy(bookingId: number, refundPercent: number, m: EntityManager): Promise<void> {
      await m.query(`UPDATE ${T} SET no_show_refund_percent = $2 WHERE id = $1`, [bookingId, refundPercent]);
    },
    /**
     * Claims the paid bookings still waiting to charge whose slot has ended by `now` (at most `limit`; rows
     * another instance holds are skipped), marking each a no-show at `now`: each is answered once, ever. The
     * share is the one recorded at payment, else `defaultPercent`.
     */
    async claimDue(now: Date, limit: number, defaultPercent: number, m: EntityManager): Promise<NoShow[]> {
      const rows = rowsOf<NoShowRow>(
        await (m ?? ds.manager).query(
          `UPDATE ${T} SET no_show_at = $1, updated_at = now()
           WHERE id IN (SELECT id FROM ${T}
             WHERE status = 'confirmed' AND no_show_at IS NULL AND end_time <= $1 AND payment_id IS NOT NULL
             ORDER BY end_time LIMIT $2 FOR UPDATE SKIP LOCKED)
           RETURNING id, user_id, payment_id, amount_paid, end_time,
             COALESCE(no_show_refund_percent, $3)::int AS refund_percent`,
          [now, limit, defaultPercent],
        ),
      );
      return rows.map((r) => ({
        bookingId: r.id,
        userId: r.user_id,
        paymentId: r.payment_id,
        amountPaid: toMoneyString(r.amount_paid),
        refundPercent: Number(r.refund_percent),
        slotEnd: new Date(r.end_time),
      }));
    },
  };
}
export type NoShowsRepository = ReturnType<typeof noShowsRepository>;
