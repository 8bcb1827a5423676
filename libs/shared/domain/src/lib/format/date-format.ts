import {
  addDaysYmd,
  istDateString,
  istWallClock,
  isValidInstant,
  isValidYmd,
  type Instant,
} from '../time/ist';
import { NOT_AVAILABLE_DASH } from './money-format';

// Written out rather than taken from Intl: the same text in every browser, Node and ICU version.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** An instant or an IST calendar date ('YYYY-MM-DD') -> [year, month 1-12, day]. */
function ymdParts(value: Instant): [number, number, number] | null {
  const ymd =
    typeof value === 'string' && isValidYmd(value)
      ? value
      : isValidInstant(value)
        ? istDateString(value)
        : null;
  if (!ymd) return null;
  const [y, m, d] = ymd.split('-').map(Number);
  return [y, m, d];
}

/** en-IN date with a short month, in IST: "23 Nov 2026". Accepts an instant or 'YYYY-MM-DD'. */
export function formatDateIn(value: Instant): string {
  const p = ymdParts(value);
  return p ? `${p[2]} ${MONTHS[p[1] - 1]} ${p[0]}` : NOT_AVAILABLE_DASH;
}

/** 'HH:MM' (24-hour) -> "2:30 PM"; used for slot buttons. */
export function formatHhmm12(hhmm: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return NOT_AVAILABLE_DASH;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 12-hour IST time with AM/PM: "10:30 AM", "12:05 AM" just after midnight. */
export function formatTime12(instant: Instant): string {
  return isValidInstant(instant) ? formatHhmm12(istWallClock(instant)) : NOT_AVAILABLE_DASH;
}

/** Date and time in IST: "23 Nov 2026, 10:30 AM" (charging screen "Started At", receipts). */
export function formatDateTimeIn(instant: Instant): string {
  return isValidInstant(instant) ? `${formatDateIn(instant)}, ${formatTime12(instant)}` : NOT_AVAILABLE_DASH;
}

/** A booking's time range in IST: "10:30 AM – 11:00 AM". */
export function formatTimeRange(start: Instant, end: Instant): string {
  return `${formatTime12(start)} – ${formatTime12(end)}`;
}

/**
 * Dashboard times (docs/product.md §9), 24-hour IST: "Today, 14:30", "Tomorrow, 09:00", else "Nov 25, 14:30".
 * Today and tomorrow are IST calendar days relative to `now`.
 */
export function formatDashboardTime(instant: Instant, now: Instant = new Date()): string {
  if (!isValidInstant(instant)) return NOT_AVAILABLE_DASH;
  const day = istDateString(instant);
  const today = istDateString(now);
  const time = istWallClock(instant);
  if (day === today) return `Today, ${time}`;
  if (day === addDaysYmd(today, 1)) return `Tomorrow, ${time}`;
  const [, m, d] = day.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${time}`;
}

/** Long heading for a date: "Monday, November 23" ("No time slots available for {weekday, month, day}"). */
export function formatWeekdayMonthDay(value: Instant): string {
  const p = ymdParts(value);
  if (!p) return NOT_AVAILABLE_DASH;
  const weekday = new Date(Date.UTC(p[0], p[1] - 1, p[2])).getUTCDay();
  return `${WEEKDAYS_LONG[weekday]}, ${MONTHS_LONG[p[1] - 1]} ${p[2]}`;
}
