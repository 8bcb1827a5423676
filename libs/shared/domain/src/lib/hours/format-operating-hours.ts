import type { Language } from '../language/language';
import { WEEKDAYS, type Weekday } from '../time/ist';
import { hoursForWeekday, parseOperatingHours, type DayHours } from './operating-hours';

/** The words of opening hours in each language; Hindi as the web app's stations screens say them. */
const WORDS: Record<
  Language,
  { notAvailable: string; closed: string; allDay: string; daily: string; short: Record<Weekday, string> }
> = {
  en: {
    notAvailable: 'Hours not available',
    closed: 'Closed',
    allDay: 'Open 24 hours',
    daily: 'Daily',
    short: {
      monday: 'Mon',
      tuesday: 'Tue',
      wednesday: 'Wed',
      thursday: 'Thu',
      friday: 'Fri',
      saturday: 'Sat',
      sunday: 'Sun',
    },
  },
  hi: {
    notAvailable: 'समय की जानकारी नहीं है',
    closed: 'बंद',
    allDay: '24 घंटे खुला',
    daily: 'रोज़',
    short: {
      monday: 'सोम',
      tuesday: 'मंगल',
      wednesday: 'बुध',
      thursday: 'गुरु',
      friday: 'शुक्र',
      saturday: 'शनि',
      sunday: 'रवि',
    },
  },
};

/** Shown when a station's hours cannot be read: "Hours not available" ("समय की जानकारी नहीं है"). */
export function hoursNotAvailable(lang: Language = 'en'): string {
  return WORDS[lang].notAvailable;
}

// Monday first, as people read a week's opening hours.
const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

function dayText(day: DayHours | 'closed', lang: Language): string {
  if (day === 'closed') return WORDS[lang].closed;
  if (day === '24/7') return WORDS[lang].allDay;
  return `${day.open}–${day.close}`;
}

/**
 * Opening hours as one readable line: "24/7", "Daily 08:00–22:00", or runs of days with the same
 * hours, e.g. "Mon–Fri 08:00–22:00, Sat 09:00–14:00, Sun Closed" (Hindi: "रोज़ 08:00–22:00", "सोम–शुक्र
 * 08:00–22:00, शनि 09:00–14:00, रवि बंद"). Accepts the raw value in any shape {@link parseOperatingHours}
 * reads; unreadable hours give "Hours not available".
 */
export function formatOperatingHours(value: unknown, lang: Language = 'en'): string {
  const words = WORDS[lang];
  const hours = parseOperatingHours(value);
  if (hours === null) return words.notAvailable;
  if (hours === '24/7') return '24/7';
  const texts = WEEK.map((d) => dayText(hoursForWeekday(hours, d), lang));
  if (texts.every((t) => t === texts[0])) return `${words.daily} ${texts[0]}`;
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= WEEK.length; i++) {
    if (i < WEEK.length && texts[i] === texts[start]) continue;
    const first = words.short[WEEK[start]];
    const span = i - 1 === start ? first : `${first}–${words.short[WEEK[i - 1]]}`;
    parts.push(`${span} ${texts[start]}`);
    start = i;
  }
  return parts.join(', ');
}
