import { istWeekday, WEEKDAYS, type Weekday } from '../time/ist';

/** Opening and closing wall-clock times (IST, 'HH:MM'; close may be '24:00'). */
export interface OpenClose {
  open: string;
  close: string;
}
/** One day's hours: open all day, or from open to close. A missing day is closed. */
export type DayHours = OpenClose | '24/7';
/** Hours keyed by lowercase weekday; a weekday that is absent is closed. */
export type WeeklyHours = Partial<Record<Weekday, DayHours>>;
/** Normalized operating hours: always open, or per weekday. */
export type OperatingHours = '24/7' | WeeklyHours;

const ALWAYS = /^(24\s*[/x×]\s*7|open 24 hours|24 hours)$/i;
const RANGE = /^(\d{1,2}:\d{2}(?::\d{2})?)\s*(?:-|–|—|to)\s*(\d{1,2}:\d{2}(?::\d{2})?)$/i;
const ABBREVIATIONS: Record<string, Weekday> = {
  sun: 'sunday',
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
};

/** 'H:MM', 'HH:MM' or 'HH:MM:SS' -> 'HH:MM'; '24:00' only when allowed (closing time). */
function normalizeTime(value: unknown, allowMidnightEnd: boolean): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  const ok = (h < 24 && min < 60) || (allowMidnightEnd && h === 24 && min === 0);
  return ok ? `${String(h).padStart(2, '0')}:${m[2]}` : null;
}

function parseOpenClose(open: unknown, close: unknown): OpenClose | null {
  const o = normalizeTime(open, false);
  const c = normalizeTime(close, true);
  return o && c ? { open: o, close: c } : null;
}

/** One day's value; undefined means "explicitly closed", null means "unreadable". */
function parseDay(value: unknown): DayHours | undefined | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (ALWAYS.test(text)) return '24/7';
    if (/^closed$/i.test(text)) return undefined;
    const range = RANGE.exec(text);
    return range ? parseOpenClose(range[1], range[2]) : null;
  }
  if (value === null || value === false) return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    if (v['closed'] === true || v['isClosed'] === true) return undefined;
    return parseOpenClose(v['open'], v['close']);
  }
  return null;
}

function weekdayKey(key: string): Weekday | null {
  const k = key.trim().toLowerCase();
  return (WEEKDAYS as readonly string[]).includes(k) ? (k as Weekday) : (ABBREVIATIONS[k] ?? null);
}

function everyDay(day: DayHours): OperatingHours {
  if (day === '24/7') return '24/7';
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { ...day }])) as WeeklyHours;
}

function parseObject(obj: Record<string, unknown>): OperatingHours | null {
  if ('open' in obj && 'close' in obj) {
    const day = parseOpenClose(obj['open'], obj['close']);
    return day ? everyDay(day) : null;
  }
  const weekly: WeeklyHours = {};
  let recognised = 0;
  for (const [key, raw] of Object.entries(obj)) {
    const weekday = weekdayKey(key);
    if (!weekday) continue; // unknown keys (notes, holidays) do not make the whole value unreadable
    const day = parseDay(raw);
    if (day === null) return null;
    recognised += 1;
    if (day !== undefined) weekly[weekday] = day;
  }
  if (recognised === 0) return null;
  return WEEKDAYS.every((d) => weekly[d] === '24/7') ? '24/7' : weekly;
}

/**
 * Reads a station's operating hours in any shape the data uses: the string "24/7", a JSON string,
 * an object keyed by weekday ("monday" or "Mon", values "24/7", {open, close}, "08:00-22:00" or
 * "closed"), or one {open, close} for every day. Never throws: anything unreadable gives null,
 * which callers treat as "hours unknown".
 */
export function parseOperatingHours(value: unknown): OperatingHours | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{') && !text.startsWith('"')) return parsePlain(text);
    try {
      // One level only: a JSON string holding more JSON is not followed further.
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') return parsePlain(parsed.trim());
      return isRecord(parsed) ? parseObject(parsed) : null;
    } catch {
      return null;
    }
  }
  return isRecord(value) ? parseObject(value) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "24/7" or "08:00-22:00" (every day). */
function parsePlain(text: string): OperatingHours | null {
  const day = parseDay(text);
  return day ? everyDay(day) : null;
}

/** One weekday's hours: '24/7', {open, close}, or 'closed' when the station does not open that day. */
export function hoursForWeekday(hours: OperatingHours, weekday: Weekday): DayHours | 'closed' {
  if (hours === '24/7') return '24/7';
  return hours[weekday] ?? 'closed';
}

/**
 * The open window of a day as minutes since midnight, [from, to), or null when closed.
 * A close of '23:59' or '24:00' means midnight; a close at or before the opening time means the
 * station stays open past midnight, so that day is open until midnight.
 */
export function openWindow(day: DayHours | 'closed'): { from: number; to: number } | null {
  if (day === 'closed') return null;
  if (day === '24/7') return { from: 0, to: 1440 };
  const toMinutes = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const from = toMinutes(day.open);
  let to = toMinutes(day.close);
  if (day.close === '23:59' || to <= from) to = 1440;
  return { from, to };
}

/** Minutes of one IST day, [from, to): 0 is midnight at its start, 1440 midnight at its end. */
export interface OpenInterval {
  from: number;
  to: number;
}

const DAY_MINUTES = 1440;

/**
 * The part of a day's hours that runs past midnight into the next day, [0, close), or null: a close
 * earlier than the opening time (18:00–02:00) means the station stays open until 02:00 the next day.
 */
function overnightTail(day: DayHours | 'closed'): OpenInterval | null {
  if (day === 'closed' || day === '24/7') return null;
  const toMinutes = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const close = toMinutes(day.close);
  return close > 0 && close < toMinutes(day.open) ? { from: 0, to: close } : null;
}

/**
 * When a station is open on an IST date, as sorted, non-overlapping minute intervals: that weekday's
 * window ({@link openWindow}) and, first, whatever the day before runs past midnight (hours such as
 * 18:00–02:00 keep the station open from 00:00 to 02:00 the next day). Empty on a closed day.
 */
export function openIntervals(hours: OperatingHours, dateYmd: string): OpenInterval[] {
  const weekday = WEEKDAYS.indexOf(istWeekday(dateYmd));
  const tail = overnightTail(hoursForWeekday(hours, WEEKDAYS[(weekday + 6) % 7]));
  const own = openWindow(hoursForWeekday(hours, WEEKDAYS[weekday]));
  const parts = [tail, own].filter((p): p is OpenInterval => p !== null);
  if (parts.length === 2 && parts[1].from <= parts[0].to) {
    return [{ from: 0, to: Math.max(parts[0].to, parts[1].to) }];
  }
  return parts;
}

/**
 * Whether the hours keep a station open around the clock on every day of the week ("24×7"): "24/7",
 * or every weekday open from 00:00 to midnight. Unreadable hours are not known to be 24×7.
 */
export function isOpenAllDay(value: unknown): boolean {
  const hours = parseOperatingHours(value);
  if (hours === null) return false;
  if (hours === '24/7') return true;
  return WEEKDAYS.every((d) => {
    const window = openWindow(hoursForWeekday(hours, d));
    return window !== null && window.from === 0 && window.to === DAY_MINUTES;
  });
}
