// Business time is India Standard Time (docs/architecture.md §4). IST has had a fixed +05:30 offset and no
// daylight saving since 1945, so plain offset arithmetic is exact and independent of the host's TZ
// and of the ICU time-zone data a browser ships.

/** IST is UTC+05:30. */
export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** An instant as the API and the database carry it: a Date, an ISO string or epoch milliseconds. */
export type Instant = Date | string | number;

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
/** Lowercase weekday name, as used for operating-hours keys. */
export type Weekday = (typeof WEEKDAYS)[number];

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Reads an instant; throws RangeError when it is not a valid date. */
export function toDate(instant: Instant): Date {
  const date = instant instanceof Date ? new Date(instant.getTime()) : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return date;
}

/** Whether an instant can be read. */
export function isValidInstant(instant: unknown): instant is Instant {
  if (!(instant instanceof Date) && typeof instant !== 'string' && typeof instant !== 'number') return false;
  return !Number.isNaN(new Date(instant).getTime());
}

/** A Date whose UTC fields read as the IST wall clock of the instant. Internal helper. */
function shifted(instant: Instant): Date {
  return new Date(toDate(instant).getTime() + OFFSET_MS);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
// Years 100-999 are real dates too; unpadded they would not read back as YYYY-MM-DD.
const pad4 = (n: number): string => String(n).padStart(4, '0');

/** IST calendar date of an instant: 'YYYY-MM-DD'. */
export function istDateString(instant: Instant): string {
  const d = shifted(instant);
  return `${pad4(d.getUTCFullYear())}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** IST wall-clock time of an instant: 'HH:MM' (24-hour). */
export function istWallClock(instant: Instant): string {
  const d = shifted(instant);
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

/** IST hour (0-23) of an instant. */
export function istHour(instant: Instant): number {
  return shifted(instant).getUTCHours();
}

/** Today's IST calendar date. */
export function todayIst(now: Instant = new Date()): string {
  return istDateString(now);
}

/** Whether a string is a real calendar date 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isValidYmd(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = YMD.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whether a string is a 24-hour wall-clock time 'HH:MM' (00:00-23:59). */
export function isValidHhmm(value: unknown): value is string {
  return typeof value === 'string' && HHMM.test(value);
}

/** Minutes since midnight of 'HH:MM'; throws RangeError on a malformed time. */
export function minutesOfDay(hhmm: string): number {
  const m = HHMM.exec(hhmm);
  if (!m) throw new RangeError(`Invalid time, expected HH:MM: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 'HH:MM' for minutes since midnight (0..1439). */
export function hhmmFromMinutes(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

function utcMidnight(dateYmd: string): number {
  if (!isValidYmd(dateYmd)) throw new RangeError(`Invalid date, expected YYYY-MM-DD: ${dateYmd}`);
  const [y, m, d] = dateYmd.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** The instant of an IST date and wall-clock time: istInstant('2026-11-23', '10:00') is 04:30Z. */
export function istInstant(dateYmd: string, hhmm: string): Date {
  return new Date(utcMidnight(dateYmd) + minutesOfDay(hhmm) * 60_000 - OFFSET_MS);
}

/** Lowercase weekday of an IST calendar date. */
export function istWeekday(dateYmd: string): Weekday {
  return WEEKDAYS[new Date(utcMidnight(dateYmd)).getUTCDay()];
}

/** Calendar arithmetic on 'YYYY-MM-DD': addDaysYmd('2026-12-31', 1) -> '2027-01-01'. */
export function addDaysYmd(dateYmd: string, days: number): string {
  const d = new Date(utcMidnight(dateYmd) + days * DAY_MS);
  return `${pad4(d.getUTCFullYear())}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** Minutes (fractional) from one instant to another; negative when `to` is earlier. */
export function minutesBetween(from: Instant, to: Instant): number {
  return (toDate(to).getTime() - toDate(from).getTime()) / 60_000;
}
