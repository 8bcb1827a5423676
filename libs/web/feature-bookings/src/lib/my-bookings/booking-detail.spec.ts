import type { Booking } from '@chargesetu/shared/contracts';
import { detailHeadline, statusChip } from './booking-detail';

const now = new Date('2026-11-23T06:00:00.000Z'); // 11:30 IST
const station = {
  id: 5,
  name: 'Koregaon Park Hub',
  address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
};
const aBooking = (over: Partial<Booking> = {}) => ({
  id: 123,
  status: 'confirmed' as Booking['status'],
  holdExpiresAt: null,
  actualCost: null,
  station,
  ...over,
});
const paid = { status: 'completed' as const };

describe("the booking detail page's banner (docs/product.md §2.6)", () => {
  it('a paid booking is confirmed, with its station and reference', () => {
    expect(detailHeadline(aBooking(), paid, now)).toEqual({
      title: 'Booking Confirmed!',
      text: 'Your charging slot at Koregaon Park Hub is booked. Reference CS-000123.',
      tone: 'success',
      payNow: false,
    });
    // Paid a moment ago, the confirmation not yet through.
    expect(detailHeadline(aBooking({ status: 'pending' }), paid, now).title).toBe('Booking Confirmed!');
  });

  it('charging and done: says so, with the bill once the session is settled', () => {
    expect(detailHeadline(aBooking({ status: 'active' }), paid, now).title).toBe('Charging in Progress');
    expect(detailHeadline(aBooking({ status: 'completed', actualCost: '142.50' }), paid, now).text).toBe(
      'Your session at Koregaon Park Hub has ended: ₹142.50 for the energy delivered. Reference CS-000123.',
    );
    expect(detailHeadline(aBooking({ status: 'completed' }), paid, now).text).toBe(
      'Your session at Koregaon Park Hub has ended. Reference CS-000123.',
    );
  });

  it('unpaid with its hold running: Payment Required, pay by the end of the hold, with Pay Now', () => {
    expect(
      detailHeadline(
        aBooking({ status: 'pending', holdExpiresAt: '2026-11-23T06:10:00.000Z' }),
        undefined,
        now,
      ),
    ).toEqual({
      title: 'Payment Required',
      text: 'Pay by 11:40 AM to keep this slot.',
      tone: 'warning',
      payNow: true,
    });
  });

  it('unpaid after its hold ran out: expired, nothing to pay', () => {
    expect(
      detailHeadline(
        aBooking({ status: 'pending', holdExpiresAt: '2026-11-23T05:59:00.000Z' }),
        undefined,
        now,
      ),
    ).toMatchObject({ title: 'Booking Expired', payNow: false });
  });

  it('cancelled: refunded when it was paid, nothing charged when it was not', () => {
    expect(detailHeadline(aBooking({ status: 'cancelled' }), { status: 'refunded' }, now)).toMatchObject({
      title: 'Booking Cancelled',
      text: 'This booking was cancelled and its payment refunded to your wallet.',
      tone: 'neutral',
    });
    expect(detailHeadline(aBooking({ status: 'cancelled' }), undefined, now).text).toBe(
      'This booking was cancelled before it was paid, so nothing was charged.',
    );
  });
});

describe('the status chip of the detail page', () => {
  it('tells a paid booking waiting for its confirmation from an unpaid one', () => {
    expect(statusChip('pending', true)).toEqual({ label: 'Confirming…', color: 'default' });
    expect(statusChip('pending', false)).toEqual({ label: 'Awaiting payment', color: 'warning' });
  });

  it('names the other statuses, cancelled in red', () => {
    expect(statusChip('confirmed', true)).toEqual({ label: 'Confirmed', color: 'success' });
    expect(statusChip('active', true)).toEqual({ label: 'Charging', color: 'success' });
    expect(statusChip('completed', true)).toEqual({ label: 'Completed', color: 'success' });
    expect(statusChip('cancelled', false)).toEqual({ label: 'Cancelled', color: 'error' });
  });
});
