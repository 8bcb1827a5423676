import type { Booking, ChargingSessionSummary, Payment } from '@chargesetu/shared/contracts';
import { formatTimeRange, parseMoney } from '@chargesetu/shared/domain';
import { formatDateIn, formatDateTimeIn, formatInr, translate } from '@chargesetu/web/i18n';
import { paymentOfBooking } from '@chargesetu/web/data-access';

/** What happened to a booking, as the notification bell tells it. */
export type NotificationKind = 'confirmed' | 'outOfService' | 'charging' | 'finished' | 'cancelled';

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
  /** When it happened (an ISO instant), or null when that is not known (yet). */
  at: string | null;
  /** `at` as the panel shows it, with what happened then: "Cancelled 24 Nov 2026, 10:31 AM"; null with it. */
  atText: string | null;
}

type NotifiedBooking = Pick<
  Booking,
  | 'id'
  | 'status'
  | 'startTime'
  | 'endTime'
  | 'actualCost'
  | 'paymentId'
  | 'station'
  | 'cancelledAt'
  | 'affected'
>;
type KnownPayment = Pick<Payment, 'bookingId' | 'status' | 'amount' | 'settlement' | 'paymentDate'>;
type KnownSession = Pick<ChargingSessionSummary, 'bookingId' | 'startTime' | 'endTime'>;

const TITLES: Record<NotificationKind, string> = {
  confirmed: 'common:notifications.titleConfirmed',
  outOfService: 'common:notifications.titleOutOfService',
  charging: 'common:notifications.titleCharging',
  finished: 'common:notifications.titleFinished',
  cancelled: 'common:notifications.titleCancelled',
};

/** The word before the time: the event, not the booking's slot (which `about` gives). */
const AT_WORDS: Record<NotificationKind, string> = {
  confirmed: 'common:notifications.atConfirmed',
  outOfService: 'common:notifications.atOutOfService',
  charging: 'common:notifications.atCharging',
  finished: 'common:notifications.atFinished',
  cancelled: 'common:notifications.atCancelled',
};

function kindOf({ status, affected }: NotifiedBooking): NotificationKind | null {
  switch (status) {
    case 'confirmed':
      // Its charger cannot serve it (docs/product.md §4): that is the news.
      return affected ? 'outOfService' : 'confirmed';
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
      return payment
        ? translate('common:notifications.paidAmount', { amount: formatInr(payment.amount) })
        : translate('common:notifications.paid');
    case 'outOfService':
      return booking.affected?.message ?? '';
    case 'charging':
      return translate('common:notifications.running');
    case 'finished': {
      if (booking.actualCost === null) return translate('common:notifications.billUnknown');
      const bill = translate('common:notifications.billed', { amount: formatInr(booking.actualCost) });
      const back = parseMoney(payment?.settlement?.returnedToWallet); // NaN when not settled yet
      return back > 0 ? translate('common:notifications.wentBack', { bill, amount: formatInr(back) }) : bill;
    }
    case 'cancelled':
      if (payment?.status === 'refunded')
        return translate('common:notifications.refundedAmount', { amount: formatInr(payment.amount) });
      if (booking.paymentId !== null) return translate('common:notifications.refunded');
      return translate('common:notifications.nothingRefunded');
  }
}

/**
 * When it happened, from the record that says so: confirmed when the payment went through, charging from the
 * session's start, finished at the session's end (the session list, else the payment's settlement, which
 * records the same end), cancelled at the booking's cancellation time. Null when none of them is known.
 */
function timeOf(
  kind: NotificationKind,
  booking: NotifiedBooking,
  payment: KnownPayment | undefined,
  session: KnownSession | undefined,
): string | null {
  switch (kind) {
    case 'confirmed':
      return payment?.paymentDate ?? null;
    case 'outOfService':
      return booking.affected?.since ?? null;
    case 'charging':
      return session?.startTime ?? null;
    case 'finished':
      return session?.endTime ?? payment?.settlement?.endTime ?? null;
    case 'cancelled':
      return booking.cancelledAt ?? null;
  }
}

/**
 * Newest event first, by the event's own time (not by when its booking was made). Lines whose time is not
 * known go last, in the order they came; ties keep theirs too. Returns a new array.
 */
export function inEventOrder<N extends Pick<BookingNotification, 'at'>>(notifications: readonly N[]): N[] {
  const time = (n: N) => {
    const t = n.at === null ? Number.NaN : Date.parse(n.at);
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return notifications
    .map((n, index) => ({ n, index }))
    .sort((a, b) => time(b.n) - time(a.n) || a.index - b.index)
    .map(({ n }) => n);
}

/**
 * The notification bell's list (docs/product.md §2.17), derived from the user's own bookings, payments and
 * charging sessions: a booking confirmed (paid), its charger out of service (with what to do), charging started, charging finished with its bill
 * (actualCost) and what went back to the wallet, a booking cancelled with its refund. One line per booking,
 * for what last happened to it, newest event first (see {@link inEventOrder}). Bookings still waiting for
 * their payment have nothing to tell.
 */
export function bookingNotifications(
  bookings: readonly NotifiedBooking[],
  payments: readonly KnownPayment[],
  sessions: readonly KnownSession[] = [],
): BookingNotification[] {
  const lines = bookings.flatMap((booking) => {
    const kind = kindOf(booking);
    if (kind === null) return [];
    const payment = paymentOfBooking(booking.id, payments);
    const session = sessions.find((s) => s.bookingId === booking.id);
    const station = booking.station?.name ?? translate('common:unknownStation');
    const at = timeOf(kind, booking, payment, session);
    return [
      {
        key: `${booking.id}-${kind}`,
        bookingId: booking.id,
        kind,
        title: translate(TITLES[kind]),
        text: textOf(kind, booking, payment),
        about: `${station}, ${formatDateIn(booking.startTime)}, ${formatTimeRange(booking.startTime, booking.endTime)}`,
        at,
        atText: at === null ? null : translate(AT_WORDS[kind], { time: formatDateTimeIn(at) }),
      },
    ];
  });
  return inEventOrder(lines);
}
