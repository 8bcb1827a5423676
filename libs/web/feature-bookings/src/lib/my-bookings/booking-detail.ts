import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { bookingReference, formatTime12 } from '@chargesetu/shared/domain';
import { formatInr, translate } from '@chargesetu/web/i18n';
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
  const station = booking.station?.name ?? translate('bookings:detail.theStation');
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
        title: translate('bookings:detail.cancelledTitle'),
        text: payment
          ? translate('bookings:detail.cancelledRefunded')
          : translate('bookings:detail.cancelledUnpaid'),
        tone: 'neutral',
        payNow: false,
      };
    case 'active':
      return success(
        translate('bookings:detail.activeTitle'),
        translate('bookings:detail.activeText', { station, reference }),
      );
    case 'completed':
      return success(
        translate('bookings:detail.completedTitle'),
        booking.actualCost === null
          ? translate('bookings:detail.completedText', { station, reference })
          : translate('bookings:detail.completedCostText', {
              station,
              reference,
              cost: formatInr(booking.actualCost),
            }),
      );
    case 'pending':
      if (payment) break; // paid a moment ago: the confirmation follows by event
      if (isAwaitingPayment(booking, now)) {
        return {
          title: translate('bookings:detail.paymentRequiredTitle'),
          text: booking.holdExpiresAt
            ? translate('bookings:payBy', { time: formatTime12(booking.holdExpiresAt) })
            : translate('bookings:detail.payToKeep'),
          tone: 'warning',
          payNow: true,
        };
      }
      return {
        title: translate('bookings:detail.expiredTitle'),
        text: translate('bookings:detail.expiredText'),
        tone: 'neutral',
        payNow: false,
      };
    case 'confirmed':
      break;
  }
  return success(
    translate('bookings:detail.confirmedTitle'),
    translate('bookings:detail.confirmedText', { station, reference }),
  );
}

const STATUS_KEY = {
  pending: 'bookings:status.confirming',
  confirmed: 'bookings:status.confirmed',
  active: 'bookings:status.charging',
  completed: 'bookings:status.completed',
  cancelled: 'bookings:status.cancelled',
} as const satisfies Record<Booking['status'], string>;

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
      ? { label: translate(STATUS_KEY.pending), color: 'default' }
      : { label: translate('bookings:status.awaitingPayment'), color: 'warning' };
  return { label: translate(STATUS_KEY[status]), color: status === 'cancelled' ? 'error' : 'success' };
}
