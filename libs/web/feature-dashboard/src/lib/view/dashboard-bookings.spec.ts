import { aBooking } from '../testing/builders';
import {
  activeChargingBooking,
  bookingDetailsPath,
  bookingGroup,
  canCancel,
  dashboardStatusBadge,
  groupBookings,
} from './dashboard-bookings';

// 24 Nov 2026, 10:00 IST.
const NOW = new Date('2026-11-24T04:30:00.000Z');
const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000).toISOString();

describe('bookingGroup (the dashboard’s Upcoming / Active / History)', () => {
  it.each([
    ['a confirmed booking that starts later', { status: 'confirmed', startTime: at(60) }, 'upcoming'],
    ['a confirmed booking whose slot runs now', { status: 'confirmed', startTime: at(-10) }, 'active'],
    ['a confirmed booking whose slot is over', { status: 'confirmed', startTime: at(-45) }, 'history'],
    ['a charging (active) booking, whatever its times', { status: 'active', startTime: at(-120) }, 'active'],
    [
      'a pending booking whose hold still runs',
      { status: 'pending', startTime: at(60), holdExpiresAt: at(10) },
      'upcoming',
    ],
    [
      'a pending booking whose hold ran out',
      { status: 'pending', startTime: at(60), holdExpiresAt: at(-1) },
      'history',
    ],
    [
      'a pending booking whose slot has started',
      { status: 'pending', startTime: at(-5), holdExpiresAt: at(10) },
      'history',
    ],
    ['a completed booking', { status: 'completed', startTime: at(-200) }, 'history'],
    [
      'a cancelled booking that would have been upcoming',
      { status: 'cancelled', startTime: at(60) },
      'history',
    ],
  ] as const)('puts %s in %s', (_case, fields, group) => {
    expect(bookingGroup(aBooking(fields), NOW)).toBe(group);
  });
});

describe('groupBookings', () => {
  it('orders upcoming soonest first, active with the charging one first, history most recent first', () => {
    const later = aBooking({ startTime: at(300) });
    const sooner = aBooking({ startTime: at(30) });
    const runningSlot = aBooking({ startTime: at(-5) });
    const charging = aBooking({ status: 'active', startTime: at(-20) });
    const old = aBooking({ status: 'completed', startTime: at(-3000) });
    const recent = aBooking({ status: 'cancelled', startTime: at(-100) });
    const groups = groupBookings([later, old, runningSlot, sooner, recent, charging], NOW);
    expect(groups.upcoming.map((b) => b.id)).toEqual([sooner.id, later.id]);
    expect(groups.active.map((b) => b.id)).toEqual([charging.id, runningSlot.id]);
    expect(groups.history.map((b) => b.id)).toEqual([recent.id, old.id]);
  });

  it('gives three empty lists for no bookings', () => {
    expect(groupBookings([], NOW)).toEqual({ upcoming: [], active: [], history: [] });
  });
});

describe('activeChargingBooking', () => {
  it('is the most recent booking with status active', () => {
    const older = aBooking({ status: 'active', startTime: at(-90) });
    const newer = aBooking({ status: 'active', startTime: at(-10) });
    expect(activeChargingBooking([aBooking({ startTime: at(-5) }), older, newer])?.id).toBe(newer.id);
  });

  it('is undefined when nothing is charging (a confirmed slot running now is not a session)', () => {
    expect(activeChargingBooking([aBooking({ startTime: at(-5) })])).toBeUndefined();
  });
});

describe('dashboardStatusBadge (docs/product.md §4)', () => {
  it('shows Confirmed with a success badge', () => {
    expect(dashboardStatusBadge('confirmed')).toEqual({
      label: 'Confirmed',
      variant: 'filled',
      color: 'success',
    });
  });

  it.each([
    ['pending', 'Pending'],
    ['cancelled', 'Cancelled'],
    ['completed', 'Completed'],
    ['active', 'Active'],
    [undefined, 'Pending'],
    ['', 'Pending'],
  ])('shows %s as an outline badge reading %s', (status, label) => {
    expect(dashboardStatusBadge(status)).toEqual({ label, variant: 'outlined', color: 'default' });
  });
});

describe('bookingDetailsPath', () => {
  it('sends a booking that can still be paid to its payment', () => {
    const unpaid = aBooking({ id: 41, status: 'pending', startTime: at(60), holdExpiresAt: at(10) });
    expect(bookingDetailsPath(unpaid, NOW)).toBe('/payment/41');
  });

  it('sends a paid (or closed) booking to its confirmation page', () => {
    expect(bookingDetailsPath(aBooking({ id: 42, startTime: at(60) }), NOW)).toBe('/booking-success/42');
    expect(bookingDetailsPath(aBooking({ id: 43, status: 'cancelled' }), NOW)).toBe('/booking-success/43');
  });
});

describe('canCancel', () => {
  it('cancels only pending or confirmed bookings that have not started', () => {
    expect(canCancel(aBooking({ startTime: at(60) }), NOW)).toBe(true);
    expect(canCancel(aBooking({ status: 'pending', startTime: at(60), holdExpiresAt: at(5) }), NOW)).toBe(
      true,
    );
    expect(canCancel(aBooking({ startTime: at(-5) }), NOW)).toBe(false);
    expect(canCancel(aBooking({ status: 'active', startTime: at(60) }), NOW)).toBe(false);
    expect(canCancel(aBooking({ status: 'cancelled', startTime: at(60) }), NOW)).toBe(false);
  });
});
