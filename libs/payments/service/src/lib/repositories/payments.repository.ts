import { rowsOf } from '@chargesetu/shared/db';
import type { Payment, PaymentMethod, PaymentStatus } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import type { DataSource, EntityManager } from 'typeorm';

/** The booking as it was paid: what the receipt prints, kept with the payment. */
export interface BookingSnapshot {
  stationId: number;
  stationName: string;
  stationAddress: string;
  chargerType: string;
  power: number;
  startTime: string;
  endTime: string;
  pricePerKwh: string;
  estimatedCost: string;
}

/** A payment with the columns the API does not show. */
export interface StoredPayment extends Payment {
  methodDetail: string | null;
  failureReason: string | null;
  bookingSnapshot: BookingSnapshot | null;
  refundedAt: string | null;
}

export interface NewPayment {
  bookingId: number;
  userId: number;
  amount: string;
  paymentMethod: PaymentMethod;
  transactionId: string;
  methodDetail: string;
  bookingSnapshot: BookingSnapshot;
}

interface PaymentRow {
  id: number;
  booking_id: number;
  user_id: number;
  amount: string;
  currency: 'INR';
  status: PaymentStatus;
  payment_method: PaymentMethod;
  transaction_id: string | null;
  receipt_url: string | null;
  payment_date: Date | string | null;
  method_detail: string | null;
  failure_reason: string | null;
  booking_snapshot: BookingSnapshot | null;
  refunded_at: Date | string | null;
  created_at: Date | string;
  settled_energy_kwh: string | null;
  settled_cost: string | null;
  settled_at: Date | string | null;
  returned_to_wallet: string | null;
}

/** What a charging session used, recorded on its payment when it ended (see {@link Payment}). */
export type Settlement = NonNullable<Payment['settlement']>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The settlement columns, set all together or not at all (CHECK payments_settlement_whole). */
function settlementOf(r: PaymentRow): { settlement?: Settlement } {
  const { settled_energy_kwh: energy, settled_cost: cost, settled_at: at, returned_to_wallet: back } = r;
  if (energy === null || cost === null || at === null || back === null) return {};
  return {
    settlement: {
      energyDelivered: toMoneyString(energy),
      actualCost: toMoneyString(cost),
      endTime: new Date(at).toISOString(),
      returnedToWallet: toMoneyString(back),
    },
  };
}

function toStoredPayment(r: PaymentRow): StoredPayment {
  return {
    id: r.id,
    bookingId: r.booking_id,
    userId: r.user_id,
    amount: toMoneyString(r.amount),
    currency: r.currency,
    status: r.status,
    paymentMethod: r.payment_method,
    transactionId: r.transaction_id,
    receiptUrl: r.receipt_url,
    paymentDate: iso(r.payment_date),
    createdAt: new Date(r.created_at).toISOString(),
    methodDetail: r.method_detail,
    failureReason: r.failure_reason,
    bookingSnapshot: r.booking_snapshot,
    refundedAt: iso(r.refunded_at),
    // Only a settled payment has the key, so the API's answer before the settlement stays as it was.
    ...settlementOf(r),
  };
}

/** The Payment contract's fields (its settlement once there is one), for responses; the rest stays inside. */
export function toPayment(p: StoredPayment): Payment {
  const { methodDetail: _d, failureReason: _f, bookingSnapshot: _s, refundedAt: _r, ...payment } = p;
  return payment;
}

const T = `"payments"."payments"`;
const COLUMNS = `booking_id, user_id, amount, status, payment_method, transaction_id, payment_date,
  method_detail, failure_reason, booking_snapshot`;

