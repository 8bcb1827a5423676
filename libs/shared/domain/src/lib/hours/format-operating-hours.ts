import { WEEKDAYS, type Weekday } from '../time/ist';
import { hoursForWeekday, parseOperatingHours, type DayHours } from './operating-hours';

/** Shown when a station's hours cannot be read. */
export const HOURS_NOT_AVAILABLE = 'Hours not available';

// Monday first, as people read a week's opening hours.
const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
/** "Mon", "Tue", ... */
const short = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1, 3);

function dayText(day: DayHours | 'closed'): string {
  if (day === 'closed') return 'Closed';
  if (day === '24/7') return 'Open 24 hours';
  return `${day.open}–${day.close}`;
}

/**
 * Opening hours as one readable line: "24/7", "Daily 08:00–22:00", or runs of days with the same
 * hours, e.g. "Mon–Fri 08:00–22:00, Sat 09:00–14:00, Sun Closed". Accepts the raw value in any
 * shape {@link parseOperatingHours} reads; unreadable hours give "Hours not available".
 */
export function formatOperatingHours(value: unknown): string {
  const hours = parseOperatingHours(value);
  if (hours === null) return HOURS_NOT_AVAILABLE;
  if (hours === '24/7') return '24/7';
  const texts = WEEK.map((d) => dayText(hoursForWeekday(hours, d)));
  if (texts.every((t) => t === texts[0])) return `Daily ${texts[0]}`;
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= WEEK.length; i++) {
    if (i < WEEK.length && texts[i] === texts[start]) continue;
    const span = i - 1 === start ? short(WEEK[start]) : `${short(WEEK[start])}–${short(WEEK[i - 1])}`;
    parts.push(`${span} ${texts[start]}`);
    start = i;
  }
  return parts.join(', ');
}
