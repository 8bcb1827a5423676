import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { bookingReference, formatInr, formatTime12 } from '@chargesetu/shared/domain';
import { isAwaitingPayment } from '@chargesetu/web/data-access';

/** The banner of a booking's detail page (/booking-success/:id, docs/product.md §2.6). */
export interface DetailHeadline {
  title: string;
  text: string;
  /** success: paid and on its way or done; warning: waiting for its payment; neutral: cancelled or lapsed. */
  tone: 'success' | 'warning' | 'neutral';
  /** Whether the banner offers Pay Now (the booking can still be paid). */
  payNow: boolean;
}

type Shown = Pick<Booking, 'id' | 'status' | 'holdExpiresAt' | 'actualCost' | 'station'>;

/**
 * What the detail page says a booking is at: paid bookings read "Booking Confirmed!" (or "Charging in
 * Progress", "Charging Complete" with the bill), unpaid ones "Payment Required" with Pay Now while the hold
 * lasts and "Booking Expired" after, cancelled ones "Booking Cancelled" with whether anything was refunded.
 * `payment` is the booking's payment that went through, if any.
 */
export function detailHeadline(
  booking: Shown,
  payment: Pick<Payment, 'status'> | undefined,
  now: Date,
): DetailHeadline {
  const station = booking.station?.name ?? 'the station';
  const reference = bookingReference(booking.id);
  const success = (title: string, text: string): DetailHeadline => ({
    title,
    text,
    tone: 'success',
    payNow: false,
  });
  switch (booking.status) {
    case 'cancelled':
      return {
        title: 'Booking Cancelled',
        text: payment
          ? 'This booking was cancelled and its payment refunded to your wallet.'
          : 'This booking was cancelled before it was paid, so nothing was charged.',
        tone: 'neutral',
        payNow: false,
      };
    case 'active':
      return success('Charging in Progress', `Your car is charging at ${station}. Reference ${reference}.`);
    case 'completed':
      return success(
        'Charging Complete',
        booking.actualCost === null
          ? `Your session at ${station} has ended. Reference ${reference}.`
          : `Your session at ${station} has ended: ${formatInr(booking.actualCost)} for the energy delivered. Reference ${reference}.`,
      );
    case 'pending':
      if (payment) break; // paid a moment ago: the confirmation follows by event
      if (isAwaitingPayment(booking, now)) {
        return {
          title: 'Payment Required',
          text: booking.holdExpiresAt
            ? `Pay by ${formatTime12(booking.holdExpiresAt)} to keep this slot.`
            : 'Pay for this booking to keep its slot.',
          tone: 'warning',
          payNow: true,
        };
      }
      return {
        title: 'Booking Expired',
        text: 'The time to pay for this booking ran out, so its slot was released.',
        tone: 'neutral',
        payNow: false,
      };
    case 'confirmed':
      break;
  }
  return success('Booking Confirmed!', `Your charging slot at ${station} is booked. Reference ${reference}.`);
}

const STATUS_TEXT: Record<Booking['status'], string> = {
  pending: 'Confirming…',
  confirmed: 'Confirmed',
  active: 'Charging',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The status chip under the banner: a paid booking still pending is "Confirming…" (its confirmation
 * follows by event), an unpaid one "Awaiting payment".
 */
export function statusChip(
  status: Booking['status'],
  paid: boolean,
): { label: string; color: 'default' | 'warning' | 'error' | 'success' } {
  if (status === 'pending')
    return paid
      ? { label: STATUS_TEXT.pending, color: 'default' }
      : { label: 'Awaiting payment', color: 'warning' };
  return { label: STATUS_TEXT[status], color: status === 'cancelled' ? 'error' : 'success' };
}
