import {
  addDaysYmd,
  hhmmFromMinutes,
  istDateString,
  istWallClock,
  istWeekday,
  minutesOfDay,
  type Instant,
} from '../time/ist';
import { weekdayName } from '../format/date-format';
import type { Language } from '../language/language';
import { hoursNotAvailable } from './format-operating-hours';
import { isOpenAllDay, openIntervals, parseOperatingHours } from './operating-hours';

/** An IST date and wall-clock time: when a station next opens or closes. */
export interface IstMoment {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

/**
 * Whether a station is open at an instant, from its opening hours read in IST:
 * - `always`: open around the clock every day (24×7);
 * - `open`: open now, until `closesAt`;
 * - `closed`: closed now, opening next at `opensAt` (null when it never opens);
 * - `unknown`: the hours cannot be read, so nobody can say.
 */
export type OpenStatus =
  | { kind: 'always' }
  | { kind: 'open'; closesAt: IstMoment }
  | { kind: 'closed'; opensAt: IstMoment | null }
  | { kind: 'unknown' };

const DAY = 1440;
/** How far ahead to look for the next opening or closing: a week and a day covers every weekly shape. */
const LOOKAHEAD_DAYS = 8;

/**
 * The station's open or closed state at `now` (IST). Hours that run past midnight count on the next day
 * (open 18:00–02:00 is open at 01:00), and opening hours that join across midnight are one stretch (a
 * station open all Saturday and from 00:00 on Sunday closes when Sunday's hours end).
 */
export function openStatus(operatingHours: unknown, now: Instant = new Date()): OpenStatus {
  const hours = parseOperatingHours(operatingHours);
  if (hours === null) return { kind: 'unknown' };
  if (isOpenAllDay(hours)) return { kind: 'always' };
  const today = istDateString(now);
  const minute = minutesOfDay(istWallClock(now));
  // Open stretches as minutes from today's midnight, joined where one ends as the next begins.
  const stretches: { from: number; to: number }[] = [];
  for (let d = 0; d < LOOKAHEAD_DAYS; d++) {
    for (const { from, to } of openIntervals(hours, addDaysYmd(today, d))) {
      const last = stretches[stretches.length - 1];
      if (last && last.to === d * DAY + from) last.to = d * DAY + to;
      else stretches.push({ from: d * DAY + from, to: d * DAY + to });
    }
  }
  const moment = (m: number): IstMoment => ({
    date: addDaysYmd(today, Math.floor(m / DAY)),
    time: hhmmFromMinutes(m % DAY),
  });
  const current = stretches.find((s) => s.from <= minute && minute < s.to);
  if (current) return { kind: 'open', closesAt: moment(current.to) };
  const next = stretches.find((s) => s.from > minute);
  return { kind: 'closed', opensAt: next ? moment(next.from) : null };
}

/** Whether the station is open at `now`; unreadable hours are not known to be open. */
export function isOpenNow(operatingHours: unknown, now: Instant = new Date()): boolean {
  const { kind } = openStatus(operatingHours, now);
  return kind === 'open' || kind === 'always';
}

/** The words of the open state in each language; Hindi as the web app's stations screens say them. */
const WORDS: Record<
  Language,
  {
    always: string;
    openCloses: (when: string) => string;
    closedOpens: (when: string) => string;
    closed: string;
    at: (time: string) => string;
    atMidnight: string;
    tomorrow: (time: string) => string;
  }
> = {
  en: {
    always: 'Open 24 hours',
    openCloses: (when) => `Open now · closes ${when}`,
    closedOpens: (when) => `Closed now · opens ${when}`,
    closed: 'Closed now',
    at: (time) => `at ${time}`,
    atMidnight: 'at midnight',
    tomorrow: (time) => `tomorrow ${time}`,
  },
  hi: {
    always: '24 घंटे खुला',
    openCloses: (when) => `अभी खुला · ${when} बंद होगा`,
    closedOpens: (when) => `अभी बंद · ${when} खुलेगा`,
    closed: 'अभी बंद',
    at: (time) => `${time} बजे`,
    atMidnight: 'आधी रात को',
    tomorrow: (time) => `कल ${time}`,
  },
};

/**
 * "at 08:00", "tomorrow at 08:00", "Monday at 08:00", as seen from `today`. 00:00 is said as the
 * midnight that ends the day before: "at midnight" (tonight), "tomorrow at midnight", "Saturday at
 * midnight". Hindi: "08:00 बजे", "कल 08:00 बजे", "सोमवार आधी रात को".
 */
function whenText(at: IstMoment, today: string, lang: Language): string {
  const words = WORDS[lang];
  const midnight = at.time === '00:00';
  const day = midnight ? addDaysYmd(at.date, -1) : at.date;
  const time = midnight ? words.atMidnight : words.at(at.time);
  if (day === today) return time;
  if (day === addDaysYmd(today, 1)) return words.tomorrow(time);
  return `${weekdayName(istWeekday(day), lang)} ${time}`;
}

/**
 * The open state in words (docs/product.md §2.2): "Open 24 hours", "Open now · closes at 20:00" (or "at
 * midnight", "Saturday at midnight"),
 * "Closed now · opens at 08:00", "Closed now · opens tomorrow at 08:00", "Closed now · opens Monday at
 * 09:00", "Closed now" (it never opens) or "Hours not available". In Hindi: "24 घंटे खुला", "अभी खुला ·
 * 20:00 बजे बंद होगा", "अभी बंद · कल 08:00 बजे खुलेगा", "अभी बंद", "समय की जानकारी नहीं है".
 */
export function openStatusText(status: OpenStatus, now: Instant = new Date(), lang: Language = 'en'): string {
  const words = WORDS[lang];
  const today = istDateString(now);
  switch (status.kind) {
    case 'always':
      return words.always;
    case 'open':
      return words.openCloses(whenText(status.closesAt, today, lang));
    case 'closed':
      return status.opensAt ? words.closedOpens(whenText(status.opensAt, today, lang)) : words.closed;
    case 'unknown':
      return hoursNotAvailable(lang);
  }
}
