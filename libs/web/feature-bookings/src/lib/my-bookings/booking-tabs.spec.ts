import type { Booking, BookingStatus } from '@chargesetu/shared/contracts';
import { bookingActions, bookingBadge, bookingsForTab, isInTab, type BookingsTab } from './booking-tabs';

const now = new Date('2026-11-23T06:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();

let nextId = 1;
function aBooking(status: BookingStatus, startInMinutes: number, overrides: Partial<Booking> = {}): Booking {
  return {
    id: nextId++,
    userId: 3,
    stationId: 5,
    vehicleId: 7,
    chargerType: 'CCS2',
    power: 60,
    startTime: minutes(startInMinutes),
    endTime: minutes(startInMinutes + 30),
    status,
    pricePerKwh: '21.00',
    estimatedCost: '630.00',
    actualCost: null,
    paymentId: status === 'pending' ? null : 40,
    createdAt: minutes(-120),
    holdExpiresAt: status === 'pending' ? minutes(10) : null,
    ...overrides,
  };
}

const TABS: BookingsTab[] = ['upcoming', 'active', 'completed', 'cancelled', 'payment'];
const tabsOf = (b: Booking, payments: { bookingId: number; status: 'completed' | 'failed' }[] = []) =>
  TABS.filter((t) => isInTab(b, t, now, payments));

describe('My Bookings tab filters (docs/product.md §4)', () => {
  it('Upcoming: confirmed with start in the future', () => {
    expect(tabsOf(aBooking('confirmed', 60))).toEqual(['upcoming']);
  });

  it('Active: status active, or confirmed with now between start and end', () => {
    expect(tabsOf(aBooking('active', -10))).toEqual(['active']);
    expect(tabsOf(aBooking('confirmed', -10))).toEqual(['active']);
    expect(tabsOf(aBooking('confirmed', 0))).toEqual(['active']); // starts right now
  });

  it('Completed: status completed, or confirmed with end in the past', () => {
    expect(tabsOf(aBooking('completed', -120))).toEqual(['completed']);
    expect(tabsOf(aBooking('confirmed', -90))).toEqual(['completed']);
  });

  it('Cancelled: status cancelled, whatever the times', () => {
    expect(tabsOf(aBooking('cancelled', 60))).toEqual(['cancelled']);
    expect(tabsOf(aBooking('cancelled', -90))).toEqual(['cancelled']);
  });

  it('Payment: a pending booking whose hold is still on and that has no completed payment', () => {
    const due = aBooking('pending', 60);
    expect(tabsOf(due)).toEqual(['payment']);
    expect(tabsOf(due, [{ bookingId: due.id, status: 'failed' }])).toEqual(['payment']);
    // Paid a moment ago, the confirmation event not yet through: no longer asks for payment.
    expect(tabsOf(due, [{ bookingId: due.id, status: 'completed' }])).toEqual([]);
    // Its hold ran out: the server cancels it, it cannot be paid.
    expect(tabsOf(aBooking('pending', 60, { holdExpiresAt: minutes(-1) }))).toEqual([]);
  });

  it('lists Upcoming soonest first and keeps the server order elsewhere', () => {
    const later = aBooking('confirmed', 300);
    const sooner = aBooking('confirmed', 60);
    const a = aBooking('cancelled', 10);
    const b = aBooking('cancelled', 20);
    const all = [later, a, sooner, b];
    expect(bookingsForTab(all, 'upcoming', now).map((x) => x.id)).toEqual([sooner.id, later.id]);
    expect(bookingsForTab(all, 'cancelled', now).map((x) => x.id)).toEqual([a.id, b.id]);
  });
});

describe('card badge (docs/product.md §4)', () => {
  it('reads Active, Completed, Cancelled from the status', () => {
    expect(bookingBadge(aBooking('active', -10), 'active', now)).toBe('Active');
    expect(bookingBadge(aBooking('completed', -100), 'completed', now)).toBe('Completed');
    expect(bookingBadge(aBooking('cancelled', 60), 'cancelled', now)).toBe('Cancelled');
  });

  it('otherwise In Progress within start-end, Upcoming before, Expired after', () => {
    expect(bookingBadge(aBooking('confirmed', -10), 'active', now)).toBe('In Progress');
    expect(bookingBadge(aBooking('confirmed', 60), 'upcoming', now)).toBe('Upcoming');
    expect(bookingBadge(aBooking('confirmed', -90), 'completed', now)).toBe('Expired');
  });

  it('says "Payment Required" on the Payment tab', () => {
    expect(bookingBadge(aBooking('pending', 60), 'payment', now)).toBe('Payment Required');
  });
});

describe('card buttons (docs/product.md §2.8, plus the real cancel)', () => {
  it('Cancel for a started booking only while its charger cannot serve it (docs/product.md §4)', () => {
    const affected = {
      reason: 'faulted' as const,
      since: minutes(-20),
      message: 'Connector 1 (CCS2 60 kW) is out of service (Faulted).',
      alternatives: [],
    };
    expect(bookingActions(aBooking('confirmed', -10), 'active', now).cancel).toBe(false);
    expect(bookingActions(aBooking('confirmed', -10, { affected }), 'active', now).cancel).toBe(true);
    expect(bookingActions(aBooking('active', -10, { affected }), 'active', now).cancel).toBe(false);
  });

  it('Monitor Charging for a booking that is charging, whatever the tab', () => {
    expect(bookingActions(aBooking('active', -10), 'active', now)).toMatchObject({
      monitorCharging: true,
      cancel: false,
    });
    expect(bookingActions(aBooking('confirmed', -10), 'active', now)).toMatchObject({
      monitorCharging: false,
      cancel: false, // it has started
    });
  });

  it('Pay Now on the Payment tab; Cancel on pending and confirmed bookings not yet started', () => {
    expect(bookingActions(aBooking('pending', 60), 'payment', now)).toEqual({
      monitorCharging: false,
      payNow: true,
      cancel: true,
      receiptPaymentId: null,
    });
    expect(bookingActions(aBooking('confirmed', 60), 'upcoming', now)).toMatchObject({
      payNow: false,
      cancel: true,
    });
    expect(bookingActions(aBooking('confirmed', -90), 'completed', now).cancel).toBe(false);
    expect(bookingActions(aBooking('cancelled', 60), 'cancelled', now).cancel).toBe(false);
  });

  it('Receipt for the payment of the booking that went through, refunded ones included; none for a declined one', () => {
    const paid = aBooking('confirmed', 60);
    const refunded = aBooking('cancelled', 60);
    const declined = aBooking('pending', 60);
    const payments = [
      { id: 71, bookingId: declined.id, status: 'failed' as const },
      { id: 72, bookingId: paid.id, status: 'failed' as const },
      { id: 73, bookingId: paid.id, status: 'completed' as const },
      { id: 74, bookingId: refunded.id, status: 'refunded' as const },
    ];
    expect(bookingActions(paid, 'upcoming', now, payments).receiptPaymentId).toBe(73);
    expect(bookingActions(refunded, 'cancelled', now, payments).receiptPaymentId).toBe(74);
    expect(bookingActions(declined, 'payment', now, payments).receiptPaymentId).toBeNull();
    expect(bookingActions(paid, 'upcoming', now).receiptPaymentId).toBeNull(); // payments not read yet
  });
});
