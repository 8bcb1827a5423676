import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { bookingNotifications, inEventOrder } from './notifications';

const station = {
  id: 5,
  name: 'Koregaon Park Hub',
  address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
};
let nextId = 1;
const aBooking = (status: Booking['status'], over: Partial<Booking> = {}) => ({
  id: nextId++,
  status,
  startTime: '2026-11-24T04:30:00.000Z', // 10:00 IST
  endTime: '2026-11-24T05:00:00.000Z',
  actualCost: null,
  paymentId: status === 'pending' ? null : 40,
  station,
  ...over,
});
type P = Pick<Payment, 'bookingId' | 'status' | 'amount' | 'settlement' | 'paymentDate'>;
const aPayment = (bookingId: number, status: Payment['status'], over: Partial<P> = {}): P => ({
  bookingId,
  status,
  amount: '755.20',
  paymentDate: '2026-11-20T10:01:00.000Z', // 3:31 PM IST
  ...over,
});

describe('notification bell (docs/product.md §2.17)', () => {
  it('says nothing when nothing has happened: no bookings, or only ones waiting for payment', () => {
    expect(bookingNotifications([], [])).toEqual([]);
    expect(bookingNotifications([aBooking('pending')], [])).toEqual([]);
  });

  it('a paid booking: confirmed, with what was paid, about its station and slot, linked by its id', () => {
    const b = aBooking('confirmed');
    expect(
      bookingNotifications([b], [aPayment(b.id, 'failed', { amount: '1.00' }), aPayment(b.id, 'completed')]),
    ).toEqual([
      {
        key: `${b.id}-confirmed`,
        bookingId: b.id,
        kind: 'confirmed',
        title: 'Booking confirmed',
        text: 'Paid ₹755.20.',
        about: 'Koregaon Park Hub, 24 Nov 2026, 10:00 AM – 10:30 AM',
        at: '2026-11-20T10:01:00.000Z',
        atText: 'Confirmed 20 Nov 2026, 3:31 PM',
      },
    ]);
    // Before the payments are read, the amount and the time are left out rather than guessed.
    expect(bookingNotifications([b], [])[0]).toMatchObject({ text: 'Paid.', at: null, atText: null });
  });

  it('charging finished: the bill (actualCost) and what went back to the wallet', () => {
    const b = aBooking('completed', { actualCost: '142.50' });
    const settled = aPayment(b.id, 'completed', {
      settlement: {
        energyDelivered: '6.78',
        actualCost: '142.50',
        endTime: '2026-11-24T04:58:00.000Z',
        returnedToWallet: '575.05',
      },
    });
    expect(bookingNotifications([b], [settled])[0]).toMatchObject({
      kind: 'finished',
      title: 'Charging finished',
      text: 'Billed ₹142.50 for the energy delivered. ₹575.05 went back to your wallet.',
    });
    expect(bookingNotifications([b], [])[0].text).toBe('Billed ₹142.50 for the energy delivered.');
    expect(bookingNotifications([aBooking('completed')], [])[0].text).toBe('Its bill is not known yet.');
  });

  it("a paid booking whose charger is out of service: what to do, since the charger's report", () => {
    const message =
      'Connector 2 (CCS2 60 kW) is out of service (Faulted). Move to another free connector for the same slot, or cancel for a full refund.';
    const b = aBooking('confirmed', {
      affected: { reason: 'faulted', since: '2026-11-24T04:05:00.000Z', message, alternatives: [] },
    });
    expect(bookingNotifications([b], [aPayment(b.id, 'completed')])).toEqual([
      expect.objectContaining({
        key: `${b.id}-outOfService`,
        kind: 'outOfService',
        title: 'Charger out of service',
        text: message,
        at: '2026-11-24T04:05:00.000Z',
        atText: 'Reported 24 Nov 2026, 9:35 AM',
      }),
    ]);
    // Once it is not affected any more, it reads as confirmed again.
    expect(bookingNotifications([{ ...b, affected: null }], [])[0].kind).toBe('confirmed');
  });

  it('cancelled: the refund when it was paid, nothing otherwise', () => {
    const refunded = aBooking('cancelled');
    const unpaid = aBooking('cancelled', { paymentId: null });
    const [first, second] = bookingNotifications([refunded, unpaid], [aPayment(refunded.id, 'refunded')]);
    expect(first).toMatchObject({ title: 'Booking cancelled', text: '₹755.20 was refunded to your wallet.' });
    expect(second.text).toBe('Nothing was paid, so nothing was refunded.');
    expect(bookingNotifications([refunded], [])[0].text).toBe('Your payment was refunded to your wallet.');
  });

  it('each line at its own time: paid, session start and end (else the settlement), cancelled', () => {
    const confirmed = aBooking('confirmed');
    const charging = aBooking('active');
    const finished = aBooking('completed', { actualCost: '142.50' });
    const cancelled = aBooking('cancelled', { cancelledAt: '2026-11-23T12:00:00.000Z' });
    const settlement = {
      energyDelivered: '6.78',
      actualCost: '142.50',
      endTime: '2026-11-22T04:58:00.000Z',
      returnedToWallet: '575.05',
    };
    const sessions = [
      { bookingId: charging.id, startTime: '2026-11-24T04:31:00.000Z', endTime: null },
      { bookingId: finished.id, startTime: '2026-11-22T04:31:00.000Z', endTime: '2026-11-22T04:57:30.000Z' },
    ];
    const payments = [
      aPayment(confirmed.id, 'completed'),
      aPayment(finished.id, 'completed', { settlement }),
    ];
    const at = (list: ReturnType<typeof bookingNotifications>) =>
      Object.fromEntries(list.map((n) => [n.kind, [n.at, n.atText]]));
    expect(at(bookingNotifications([confirmed, charging, finished, cancelled], payments, sessions))).toEqual({
      confirmed: ['2026-11-20T10:01:00.000Z', 'Confirmed 20 Nov 2026, 3:31 PM'],
      charging: ['2026-11-24T04:31:00.000Z', 'Started 24 Nov 2026, 10:01 AM'],
      finished: ['2026-11-22T04:57:30.000Z', 'Ended 22 Nov 2026, 10:27 AM'],
      cancelled: ['2026-11-23T12:00:00.000Z', 'Cancelled 23 Nov 2026, 5:30 PM'],
    });
    // Without the session list, a finished session's end is the one its settlement recorded.
    expect(bookingNotifications([finished], payments)[0].at).toBe('2026-11-22T04:58:00.000Z');
    // An answer from before cancelledAt existed: the time is not known.
    expect(bookingNotifications([aBooking('cancelled')], [])[0].at).toBeNull();
  });

  it('newest event first, whatever order the bookings were made in', () => {
    // Made first, cancelled last; made later and confirmed before that cancellation.
    const madeFirst = aBooking('cancelled', { cancelledAt: '2026-11-21T09:00:00.000Z' });
    const madeLater = aBooking('confirmed');
    const finished = aBooking('completed', { actualCost: '100.00' });
    const list = bookingNotifications(
      [madeLater, finished, madeFirst], // GET /api/bookings: newest booking first
      [aPayment(madeLater.id, 'completed', { paymentDate: '2026-11-21T08:00:00.000Z' })],
      [
        {
          bookingId: finished.id,
          startTime: '2026-11-21T08:10:00.000Z',
          endTime: '2026-11-21T08:40:00.000Z',
        },
      ],
    );
    expect(list.map((n) => [n.bookingId, n.kind])).toEqual([
      [madeFirst.id, 'cancelled'],
      [finished.id, 'finished'],
      [madeLater.id, 'confirmed'],
    ]);
  });
});

describe('inEventOrder', () => {
  const line = (name: string, at: string | null) => ({ name, at });

  it('puts the latest time first, compared as instants (not as text)', () => {
    expect(
      inEventOrder([
        line('a', '2026-11-21T08:00:00.000Z'),
        line('b', '2026-11-21T13:31:00+05:30'), // 08:01 UTC: later, though it sorts first as text
        line('c', '2026-11-22T00:00:00.000Z'),
      ]).map((n) => n.name),
    ).toEqual(['c', 'b', 'a']);
  });

  it('keeps lines without a time last and ties in the order they came, and leaves its input alone', () => {
    const input = [
      line('unknown-1', null),
      line('tie-1', '2026-11-21T08:00:00.000Z'),
      line('unknown-2', null),
      line('tie-2', '2026-11-21T08:00:00.000Z'),
      line('newest', '2026-11-21T09:00:00.000Z'),
    ];
    expect(inEventOrder(input).map((n) => n.name)).toEqual([
      'newest',
      'tie-1',
      'tie-2',
      'unknown-1',
      'unknown-2',
    ]);
    expect(input[0].name).toBe('unknown-1');
  });
});
