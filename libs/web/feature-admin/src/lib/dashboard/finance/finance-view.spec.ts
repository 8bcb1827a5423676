import type { AdminFinance } from '@chargesetu/shared/contracts';
import { describe, expect, it } from 'vitest';
import { breakdownSlices, bucketLabel, financeCsv, financeCsvName, rangeLabel } from './finance-view';

const figures = {
  paymentCount: 2,
  payments: '259.60',
  refunds: '129.80',
  settlements: '0.10',
  net: '129.70',
  gst: '19.80',
};
const finance: AdminFinance = {
  period: 'day',
  from: '2026-11-23',
  to: '2026-11-24',
  buckets: [
    { key: '2026-11-23', ...figures },
    {
      key: '2026-11-24',
      paymentCount: 0,
      payments: '0.00',
      refunds: '0.00',
      settlements: '0.00',
      net: '0.00',
      gst: '0.00',
    },
  ],
  totals: figures,
  transactions: [],
  generatedAt: '2026-11-24T07:00:00.000Z',
};

describe('finance view', () => {
  it('names days and months', () => {
    expect(bucketLabel('2026-11-04', 'day')).toBe('4 Nov 2026');
    expect(bucketLabel('2026-01', 'month')).toBe('Jan 2026');
    expect(rangeLabel(finance)).toBe('23 Nov 2026 to 24 Nov 2026, by day');
  });

  it('splits the payments into kept before GST, GST, refunded and returned, exactly', () => {
    expect(breakdownSlices(figures)).toEqual([
      { label: 'Kept, before GST', value: 109.9 },
      { label: 'GST collected', value: 19.8 },
      { label: 'Refunded', value: 129.8 },
      { label: 'Returned after sessions', value: 0.1 },
    ]);
  });

  it('leaves out parts that are zero or negative', () => {
    expect(breakdownSlices({ ...figures, net: '-5.00', gst: '0.00', settlements: '0.00' })).toEqual([
      { label: 'Refunded', value: 129.8 },
    ]);
  });

  it('writes the report as CSV with a total line', () => {
    expect(financeCsv(finance).split('\n')).toEqual([
      'Period,Payments,Paid (INR),Refunds (INR),Returned after sessions (INR),Net (INR),GST collected (INR)',
      '2026-11-23,2,259.60,129.80,0.10,129.70,19.80',
      '2026-11-24,0,0.00,0.00,0.00,0.00,0.00',
      'Total,2,259.60,129.80,0.10,129.70,19.80',
    ]);
    expect(financeCsvName(finance)).toBe('chargesetu-finance-2026-11-23-to-2026-11-24-by-day.csv');
  });
});
