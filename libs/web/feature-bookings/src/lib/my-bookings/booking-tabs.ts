import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { isAwaitingPayment, paymentOfBooking } from '@chargesetu/web/data-access';

/** The tabs of My Bookings (docs/product.md §2.8), in order. */
export type BookingsTab = 'upcoming' | 'active' | 'completed' | 'cancelled' | 'payment';

/** Each tab with the keys (namespace `bookings`) of its label and its empty text. */
export const BOOKINGS_TABS = [
  { value: 'upcoming', label: 'tabs.upcoming', empty: 'tabs.upcomingEmpty' },
  { value: 'active', label: 'tabs.active', empty: 'tabs.activeEmpty' },
  { value: 'completed', label: 'tabs.completed', empty: 'tabs.completedEmpty' },
  { value: 'cancelled', label: 'tabs.cancelled', empty: 'tabs.cancelledEmpty' },
  { value: 'payment', label: 'tabs.payment', empty: 'tabs.paymentEmpty' },
] as const satisfies readonly { value: BookingsTab; label: string; empty: string }[];

type Timed = Pick<Booking, 'status' | 'startTime' | 'endTime'>;

const startsAfter = (b: Timed, now: Date) => Date.parse(b.startTime) > now.getTime();
const endsBefore = (b: Timed, now: Date) => Date.parse(b.endTime) < now.getTime();
const isRunning = (b: Timed, now: Date) => !startsAfter(b, now) && !endsBefore(b, now);

/**
 * docs/product.md §4 "My Bookings tab filters":
 * - Upcoming: confirmed with start in the future;
 * - Active: status active, or confirmed with now between start and end;
 * - Completed: status completed, or confirmed with end in the past;
 * - Cancelled: status cancelled;
 * - Payment: no payment, or a payment still pending. Read as: a booking that can still be paid (pending,
 *   hold not run out) and has no completed payment yet (the confirmation follows the payment by event,
 *   so for a moment a paid booking is still pending). A failed attempt is no payment.
 */
export function isInTab(
  booking: Booking,
  tab: BookingsTab,
  now: Date,
  payments: readonly Pick<Payment, 'bookingId' | 'status'>[] = [],
): boolean {
  const { status } = booking;
  switch (tab) {
    case 'upcoming':
      return status === 'confirmed' && startsAfter(booking, now);
    case 'active':
      return status === 'active' || (status === 'confirmed' && isRunning(booking, now));
    case 'completed':
      return status === 'completed' || (status === 'confirmed' && endsBefore(booking, now));
    case 'cancelled':
      return status === 'cancelled';
    case 'payment':
      return isAwaitingPayment(booking, now, payments);
  }
}

/** The bookings of one tab: upcoming soonest first, the others as the server orders them (newest first). */
export function bookingsForTab(
  bookings: readonly Booking[],
  tab: BookingsTab,
  now: Date,
  payments: readonly Pick<Payment, 'bookingId' | 'status'>[] = [],
): Booking[] {
  const inTab = bookings.filter((b) => isInTab(b, tab, now, payments));
  return tab === 'upcoming' ? inTab.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)) : inTab;
}

export type BookingBadge =
  'Active' | 'Completed' | 'Cancelled' | 'In Progress' | 'Upcoming' | 'Expired' | 'Payment Required';

/**
 * docs/product.md §4 card badge: Active, Completed, Cancelled, "In Progress" (now within start-end), Upcoming
 * (start in the future), else Expired. Cards on the Payment tab say "Payment Required".
 */
export function bookingBadge(booking: Timed, tab: BookingsTab, now: Date): BookingBadge {
  if (tab === 'payment') return 'Payment Required';
  if (booking.status === 'active') return 'Active';
  if (booking.status === 'completed') return 'Completed';
  if (booking.status === 'cancelled') return 'Cancelled';
  if (isRunning(booking, now)) return 'In Progress';
  if (startsAfter(booking, now)) return 'Upcoming';
  return 'Expired';
}

/** The key (namespace `bookings`) of each badge's text. */
export const BADGE_KEY = {
  Active: 'badge.active',
  'In Progress': 'badge.inProgress',
  Upcoming: 'badge.upcoming',
  Completed: 'badge.completed',
  Cancelled: 'badge.cancelled',
  Expired: 'badge.expired',
  'Payment Required': 'badge.paymentRequired',
} as const satisfies Record<BookingBadge, string>;

export const BADGE_COLOR: Record<
  BookingBadge,
  'success' | 'info' | 'default' | 'error' | 'warning' | 'primary'
> = {
  Active: 'success',
  'In Progress': 'success',
  Upcoming: 'primary',
  Completed: 'info',
  Cancelled: 'error',
  Expired: 'default',
  'Payment Required': 'warning',
};

export interface BookingActions {
  /** Monitor Charging: a booking that is charging (status active). */
  monitorCharging: boolean;
  /** Pay Now: the Payment tab. */
  payNow: boolean;
  /**
   * Cancel: a pending or confirmed booking that has not started, or whose charger cannot serve it
   * (POST /api/bookings/:id/cancel).
   */
  cancel: boolean;
  /** Receipt: the id of the booking's payment that went through (completed, or refunded since), else null. */
  receiptPaymentId: number | null;
}

/**
 * docs/product.md §2.8 buttons of a card besides Details and View Station (always there) and Start Charging
 * (`StartChargingLink` decides it from the booking and the clock).
 */
export function bookingActions(
  booking: Timed & Pick<Booking, 'id' | 'affected'>,
  tab: BookingsTab,
  now: Date,
  payments: readonly Pick<Payment, 'id' | 'bookingId' | 'status'>[] = [],
): BookingActions {
  return {
    monitorCharging: booking.status === 'active',
    payNow: tab === 'payment',
    // A booking its charger cannot serve may be cancelled once its slot has started too (docs/product.md §4).
    cancel:
      (booking.status === 'pending' || booking.status === 'confirmed') &&
      (startsAfter(booking, now) || Boolean(booking.affected)),
    receiptPaymentId: paymentOfBooking(booking.id, payments)?.id ?? null,
  };
}
