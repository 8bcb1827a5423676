import type { WalletEntry } from '@chargesetu/shared/contracts';
import { signedInr, walletLineView } from './wallet-lines';

const entry = (overrides: Partial<WalletEntry> = {}): WalletEntry => ({
  id: 31,
  kind: 'payment',
  amount: '-755.20',
  paymentId: 12,
  bookingId: 123,
  paymentMethod: 'wallet',
  // 05:00 UTC is 10:30 AM in India, whatever zone the tests run in.
  createdAt: '2026-11-23T05:00:00.000Z',
  balanceAfter: '1234.50',
  ...overrides,
});

describe('signedInr (docs/product.md §2.5, §9 money)', () => {
  it('signs money out with a minus sign and money in with a plus, en-IN grouping, 2 decimals', () => {
    expect(signedInr('-755.20')).toBe('−₹755.20');
    expect(signedInr('120.45')).toBe('+₹120.45');
    expect(signedInr('100000.00')).toBe('+₹1,00,000.00');
    expect(signedInr('-123456.7')).toBe('−₹1,23,456.70');
    expect(signedInr(-0.5)).toBe('−₹0.50');
  });

  it('writes nothing moved as ₹0.00 and an unreadable amount as a dash', () => {
    expect(signedInr('0.00')).toBe('₹0.00');
    expect(signedInr('abc')).toBe('—');
  });
});

describe('walletLineView (docs/product.md §2.5 wallet history)', () => {
  it('a wallet payment: money out, its booking reference, the date in IST and the balance after', () => {
    expect(walletLineView(entry())).toEqual({
      id: 31,
      kind: 'payment',
      label: 'Wallet payment',
      direction: 'out',
      amount: '−₹755.20',
      reference: 'CS-000123',
      bookingId: 123,
      date: '23 Nov 2026, 10:30 AM',
      balanceAfter: '₹1,234.50',
      note: null,
    });
  });

  it('a refund and a settlement: money in, labelled, and say how a booking the wallet did not pay was paid', () => {
    const refund = walletLineView(
      entry({ kind: 'refund', amount: '755.20', paymentMethod: 'upi', bookingId: 7 }),
    );
    expect(refund).toMatchObject({
      label: 'Cancellation refund',
      direction: 'in',
      amount: '+₹755.20',
      reference: 'CS-000007',
      note: 'Booking paid by UPI',
    });
    const settlement = walletLineView(entry({ kind: 'settlement', amount: '88.04', paymentMethod: 'card' }));
    expect(settlement).toMatchObject({
      label: 'Charging settlement',
      direction: 'in',
      amount: '+₹88.04',
      note: 'Booking paid by card',
    });
    expect(walletLineView(entry({ kind: 'settlement', amount: '88.04' })).note).toBeNull();
  });

  it('leaves the balance after out when it was not recorded, rather than guessing it', () => {
    expect(walletLineView(entry({ balanceAfter: null })).balanceAfter).toBeNull();
  });

  it('dates a line late in the UTC day on the next Indian day', () => {
    expect(walletLineView(entry({ createdAt: '2026-11-23T20:15:00.000Z' })).date).toBe(
      '24 Nov 2026, 1:45 AM',
    );
  });
});
