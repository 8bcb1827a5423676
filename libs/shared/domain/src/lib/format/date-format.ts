import {
  addDaysYmd,
  istDateString,
  istWallClock,
  isValidInstant,
  isValidYmd,
  WEEKDAYS,
  type Instant,
  type Weekday,
} from '../time/ist';
import type { Language } from '../language/language';
import { NOT_AVAILABLE_DASH } from './money-format';

const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];

// Written out rather than taken from Intl: the same text in every browser, Node and ICU version. Hindi
// writes the month in full (the short forms "नव॰" are not what drivers read) and keeps AM/PM, as
// phones in India show it.
const WORDS: Record<
  Language,
  { months: string[]; monthsLong: string[]; weekdaysLong: string[]; today: string; tomorrow: string }
> = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    monthsLong: [
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
    ],
    weekdaysLong: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    today: 'Today',
    tomorrow: 'Tomorrow',
  },
  hi: {
    months: HINDI_MONTHS,
    monthsLong: HINDI_MONTHS,
    weekdaysLong: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    today: 'आज',
    tomorrow: 'कल',
  },
};

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

/** en-IN date with a short month, in IST: "23 Nov 2026" ("23 नवंबर 2026"). Accepts an instant or 'YYYY-MM-DD'. */
export function formatDateIn(value: Instant, lang: Language = 'en'): string {
  const p = ymdParts(value);
  return p ? `${p[2]} ${WORDS[lang].months[p[1] - 1]} ${p[0]}` : NOT_AVAILABLE_DASH;
}

/** 'HH:MM' (24-hour) -> "2:30 PM"; used for slot buttons. The same in both languages. */
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
export function formatDateTimeIn(instant: Instant, lang: Language = 'en'): string {
  return isValidInstant(instant)
    ? `${formatDateIn(instant, lang)}, ${formatTime12(instant)}`
    : NOT_AVAILABLE_DASH;
}

/** A booking's time range in IST: "10:30 AM – 11:00 AM". */
export function formatTimeRange(start: Instant, end: Instant): string {
  return `${formatTime12(start)} – ${formatTime12(end)}`;
}

/**
 * Dashboard times (docs/product.md §9), 24-hour IST: "Today, 14:30", "Tomorrow, 09:00", else "Nov 25, 14:30"
 * (Hindi: "आज, 14:30", "कल, 09:00", "25 नवंबर, 14:30"). Today and tomorrow are IST calendar days relative to `now`.
 */
export function formatDashboardTime(instant: Instant, now: Instant = new Date(), lang: Language = 'en'): string {
  if (!isValidInstant(instant)) return NOT_AVAILABLE_DASH;
  const words = WORDS[lang];
  const day = istDateString(instant);
  const today = istDateString(now);
  const time = istWallClock(instant);
  if (day === today) return `${words.today}, ${time}`;
  if (day === addDaysYmd(today, 1)) return `${words.tomorrow}, ${time}`;
  const [, m, d] = day.split('-').map(Number);
  return lang === 'en' ? `${words.months[m - 1]} ${d}, ${time}` : `${d} ${words.months[m - 1]}, ${time}`;
}

/**
 * Long heading for a date: "Monday, November 23" ("सोमवार, 23 नवंबर") — "No time slots available for
 * {weekday, month, day}".
 */
export function formatWeekdayMonthDay(value: Instant, lang: Language = 'en'): string {
  const p = ymdParts(value);
  if (!p) return NOT_AVAILABLE_DASH;
  const words = WORDS[lang];
  const weekday = words.weekdaysLong[new Date(Date.UTC(p[0], p[1] - 1, p[2])).getUTCDay()];
  const month = words.monthsLong[p[1] - 1];
  return lang === 'en' ? `${weekday}, ${month} ${p[2]}` : `${weekday}, ${p[2]} ${month}`;
}

/** A weekday's full name: "Monday" ("सोमवार"). */
export function weekdayName(day: Weekday, lang: Language = 'en'): string {
  return WORDS[lang].weekdaysLong[WEEKDAYS.indexOf(day)];
}