/** Payments rows. Every method takes an optional transaction so a change and its event commit together. */
export function paymentsRepository(ds: DataSource) {
  const run = async (sql: string, params: unknown[], m?: EntityManager): Promise<StoredPayment[]> =>
    rowsOf<PaymentRow>(await (m ?? ds.manager).query(sql, params)).map(toStoredPayment);
  const values = (p: NewPayment, status: PaymentStatus, failureReason: string | null) => [
    p.bookingId,
    p.userId,
    p.amount,
    status,
    p.paymentMethod,
    p.transactionId,
    p.methodDetail,
    failureReason,
    JSON.stringify(p.bookingSnapshot),
  ];
  return {
    /**
     * Records the booking's successful payment, or returns null when the booking already has one: the
     * partial unique index decides, so of any number of concurrent attempts exactly one inserts (the
     * others wait for it to commit, then do nothing).
     */
    async insertCompleted(p: NewPayment, m: EntityManager): Promise<StoredPayment | null> {
      const [row] = await run(
        `INSERT INTO ${T} (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, now(), $7, $8, $9::jsonb)
         ON CONFLICT ("booking_id") WHERE "status" <> 'failed' DO NOTHING RETURNING *`,
        values(p, 'completed', null),
        m,
      );
      return row ?? null;
    },
    /** Records a declined attempt; it never blocks a later successful payment of the booking. */
    async insertFailed(p: NewPayment, reason: string, m?: EntityManager): Promise<StoredPayment> {
      const [row] = await run(
        `INSERT INTO ${T} (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, NULL, $7, $8, $9::jsonb) RETURNING *`,
        values(p, 'failed', reason),
        m,
      );
      return row;
    },
    /** The booking's payment that went through (completed, or refunded since), if any. */
    async findSettledForBooking(bookingId: number, m?: EntityManager): Promise<StoredPayment | null> {
      const [row] = await run(
        `SELECT * FROM ${T} WHERE booking_id = $1 AND status <> 'failed'`,
        [bookingId],
        m,
      );
      return row ?? null;
    },
    /** The payment if it is the user's (someone else's is not found, like a missing one). */
    async findForUser(id: number, userId: number, m?: EntityManager): Promise<StoredPayment | null> {
      const [row] = await run(`SELECT * FROM ${T} WHERE id = $1 AND user_id = $2`, [id, userId], m);
      return row ?? null;
    },
    /** Every attempt of the user, declined ones included, newest first. */
    async listForUser(userId: number, m?: EntityManager): Promise<StoredPayment[]> {
      return run(`SELECT * FROM ${T} WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId], m);
    },
    /**
     * The booking's completed payment (not failed, not refunded), locked until the transaction ends, so
     * a settlement and a refund of the same payment never run interleaved.
     */
    async lockCompletedForBooking(bookingId: number, m: EntityManager): Promise<StoredPayment | null> {
      const [row] = await run(
        `SELECT * FROM ${T} WHERE booking_id = $1 AND status = 'completed' FOR UPDATE`,
        [bookingId],
        m,
      );
      return row ?? null;
    },
    /**
     * Records what the payment's charging session used, once: a payment already settled keeps its first
     * settlement (the call answers false). The CHECKs of migration 1764800000000 refuse a partial one.
     */
    async recordSettlement(paymentId: number, s: Settlement, m: EntityManager): Promise<boolean> {
      const updated = rowsOf<{ id: number }>(
        await m.query(
          `UPDATE ${T} SET settled_energy_kwh = $2::numeric, settled_cost = $3::numeric,
             settled_at = $4::timestamptz, returned_to_wallet = $5::numeric
           WHERE id = $1 AND settled_at IS NULL RETURNING id`,
          [paymentId, s.energyDelivered, s.actualCost, s.endTime, s.returnedToWallet],
        ),
      );
      return updated.length > 0;
    },
    /**
     * completed -> refunded for the booking's payment, returning it; null when there is nothing to
     * refund (never paid, or already refunded). The row lock makes a concurrent second call wait and
     * then find the status changed, so a payment is refunded once whatever arrives twice.
     */
    async markRefunded(bookingId: number, m: EntityManager): Promise<StoredPayment | null> {
      const [row] = await run(
        `UPDATE ${T} SET status = 'refunded', refunded_at = now()
         WHERE booking_id = $1 AND status = 'completed' RETURNING *`,
        [bookingId],
        m,
      );
      return row ?? null;
    },
    /**
     * Revenue, for the admin overview: what was paid and not given back. A refund returns the whole
     * amount and turns the payment `refunded`, so the payments still `completed` are what was paid and not
     * refunded; an 'adjustment' in the wallet's ledger gives back the unused part of a completed payment and a
     * 'no_show' the share of an unused slot, so they come off too, and an 'idle_fee' (a negative line: taken
     * from the wallet) adds. Summed as numeric in PostgreSQL, never as floats.
     */
    async revenue(m?: EntityManager): Promise<string> {
      const [row] = rowsOf<{ revenue: string }>(
        await (m ?? ds.manager).query(`
          SELECT ROUND(
            COALESCE((SELECT SUM(p.amount) FROM ${T} p WHERE p.status = 'completed'), 0)
            - COALESCE((SELECT SUM(w.amount) FROM "payments"."wallet_transactions" w
                          JOIN ${T} p ON p.id = w.payment_id
                         WHERE w.reason IN ('adjustment', 'no_show', 'idle_fee') AND p.status = 'completed'), 0),
            2)::text AS revenue`),
      );
      return String(row.revenue);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
