import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { formatTime12, priceBreakdown } from '@chargesetu/shared/domain';
import { formatDateIn, formatInr, translate } from '@chargesetu/web/i18n';

/** What a cancellation refunds: the completed payment's amount, or nothing for an unpaid booking. */
export function refundAmount(
  booking: Pick<Booking, 'id' | 'status' | 'paymentId' | 'estimatedCost'>,
  payments: readonly Pick<Payment, 'bookingId' | 'status' | 'amount'>[],
): string | null {
  const paid = payments.find((p) => p.bookingId === booking.id && p.status === 'completed');
  if (paid) return paid.amount;
  // Confirmed means paid even when the payments list has not caught up: the total of docs/product.md §9.
  if (booking.status === 'confirmed' || booking.paymentId !== null) {
    return priceBreakdown(booking.estimatedCost).total.toFixed(2);
  }
  return null;
}

/** The success toast of a cancellation: what was cancelled and, when it was paid, the wallet refund. */
export function cancelledToast(
  booking: Pick<Booking, 'startTime' | 'station'>,
  refund: string | null,
): { title: string; description: string } {
  const name = booking.station?.name ?? translate('common:unknownStation');
  const when = `${formatDateIn(booking.startTime)}, ${formatTime12(booking.startTime)}`;
  const cancelled = translate('common:cancelBooking.done', { station: name, when });
  return {
    title: translate('common:cancelBooking.doneTitle'),
    description: refund
      ? translate('common:cancelBooking.doneRefunded', { cancelled, amount: formatInr(refund) })
      : cancelled,
  };
}
