import type { Payment } from '@chargesetu/shared/contracts';
import { monthlyChargingCost, paidForCharging } from './monthly-cost';

let serial = 0;
const aPayment = (over: Partial<Payment> = {}): Payment => {
  serial += 1;
  return {
    id: serial,
    bookingId: 100 + serial,
    userId: 9,
    amount: '841.34',
    currency: 'INR',
    status: 'completed',
    paymentMethod: 'upi',
    transactionId: `TXN${serial}`,
    receiptUrl: null,
    paymentDate: '2026-11-24T05:00:00.000Z',
    createdAt: '2026-11-24T05:00:00.000Z',
    ...over,
  };
};

const settled = (returnedToWallet: string): Payment['settlement'] => ({
  energyDelivered: '10.00',
  actualCost: '235.00',
  endTime: '2026-11-24T05:30:00.000Z',
  returnedToWallet,
});

/** 24 Nov 2026, 10:30 IST. */
const NOW = new Date('2026-11-24T05:00:00.000Z');

describe('paidForCharging (paise)', () => {
  it('is the amount of a payment that went through, less what its settlement gave back', () => {
    expect(paidForCharging(aPayment({ amount: '841.34' }))).toBe(84134);
    expect(paidForCharging(aPayment({ amount: '841.34', settlement: settled('552.04') }))).toBe(28930);
    expect(paidForCharging(aPayment({ amount: '841.34', settlement: settled('0.00') }))).toBe(84134);
  });

  it('is nothing for a refunded, declined or unfinished payment', () => {
    for (const status of ['refunded', 'failed', 'pending'] as const) {
      expect(paidForCharging(aPayment({ status, settlement: settled('100.00') }))).toBe(0);
    }
  });
});

describe('monthlyChargingCost (docs/product.md §2.15 Avg. Monthly Cost)', () => {
  it('a driver who has paid nothing has ₹0 over no months, not an invented amount', () => {
    expect(monthlyChargingCost([], NOW)).toEqual({ perMonth: 0, months: 0 });
    expect(
      monthlyChargingCost([aPayment({ status: 'failed' }), aPayment({ status: 'refunded' })], NOW),
    ).toEqual({ perMonth: 0, months: 0 });
  });

  it('payments of this month only: their sum, over one month', () => {
    expect(
      monthlyChargingCost([aPayment({ amount: '841.34' }), aPayment({ amount: '200.60' })], NOW),
    ).toEqual({ perMonth: 1041.94, months: 1 });
  });

  it('averages over the IST months from the first payment to now, both counted, to the paisa', () => {
    const payments = [
      aPayment({ amount: '500.00', paymentDate: '2026-09-15T06:00:00.000Z' }), // Sep
      aPayment({ amount: '300.00', settlement: settled('100.00'), paymentDate: '2026-11-02T06:00:00.000Z' }),
      aPayment({ amount: '999.00', status: 'refunded', paymentDate: '2026-06-01T06:00:00.000Z' }), // ignored
    ];
    // (500 + 200) over Sep, Oct, Nov: 233.333… -> 233.33.
    expect(monthlyChargingCost(payments, NOW)).toEqual({ perMonth: 233.33, months: 3 });
  });

  it('reads months in IST: 31 Oct 20:00 UTC is already 1 Nov in India', () => {
    const lateOctoberUtc = aPayment({ amount: '100.00', paymentDate: '2026-10-31T20:00:00.000Z' });
    expect(monthlyChargingCost([lateOctoberUtc], NOW).months).toBe(1);
    const octoberIst = aPayment({ amount: '100.00', paymentDate: '2026-10-31T18:00:00.000Z' });
    expect(monthlyChargingCost([octoberIst], NOW)).toEqual({ perMonth: 50, months: 2 });
  });

  it('uses the creation time when a payment has no payment date, and counts across a year end', () => {
    const december = aPayment({ amount: '240.00', paymentDate: null, createdAt: '2025-12-10T06:00:00.000Z' });
    // Dec 2025 to Nov 2026: 12 months.
    expect(monthlyChargingCost([december], NOW)).toEqual({ perMonth: 20, months: 12 });
  });
});
