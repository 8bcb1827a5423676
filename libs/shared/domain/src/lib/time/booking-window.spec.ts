import {
  beyondHorizonMessage,
  bookingWindow,
  checkBookingDate,
  dateOutsideWindowMessage,
  DEFAULT_BOOKING_HORIZON_DAYS,
  startsWithinHorizon,
} from './booking-window';

// 2026-11-22T19:00Z is 00:30 IST on 23 November: the IST calendar decides, not UTC's.
const now = new Date('2026-11-22T19:00:00.000Z');

describe('booking window', () => {
  it('runs from today (IST) to today + horizon, inclusive', () => {
    expect(DEFAULT_BOOKING_HORIZON_DAYS).toBe(30);
    expect(bookingWindow(now, 30)).toEqual({ first: '2026-11-23', last: '2026-12-23' });
  });

  it('accepts today and the last day, refuses the day before and the day after', () => {
    expect(checkBookingDate('2026-11-23', now, 30)).toBe('ok');
    expect(checkBookingDate('2026-12-23', now, 30)).toBe('ok');
    expect(checkBookingDate('2026-11-22', now, 30)).toBe('past');
    expect(checkBookingDate('2026-12-24', now, 30)).toBe('beyond');
  });

  it('when the year is far off (9999, 0100-0999), refuses instead of failing', () => {
    expect(checkBookingDate('9999-12-31', now, 30)).toBe('beyond');
    expect(checkBookingDate('0100-01-01', now, 30)).toBe('past');
    expect(checkBookingDate('0999-12-31', now, 30)).toBe('past');
  });

  it('calls anything that is not a real calendar date invalid', () => {
    expect(checkBookingDate('2026-02-30', now, 30)).toBe('invalid');
    expect(checkBookingDate('10000-01-01', now, 30)).toBe('invalid');
    expect(checkBookingDate('0050-01-01', now, 30)).toBe('invalid');
    expect(checkBookingDate(undefined, now, 30)).toBe('invalid');
  });

  it('checks a slot start as an instant, up to the end of the last IST day', () => {
    expect(startsWithinHorizon('2026-12-23T18:29:00.000Z', now, 30)).toBe(true); // 23:59 IST on the 23rd
    expect(startsWithinHorizon('2026-12-23T18:30:00.000Z', now, 30)).toBe(false); // 00:00 IST on the 24th
    expect(startsWithinHorizon('+010000-01-01T00:00:00.000Z', now, 30)).toBe(false);
  });

  it('words the refusals with the configured horizon', () => {
    expect(dateOutsideWindowMessage(30)).toBe('Date must be between today and 30 days ahead (YYYY-MM-DD).');
    expect(beyondHorizonMessage(30)).toBe('Bookings can be made up to 30 days ahead.');
    expect(beyondHorizonMessage(1)).toBe('Bookings can be made up to 1 day ahead.');
  });
});
