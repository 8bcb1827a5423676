import type { FinanceTransaction, PublicUser } from '@chargesetu/shared/contracts';
import { recentActivity } from './recent-activity';

const user = (id: number, createdAt: string, overrides: Partial<PublicUser> = {}): PublicUser => ({
  id,
  username: `user${id}`,
  name: `Driver ${id}`,
  email: `user${id}@example.in`,
  phone: null,
  role: 'user',
  createdAt,
  ...overrides,
});

const payment = (
  id: number,
  date: string,
  overrides: Partial<FinanceTransaction> = {},
): FinanceTransaction => ({
  id,
  transactionId: `TXN${id}`,
  userId: 7,
  bookingId: 40 + id,
  stationName: 'Koramangala Hub',
  amount: '1014.80',
  method: 'upi',
  status: 'completed',
  date,
  ...overrides,
});

describe('recentActivity', () => {
  it('merges accounts and payments newest first, and keeps the newest few', () => {
    const lines = recentActivity(
      [user(1, '2026-11-24T05:00:00.000Z'), user(2, '2026-11-24T03:00:00.000Z')],
      [payment(1, '2026-11-24T04:00:00.000Z'), payment(2, '2026-11-24T06:00:00.000Z')],
      3,
    );
    expect(lines.map((l) => l.key)).toEqual(['payment-2', 'account-1', 'payment-1']);
    expect(lines.map((l) => l.at)).toEqual([
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T05:00:00.000Z',
      '2026-11-24T04:00:00.000Z',
    ]);
  });

  it('says what happened to each payment, by status, with the amount in rupees', () => {
    const at = '2026-11-24T04:00:00.000Z';
    const texts = recentActivity(
      [],
      [
        payment(1, at),
        payment(2, at, { status: 'refunded', method: 'wallet' }),
        payment(3, at, { status: 'failed', method: 'card', stationName: null }),
        payment(4, at, { status: 'pending' }),
      ],
    ).map((l) => l.text);
    expect(texts).toEqual([
      'User #7 paid ₹1,014.80 by UPI for booking #41 at Koramangala Hub',
      'User #7 paid ₹1,014.80 by Wallet for booking #42 at Koramangala Hub, since refunded to the wallet',
      'A Card payment of ₹1,014.80 by User #7 for booking #43 was declined',
      'User #7 started a UPI payment of ₹1,014.80 for booking #44 at Koramangala Hub',
    ]);
  });

  it('tells a driver’s registration from an administrator account', () => {
    const texts = recentActivity(
      [
        user(1, '2026-11-24T05:00:00.000Z', { name: 'Kavya Nair' }),
        user(2, '2026-11-24T04:00:00.000Z', { name: 'Platform Admin', role: 'admin' }),
      ],
      [],
    ).map((l) => l.text);
    expect(texts).toEqual([
      'Kavya Nair registered as a driver',
      'Administrator account Platform Admin was created',
    ]);
  });

  it('is empty when nothing has happened yet', () => {
    expect(recentActivity([], [])).toEqual([]);
  });
});
