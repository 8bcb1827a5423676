import type { Payment } from '@chargesetu/shared/contracts';
import { fromPaise, istDateString, parseMoney, toPaise } from '@chargesetu/shared/domain';

type Paid = Pick<Payment, 'status' | 'amount' | 'paymentDate' | 'createdAt' | 'settlement'>;

/**
 * What a payment cost the driver, in paise: a payment that went through, less what its settlement gave back
 * to the wallet once its session ended (docs/product.md §9). A refunded one cost nothing (the amount came
 * back, in the refund and any earlier settlement together); a declined or unfinished one was never taken.
 */
export function paidForCharging(payment: Paid): number {
  if (payment.status !== 'completed') return 0;
  const amount = parseMoney(payment.amount);
  const back = parseMoney(payment.settlement?.returnedToWallet ?? '0.00');
  if (!Number.isFinite(amount)) return 0;
  return Math.max(0, toPaise(amount) - (Number.isFinite(back) ? toPaise(back) : 0));
}

/** Months since year 0 of an instant's IST calendar month, so two months subtract. */
function istMonth(instant: string | Date): number {
  const [year, month] = istDateString(instant).split('-').map(Number);
  return year * 12 + (month - 1);
}

export interface MonthlyCost {
  /** Rupees a month, to the paisa. 0 when nothing was paid. */
  perMonth: number;
  /**
   * The months averaged over: the IST calendar months from the first payment that cost something to this
   * one, both counted. 0 when nothing was paid.
   */
  months: number;
}

/**
 * The dashboard's Avg. Monthly Cost (docs/product.md §2.15): what the driver really paid for charging
 * (GET /api/payments, net of what came back), averaged over the months since their first such payment.
 * A driver who has paid nothing has an average of ₹0.00 over no months.
 */
export function monthlyChargingCost(payments: readonly Paid[], now: Date): MonthlyCost {
  let totalPaise = 0;
  let first: number | null = null;
  for (const payment of payments) {
    const paise = paidForCharging(payment);
    if (paise === 0) continue;
    totalPaise += paise;
    const month = istMonth(payment.paymentDate ?? payment.createdAt);
    first = first === null ? month : Math.min(first, month);
  }
  if (first === null) return { perMonth: 0, months: 0 };
  const months = Math.max(1, istMonth(now) - first + 1);
  return { perMonth: fromPaise(Math.round(totalPaise / months)), months };
}
