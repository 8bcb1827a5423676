import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { bookingNotifications } from './notifications';

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
type P = Pick<Payment, 'bookingId' | 'status' | 'amount' | 'settlement'>;
const aPayment = (bookingId: number, status: Payment['status'], over: Partial<P> = {}): P => ({
  bookingId,
  status,
  amount: '755.20',
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
      },
    ]);
    // Before the payments are read, the amount is left out rather than guessed.
    expect(bookingNotifications([b], [])[0].text).toBe('Paid.');
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

  it('cancelled: the refund when it was paid, nothing otherwise', () => {
    const refunded = aBooking('cancelled');
    const unpaid = aBooking('cancelled', { paymentId: null });
    const [first, second] = bookingNotifications([refunded, unpaid], [aPayment(refunded.id, 'refunded')]);
    expect(first).toMatchObject({ title: 'Booking cancelled', text: '₹755.20 was refunded to your wallet.' });
    expect(second.text).toBe('Nothing was paid, so nothing was refunded.');
    expect(bookingNotifications([refunded], [])[0].text).toBe('Your payment was refunded to your wallet.');
  });

  it('one line per booking, in the order the bookings come (newest first), charging ones included', () => {
    const newest = aBooking('active');
    const older = aBooking('confirmed');
    const oldest = aBooking('cancelled');
    expect(bookingNotifications([newest, older, oldest], []).map((n) => [n.bookingId, n.kind])).toEqual([
      [newest.id, 'charging'],
      [older.id, 'confirmed'],
      [oldest.id, 'cancelled'],
    ]);
  });
});
