import type { Booking, BookingStatus } from '@chargesetu/shared/contracts';
import { isAwaitingPayment } from '@chargesetu/web/data-access';
import { translate } from '@chargesetu/web/i18n';
import { hrefs } from '@chargesetu/web/routes';

/** The dashboard's My Bookings sub-tabs (docs/product.md §2.15), in order. */
export type DashboardBookingGroup = 'upcoming' | 'active' | 'history';

/** Each sub-tab's name and what it says when empty, read in the language shown when drawn. */
export const BOOKING_GROUPS: readonly { value: DashboardBookingGroup; label: string; empty: string }[] = [
  {
    value: 'upcoming',
    get label() {
      return translate('dashboard:bookings.upcoming');
    },
    get empty() {
      return translate('dashboard:bookings.emptyUpcoming');
    },
  },
  {
    value: 'active',
    get label() {
      return translate('dashboard:bookings.active');
    },
    get empty() {
      return translate('dashboard:bookings.emptyActive');
    },
  },
  {
    value: 'history',
    get label() {
      return translate('dashboard:bookings.history');
    },
    get empty() {
      return translate('dashboard:bookings.emptyHistory');
    },
  },
];

type Timed = Pick<Booking, 'id' | 'status' | 'startTime' | 'endTime' | 'holdExpiresAt'>;

const startsAfter = (b: Timed, now: Date) => Date.parse(b.startTime) > now.getTime();
const endsAfter = (b: Timed, now: Date) => Date.parse(b.endTime) > now.getTime();

/**
 * Which sub-tab a booking belongs to. The dashboard's upcoming list shows pending bookings too (its
 * badge reads "Pending" for anything not confirmed, docs/product.md §4), as long as they can still be paid:
 * - Upcoming: confirmed, or pending with its hold still running, starting in the future;
 * - Active: status active (charging), or confirmed with now between start and end (docs/product.md §4);
 * - History: everything else: completed, cancelled, a confirmed slot that has passed, a lapsed hold.
 */
export function bookingGroup(booking: Timed, now: Date): DashboardBookingGroup {
  switch (booking.status) {
    case 'active':
      return 'active';
    case 'confirmed':
      if (startsAfter(booking, now)) return 'upcoming';
      return endsAfter(booking, now) ? 'active' : 'history';
    case 'pending':
      return isAwaitingPayment(booking, now) && startsAfter(booking, now) ? 'upcoming' : 'history';
    default:
      return 'history';
  }
}

export type GroupedBookings = Record<DashboardBookingGroup, Booking[]>;

const byStart = (a: Booking, b: Booking) => Date.parse(a.startTime) - Date.parse(b.startTime);

/**
 * The bookings by sub-tab: upcoming soonest first; active with the one charging first, then by start;
 * history most recent first.
 */
export function groupBookings(bookings: readonly Booking[], now: Date): GroupedBookings {
  const groups: GroupedBookings = { upcoming: [], active: [], history: [] };
  for (const booking of bookings) groups[bookingGroup(booking, now)].push(booking);
  groups.upcoming.sort(byStart);
  groups.active.sort(
    (a, b) => Number(b.status === 'active') - Number(a.status === 'active') || byStart(a, b),
  );
  groups.history.sort((a, b) => byStart(b, a));
  return groups;
}

/** The booking whose charging session runs now (status active), if any: the most recent one. */
export function activeChargingBooking(bookings: readonly Booking[]): Booking | undefined {
  return bookings
    .filter((b) => b.status === 'active')
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime))[0];
}

export interface StatusBadge {
  label: string;
  variant: 'filled' | 'outlined';
  color: 'success' | 'default';
}

/**
 * docs/product.md §4: 'Confirmed' with a success badge; any other value (default 'Pending') an outline badge.
 */
const STATUS_KEYS: Record<string, string | undefined> = {
  pending: 'dashboard:status.pending',
  active: 'dashboard:status.active',
  completed: 'dashboard:status.completed',
  cancelled: 'dashboard:status.cancelled',
};

export function dashboardStatusBadge(status: BookingStatus | string | null | undefined): StatusBadge {
  if (status === 'confirmed')
    return { label: translate('dashboard:status.confirmed'), variant: 'filled', color: 'success' };
  const value = status || 'pending';
  const key = STATUS_KEYS[value];
  // A status this screen does not know is shown as it comes, capitalised.
  const label = key ? translate(key) : value.charAt(0).toUpperCase() + value.slice(1);
  return { label, variant: 'outlined', color: 'default' };
}

/**
 * "Details" of a booking. Not /booking/{bookingId}: that path is the booking screen of a station id
 * (docs/product.md §2.15); the booking's own pages are its payment (while it can still be paid) and its
 * confirmation.
 */
export function bookingDetailsPath(booking: Timed, now: Date): string {
  return isAwaitingPayment(booking, now) ? hrefs.payment(booking.id) : hrefs.bookingSuccess(booking.id);
}

/** Whether the service accepts a cancellation: a pending or confirmed booking that has not started. */
export function canCancel(booking: Timed, now: Date): boolean {
  return (booking.status === 'pending' || booking.status === 'confirmed') && startsAfter(booking, now);
}
