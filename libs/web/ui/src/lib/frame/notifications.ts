import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { formatDateIn, formatInr, formatTimeRange, parseMoney } from '@chargesetu/shared/domain';
import { paymentOfBooking } from '@chargesetu/web/data-access';

/** What happened to a booking, as the notification bell tells it. */
export type NotificationKind = 'confirmed' | 'charging' | 'finished' | 'cancelled';

export interface BookingNotification {
  /** Stable per booking and outcome (a list key). */
  key: string;
  bookingId: number;
  kind: NotificationKind;
  title: string;
  /** What it means for the driver: what was paid, billed or refunded. */
  text: string;
  /** The booking it is about: station, date and slot. */
  about: string;
}

type NotifiedBooking = Pick<
  Booking,
  'id' | 'status' | 'startTime' | 'endTime' | 'actualCost' | 'paymentId' | 'station'
>;
type KnownPayment = Pick<Payment, 'bookingId' | 'status' | 'amount' | 'settlement'>;

const TITLES: Record<NotificationKind, string> = {
  confirmed: 'Booking confirmed',
  charging: 'Charging started',
  finished: 'Charging finished',
  cancelled: 'Booking cancelled',
};

function kindOf(status: Booking['status']): NotificationKind | null {
  switch (status) {
    case 'confirmed':
      return 'confirmed';
    case 'active':
      return 'charging';
    case 'completed':
      return 'finished';
    case 'cancelled':
      return 'cancelled';
    default:
      // Pending: nothing has happened yet (the Payment tab of My Bookings asks for it).
      return null;
  }
}

function textOf(kind: NotificationKind, booking: NotifiedBooking, payment: KnownPayment | undefined): string {
  switch (kind) {
    case 'confirmed':
      return payment ? `Paid ${formatInr(payment.amount)}.` : 'Paid.';
    case 'charging':
      return 'Your charging session is running.';
    case 'finished': {
      if (booking.actualCost === null) return 'Its bill is not known yet.';
      const bill = `Billed ${formatInr(booking.actualCost)} for the energy delivered.`;
      const back = parseMoney(payment?.settlement?.returnedToWallet); // NaN when not settled yet
      return back > 0 ? `${bill} ${formatInr(back)} went back to your wallet.` : bill;
    }
    case 'cancelled':
      if (payment?.status === 'refunded') return `${formatInr(payment.amount)} was refunded to your wallet.`;
      if (booking.paymentId !== null) return 'Your payment was refunded to your wallet.';
      return 'Nothing was paid, so nothing was refunded.';
  }
}

/**
 * The notification bell's list (docs/product.md §2.17), derived from the user's own bookings and payments:
 * a booking confirmed (paid), charging started, charging finished with its bill (actualCost) and what went
 * back to the wallet, a booking cancelled with its refund. One line per booking, for what last happened to
 * it, newest booking first (the order GET /api/bookings answers in: the API says when a booking was made,
 * not when it was cancelled). Bookings still waiting for their payment have nothing to tell.
 */
export function bookingNotifications(
  bookings: readonly NotifiedBooking[],
  payments: readonly KnownPayment[],
): BookingNotification[] {
  return bookings.flatMap((booking) => {
    const kind = kindOf(booking.status);
    if (kind === null) return [];
    const payment = paymentOfBooking(booking.id, payments);
    const station = booking.station?.name ?? 'Unknown Station';
    return [
      {
        key: `${booking.id}-${kind}`,
        bookingId: booking.id,
        kind,
        title: TITLES[kind],
        text: textOf(kind, booking, payment),
        about: `${station}, ${formatDateIn(booking.startTime)}, ${formatTimeRange(booking.startTime, booking.endTime)}`,
      },
    ];
  });
}
