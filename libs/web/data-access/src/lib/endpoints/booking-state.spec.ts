import { isAwaitingPayment } from './booking-state';

const now = new Date('2026-11-23T06:00:00.000Z');
const pending = { id: 4, status: 'pending' as const, holdExpiresAt: '2026-11-23T06:10:00.000Z' };

describe('isAwaitingPayment', () => {
  it('a pending booking whose hold is still on waits for its payment', () => {
    expect(isAwaitingPayment(pending, now)).toBe(true);
    expect(isAwaitingPayment({ ...pending, holdExpiresAt: null }, now)).toBe(true);
  });

  it('not once its hold ran out, nor when it is anything but pending', () => {
    expect(isAwaitingPayment({ ...pending, holdExpiresAt: '2026-11-23T06:00:00.000Z' }, now)).toBe(false);
    for (const status of ['confirmed', 'active', 'completed', 'cancelled'] as const) {
      expect(isAwaitingPayment({ ...pending, status }, now)).toBe(false);
    }
  });

  it('not when a payment of it went through (confirmation still on its way); a declined one does not count', () => {
    expect(isAwaitingPayment(pending, now, [{ bookingId: 4, status: 'completed' }])).toBe(false);
    expect(isAwaitingPayment(pending, now, [{ bookingId: 4, status: 'failed' }])).toBe(true);
    expect(isAwaitingPayment(pending, now, [{ bookingId: 5, status: 'completed' }])).toBe(true);
  });
});
