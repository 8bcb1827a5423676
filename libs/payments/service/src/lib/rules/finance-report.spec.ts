import { financeBuckets, financeRange, keptGstPaise, type FinancePaymentRow } from './finance-report';

const NOW = new Date('2026-11-24T07:00:00Z'); // 12:30 IST, 24 Nov

describe('financeRange', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(financeRange({}, NOW)).toEqual({ period: 'day', from: '2026-10-26', to: '2026-11-24' });
  });
  it('defaults to the 12 months up to this one for period month', () => {
    expect(financeRange({ period: 'month' }, NOW)).toEqual({
      period: 'month',
      from: '2025-12-01',
      to: '2026-11-24',
    });
  });
  it('refuses reversed, impossible and too long ranges', () => {
    expect(financeRange({ from: '2026-11-02', to: '2026-11-01' }, NOW)).toEqual({
      error: 'from must not be after to',
    });
    expect(financeRange({ from: '2026-02-30', to: '2026-03-01' }, NOW)).toEqual({
      error: 'from and to must be real dates (YYYY-MM-DD)',
    });
    expect(financeRange({ from: '2025-01-01', to: '2026-01-02' }, NOW)).toEqual({
      error: 'A daily report covers at most 366 days',
    });
    expect(financeRange({ period: 'month', from: '2023-01-01', to: '2026-01-01' }, NOW)).toEqual({
      error: 'A monthly report covers at most 36 months',
    });
    expect(financeRange({ period: 'month', from: '2023-02-01', to: '2026-01-31' }, NOW)).toMatchObject({
      period: 'month',
    });
  });
});

const paid = (over: Partial<FinancePaymentRow>): FinancePaymentRow => ({
  status: 'completed',
  amount: '129.80', // estimate 100 + 10 fee = 110, GST 19.80
  paidAt: '2026-11-24T05:00:00Z',
  estimatedCost: '100.00',
  settledCost: null,
  returnedToWallet: null,
  ...over,
});

describe('keptGstPaise', () => {
  it('is the estimate GST while nothing went back', () => expect(keptGstPaise(paid({}))).toBe(1980));
  it('is nothing for a refunded payment', () => expect(keptGstPaise(paid({ status: 'refunded' }))).toBe(0));
  it('is the GST on the actual cost once a session gave money back', () => {
    // actual 40.00 + 10 = 50.00, GST 9.00; returned 129.80 - 59.00 = 70.80
    expect(keptGstPaise(paid({ settledCost: '40.00', returnedToWallet: '70.80' }))).toBe(900);
  });
  it('keeps the estimate GST when the session gave nothing back', () => {
    expect(keptGstPaise(paid({ settledCost: '100.00', returnedToWallet: '0.00' }))).toBe(1980);
  });
  it('takes GST out of the amount when no estimate was kept', () => {
    expect(keptGstPaise(paid({ estimatedCost: null }))).toBe(1980);
  });
});

describe('financeBuckets', () => {
  it('counts a no-show’s share as a refund and an idle fee (taken: negative) as a negative settlement', () => {
    const r = financeBuckets(
      { period: 'day', from: '2026-11-24', to: '2026-11-24' },
      [paid({ paidAt: '2026-11-24T05:00:00Z' })],
      [
        { reason: 'no_show', amount: '12.98', at: '2026-11-24T06:00:00Z' },
        { reason: 'idle_fee', amount: '-20.00', at: '2026-11-24T07:00:00Z' },
        { reason: 'adjustment', amount: '5.00', at: '2026-11-24T06:00:00Z' },
      ],
    );
    expect(r.totals).toMatchObject({
      payments: '129.80',
      refunds: '12.98',
      settlements: '-15.00',
      net: '131.82',
    });
  });

  it('groups by IST day with every day present and exact sums', () => {
    const r = financeBuckets(
      { period: 'day', from: '2026-11-23', to: '2026-11-24' },
      [
        paid({ paidAt: '2026-11-23T18:29:00Z' }), // 23:59 IST on the 23rd
        paid({ paidAt: '2026-11-23T18:31:00Z', status: 'refunded' }), // 00:01 IST on the 24th
        paid({ paidAt: '2026-11-20T05:00:00Z' }), // outside
      ],
      [
        { reason: 'refund', amount: '129.80', at: '2026-11-24T06:00:00Z' },
        { reason: 'adjustment', amount: '0.10', at: '2026-11-24T06:00:00Z' },
      ],
    );
    expect(r.buckets).toEqual([
      {
        key: '2026-11-23',
        paymentCount: 1,
        payments: '129.80',
        refunds: '0.00',
        settlements: '0.00',
        net: '129.80',
        gst: '19.80',
      },
      {
        key: '2026-11-24',
        paymentCount: 1,
        payments: '129.80',
        refunds: '129.80',
        settlements: '0.10',
        net: '-0.10',
        gst: '0.00',
      },
    ]);
    expect(r.totals).toEqual({
      paymentCount: 2,
      payments: '259.60',
      refunds: '129.80',
      settlements: '0.10',
      net: '129.70',
      gst: '19.80',
    });
  });
  it('groups by IST month', () => {
    const r = financeBuckets(
      { period: 'month', from: '2026-10-15', to: '2026-11-24' },
      [paid({ paidAt: '2026-10-31T19:00:00Z' })],
      [],
    );
    expect(r.buckets.map((b) => [b.key, b.payments])).toEqual([
      ['2026-10', '0.00'],
      ['2026-11', '129.80'],
    ]);
  });
});
