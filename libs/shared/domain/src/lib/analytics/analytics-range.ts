import { InvalidRequest } from '../errors/domain-errors';
import { addDaysYmd, isValidYmd, todayIst, type Instant } from '../time/ist';

/** The longest range one admin analytics read covers (days, both ends included). */
const ANALYTICS_MAX_DAYS = 92;

/** Every IST date from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDaysYmd(d, 1)) dates.push(d);
  return dates;
}

/**
 * The IST date range an admin analytics read covers: the last 30 days up to today unless asked otherwise.
 * A date that does not exist, a reversed range or one longer than {@link ANALYTICS_MAX_DAYS} days is an
 * InvalidRequest saying why.
 */
export function analyticsRange(
  q: { from?: string; to?: string },
  now: Instant = new Date(),
): { from: string; to: string } {
  const to = q.to ?? todayIst(now);
  const from = q.from ?? addDaysYmd(isValidYmd(to) ? to : todayIst(now), -29);
  if (!isValidYmd(from) || !isValidYmd(to))
    throw new InvalidRequest('Please choose real dates (YYYY-MM-DD).');
  if (from > to) throw new InvalidRequest('The start date must be on or before the end date.');
  if (datesOf(from, to).length > ANALYTICS_MAX_DAYS) {
    throw new InvalidRequest(`Please choose a range of at most ${ANALYTICS_MAX_DAYS} days.`);
  }
  return { from, to };
}
