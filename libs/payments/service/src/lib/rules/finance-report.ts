import type { FinanceBucket, FinanceFigures, FinancePeriod } from '@chargesetu/shared/contracts';
import {
  addDaysYmd,
  fromPaise,
  istDateString,
  isValidYmd,
  priceBreakdown,
  toPaise,
  todayIst,
} from '@chargesetu/shared/domain';

/** A payment that went through (completed or refunded), as the finance report needs it. */
export interface FinancePaymentRow {
  status: 'completed' | 'refunded';
  amount: string;
  paidAt: Date | string;
  /** The booking's estimated cost the payment was for (its snapshot); null when it kept none. */
  estimatedCost: string | null;
  /** The session's actual cost, once settled. */
  settledCost: string | null;
  /** What the settlement gave back to the wallet, once settled. */
  returnedToWallet: string | null;
}

/**
 * A wallet ledger line after a payment: a refund or a no-show's share given back (counted as refunds), a
 * charging settlement's adjustment given back, or an idle fee taken (its amount negative: counted as a negative
 * settlement, so it adds to the net).
 */
export interface FinanceReturnRow {
  reason: 'refund' | 'adjustment' | 'no_show' | 'idle_fee';
  amount: string;
  at: Date | string;
}

const MAX_DAYS = 366;
const MAX_MONTHS = 36;

/** An IST date range, both ends included, checked; or the message of a 400. */
export type FinanceRange = { period: FinancePeriod; from: string; to: string } | { error: string };

const monthOf = (ymd: string) => ymd.slice(0, 7);
const paise = (money: string) => toPaise(Number(money));

/** Months from one 'YYYY-MM' to another, both included. */
function monthKeys(from: string, to: string): string[] {
  const keys: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const end = to;
  for (;;) {
    const key = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (key > end) return keys;
    keys.push(key);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/**
 * The range asked for, with the defaults: the last 30 days (period day) or the 12 calendar months up to
 * this one (period month), ending today (IST). A range over 366 days or 36 months is refused.
 */
export function financeRange(
  q: { period?: FinancePeriod; from?: string; to?: string },
  now: Date,
): FinanceRange {
  const period = q.period ?? 'day';
  if ((q.from !== undefined && !isValidYmd(q.from)) || (q.to !== undefined && !isValidYmd(q.to)))
    return { error: 'from and to must be real dates (YYYY-MM-DD)' };
  const to = q.to ?? todayIst(now);
  let from = q.from;
  if (!from) {
    if (period === 'day') from = addDaysYmd(to, -29);
    else {
      const [y, m] = to.split('-').map(Number);
      const back = y * 12 + (m - 1) - 11;
      from = `${String(Math.floor(back / 12)).padStart(4, '0')}-${String((back % 12) + 1).padStart(2, '0')}-01`;
    }
  }
  if (from > to) return { error: 'from must not be after to' };
  if (period === 'day' && addDaysYmd(from, MAX_DAYS - 1) < to)
    return { error: `A daily report covers at most ${MAX_DAYS} days` };
  if (period === 'month' && monthKeys(monthOf(from), monthOf(to)).length > MAX_MONTHS)
    return { error: `A monthly report covers at most ${MAX_MONTHS} months` };
  return { period, from, to };
}

/**
 * The GST (18%) in what is kept of a payment, in paise, with the pricing helpers: none for a refunded
 * payment (all of it went back); for a settled session that gave money back, the GST on its actual cost;
 * otherwise the GST on the booking's estimate (what was paid). A payment without its estimate takes the
 * GST out of its amount: amount − amount / 1.18, to the paisa.
 */
export function keptGstPaise(p: FinancePaymentRow): number {
  if (p.status !== 'completed') return 0;
  if (p.settledCost !== null && p.returnedToWallet !== null && paise(p.returnedToWallet) > 0)
    return toPaise(priceBreakdown(p.settledCost).gst);
  if (p.estimatedCost !== null) return toPaise(priceBreakdown(p.estimatedCost).gst);
  const amount = paise(p.amount);
  return amount - Math.round((amount * 100) / 118);
}

interface Sums {
  paymentCount: number;
  payments: number;
  refunds: number;
  settlements: number;
  gst: number;
}

const zero = (): Sums => ({ paymentCount: 0, payments: 0, refunds: 0, settlements: 0, gst: 0 });
const money = (p: number) => fromPaise(p).toFixed(2);

function figures(s: Sums): FinanceFigures {
  return {
    paymentCount: s.paymentCount,
    payments: money(s.payments),
    refunds: money(s.refunds),
    settlements: money(s.settlements),
    net: money(s.payments - s.refunds - s.settlements),
    gst: money(s.gst),
  };
}

/**
 * Groups payments (by payment date), refunds and settlements (by their ledger date) into the IST days or
 * months of the range, every bucket present (zeros included), in whole paise so the sums are exact.
 * Rows outside the range are ignored.
 */
export function financeBuckets(
  range: { period: FinancePeriod; from: string; to: string },
  payments: FinancePaymentRow[],
  returns: FinanceReturnRow[],
): { buckets: FinanceBucket[]; totals: FinanceFigures } {
  const keyOf = (at: Date | string) => {
    const day = istDateString(at);
    if (day < range.from || day > range.to) return null;
    return range.period === 'day' ? day : monthOf(day);
  };
  const keys: string[] = [];
  if (range.period === 'day') for (let d = range.from; d <= range.to; d = addDaysYmd(d, 1)) keys.push(d);
  else keys.push(...monthKeys(monthOf(range.from), monthOf(range.to)));
  const sums = new Map(keys.map((k) => [k, zero()]));
  const total = zero();
  for (const p of payments) {
    const s = sums.get(keyOf(p.paidAt) ?? '');
    if (!s) continue;
    const gst = keptGstPaise(p);
    for (const t of [s, total]) {
      t.paymentCount += 1;
      t.payments += paise(p.amount);
      t.gst += gst;
    }
  }
  for (const r of returns) {
    const s = sums.get(keyOf(r.at) ?? '');
    if (!s) continue;
    for (const t of [s, total]) {
      if (r.reason === 'refund' || r.reason === 'no_show') t.refunds += paise(r.amount);
      else t.settlements += paise(r.amount);
    }
  }
  return {
    buckets: keys.map((key) => ({ key, ...figures(sums.get(key) ?? zero()) })),
    totals: figures(total),
  };
}
