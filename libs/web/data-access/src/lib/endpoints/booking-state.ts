import type { Booking, Payment } from '@chargesetu/shared/contracts';

/**
 * Whether a booking still waits for its payment (My Bookings' Payment tab, the payment screen's list):
 * pending, its hold on the charger not run out (an expired hold is cancelled by the server and cannot
 * be paid), and no payment of it has gone through. The bookings service confirms a booking when the
 * payment.completed event reaches it, so for a moment a paid booking is still pending: the payments
 * list, when given, rules those out. A declined attempt is no payment.
 */
export function isAwaitingPayment(
  booking: Pick<Booking, 'id' | 'status' | 'holdExpiresAt'>,
  now: Date = new Date(),
  payments: readonly Pick<Payment, 'bookingId' | 'status'>[] = [],
): boolean {
  if (booking.status !== 'pending') return false;
  const until = booking.holdExpiresAt ? Date.parse(booking.holdExpiresAt) : Number.NaN;
  if (!Number.isNaN(until) && until <= now.getTime()) return false;
  return !payments.some(
    (p) => p.bookingId === booking.id && (p.status === 'completed' || p.status === 'refunded'),
  );
}

/**
 * The payment of a booking that went through: completed, or refunded since (its receipt exists either way).
 * A declined attempt is no payment. Undefined when the list holds none.
 */
export function paymentOfBooking<P extends Pick<Payment, 'bookingId' | 'status'>>(
  bookingId: number,
  payments: readonly P[],
): P | undefined {
  return payments.find(
    (p) => p.bookingId === bookingId && (p.status === 'completed' || p.status === 'refunded'),
  );
}
