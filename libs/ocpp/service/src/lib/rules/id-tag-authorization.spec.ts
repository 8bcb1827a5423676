import { idTagInfoOf } from './id-tag-authorization';

const now = new Date('2026-11-24T10:05:00Z');

describe('the IdTagInfo answered for a presented idTag', () => {
  it('a driver with a current booking here: Accepted until the booking ends', () => {
    expect(
      idTagInfoOf(
        {
          kind: 'booked',
          userId: 7,
          card: false,
          bookingId: 3,
          bookingEnd: new Date('2026-11-24T10:30:00Z'),
        },
        now,
      ),
    ).toEqual({
      status: 'Accepted',
      expiryDate: '2026-11-24T10:30:00.000Z',
    });
  });

  it('a card without a booking, the wallet holding the minimum: Accepted for two minutes only', () => {
    expect(idTagInfoOf({ kind: 'wallet', userId: 7 }, now)).toEqual({
      status: 'Accepted',
      expiryDate: '2026-11-24T10:07:00.000Z',
    });
  });

  it('a tag that is no driver’s: Invalid', () => {
    expect(idTagInfoOf({ kind: 'unknown-tag' }, now)).toEqual({ status: 'Invalid' });
  });

  it('a driver without a current booking here: Expired, never Invalid or Blocked', () => {
    expect(idTagInfoOf({ kind: 'no-current-booking' }, now)).toEqual({ status: 'Expired' });
  });

  it('bookings cannot be read: ConcurrentTx, expiring at once so no charger caches it', () => {
    expect(idTagInfoOf({ kind: 'unreadable' }, now)).toEqual({
      status: 'ConcurrentTx',
      expiryDate: now.toISOString(),
    });
  });
});
