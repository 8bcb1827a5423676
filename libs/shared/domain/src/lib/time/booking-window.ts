import { addDaysYmd, istInstant, isValidYmd, todayIst, toDate, type Instant } from './ist';

/** How many IST calendar days ahead a slot may be booked when BOOKING_HORIZON_DAYS is not set. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 30;

/** The IST dates a booking (or an availability question) may name: `first` (today) … `last`, inclusive. */
export interface BookingWindow {
  first: string;
  last: string;
}

/** Why a date is outside the window, or 'ok'. 'invalid' is anything that is not a real YYYY-MM-DD. */
export type BookingDateCheck = 'ok' | 'invalid' | 'past' | 'beyond';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The 400 answer to a date outside the window (availability, the assistant's tools). */
export const dateOutsideWindowMessage = (horizonDays: number): string =>
  `Date must be between today and ${days(horizonDays)} ahead (YYYY-MM-DD).`;

/** The 400 answer to a booking whose slot starts after the window's last day. */
export const beyondHorizonMessage = (horizonDays: number): string =>
  `Bookings can be made up to ${days(horizonDays)} ahead.`;

/** Today (IST) and the last IST date `horizonDays` later. */
export function bookingWindow(now: Instant, horizonDays: number): BookingWindow {
  const first = todayIst(now);
  return { first, last: addDaysYmd(first, horizonDays) };
}

/**
 * Whether an IST date may be asked about or booked: a real calendar date from today to today +
 * `horizonDays`. Every date a client sends goes through this before any calendar arithmetic, so
 * years like 0100 or 9999 are a refusal rather than an error further down.
 */
export function checkBookingDate(date: unknown, now: Instant, horizonDays: number): BookingDateCheck {
  if (!isValidYmd(date)) return 'invalid';
  const { first, last } = bookingWindow(now, horizonDays);
  // Both sides are 4-digit-year YYYY-MM-DD, so string order is calendar order.
  if (date < first) return 'past';
  if (date > last) return 'beyond';
  return 'ok';
}

/**
 * Whether an instant falls on or before the window's last IST day. Compared as instants, not as
 * date strings, so a year past 9999 (a five-digit year) cannot sort before today.
 */
export function startsWithinHorizon(start: Instant, now: Instant, horizonDays: number): boolean {
  const { last } = bookingWindow(now, horizonDays);
  return toDate(start).getTime() < istInstant(addDaysYmd(last, 1), '00:00').getTime();
}
