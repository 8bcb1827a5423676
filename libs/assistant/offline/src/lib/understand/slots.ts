import { addDaysYmd, isValidYmd, todayIst, WEEKDAYS, istWeekday } from '@chargesetu/shared/domain';

// Pure readers of the figures in a driver's question: power, duration, energy, battery range, date, time.

/** Lowercase, dashes as spaces (ISO dates kept), thousands separators dropped, whitespace collapsed. */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/(\d{4}-\d{2}-\d{2})|[–—-]/g, (_dash, isoDate?: string) => isoDate ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUM = '(\\d+(?:\\.\\d+)?)';

/** "60 kW", "60kw", "60 kilowatt" -> 60 (not "kWh"). */
export function readPowerKw(t: string): number | undefined {
  const m = new RegExp(`${NUM}\\s*(kw|kilowatts?)(?!h)\\b`).exec(t);
  return m ? Number(m[1]) : undefined;
}

/** "20 kWh", "20 units" -> 20. */
export function readEnergyKwh(t: string): number | undefined {
  const m = new RegExp(`${NUM}\\s*(kwh|units?)\\b`).exec(t);
  return m ? Number(m[1]) : undefined;
}

/** Minutes of a duration: "1 hour", "90 mins", "half an hour", "2 ghante", "1.5 hrs", "30 minute slot". */
export function readMinutes(t: string): number | undefined {
  if (/\b(an? )?hour and a half\b|\b1 and a half hours?\b|\bdedh ghan/.test(t)) return 90;
  if (/\bhalf (an )?hour\b|\baadha ghanta\b|\bhalf hr\b/.test(t)) return 30;
  const hours = new RegExp(`${NUM}\\s*(hours?|hrs?|h|ghante|ghanta)\\b`).exec(t);
  if (hours) return Math.round(Number(hours[1]) * 60);
  const minutes = new RegExp(`${NUM}\\s*(minutes?|mins?)\\b`).exec(t);
  if (minutes) return Math.round(Number(minutes[1]));
  if (/\b(an|one|1|ek) (hour|hr|ghanta)\b/.test(t)) return 60;
  return undefined;
}

/** "from 20 to 80%", "20% to 80%", "20 80%" -> { from: 20, to: 80 }; "to 80%" -> { to: 80 }. */
export function readPercentRange(t: string): { from?: number; to?: number } {
  const both = /(\d{1,3})\s*%?\s*(?:to|till|upto|up to|se|→| )\s*(\d{1,3})\s*%/.exec(t);
  if (both && Number(both[1]) < Number(both[2]) && Number(both[2]) <= 100) {
    return { from: Number(both[1]), to: Number(both[2]) };
  }
  const to = /(?:to|till|upto|up to)\s*(\d{1,3})\s*%/.exec(t);
  if (to && Number(to[1]) <= 100) return { to: Number(to[1]) };
  const full = /\b(full|100 ?%)/.test(t);
  return full ? { to: 100 } : {};
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** An IST date the question names, or undefined: today, tomorrow, weekdays, "25 Dec", "2026-12-25". */
export function readDate(t: string, now: Date): { date: string; label: string } | undefined {
  const today = todayIst(now);
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(t);
  if (iso && isValidYmd(iso[1])) return { date: iso[1], label: iso[1] };
  if (/\bday after tomorrow\b|\bparso(n)?\b/.test(t))
    return { date: addDaysYmd(today, 2), label: 'the day after tomorrow' };
  if (/\b(tomorrow|tmrw|tmr|kal)\b/.test(t)) return { date: addDaysYmd(today, 1), label: 'tomorrow' };
  if (/\b(today|aaj|tonight|now|right now|abhi)\b/.test(t)) return { date: today, label: 'today' };
  for (const [i, day] of WEEKDAYS.entries()) {
    if (new RegExp(`\\b${day}\\b|\\b${day.slice(0, 3)}\\b`).test(t)) {
      const current = WEEKDAYS.indexOf(istWeekday(today));
      const ahead = (i - current + 7) % 7;
      return {
        date: addDaysYmd(today, ahead),
        label: ahead === 0 ? 'today' : `on ${day[0].toUpperCase()}${day.slice(1)}`,
      };
    }
  }
  const dm = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b`).exec(t);
  const md = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(t);
  const pairs: Array<[string, string]> = [];
  if (dm) pairs.push([dm[1], dm[2]]);
  if (md) pairs.push([md[2], md[1]]);
  for (const [day, mon] of pairs) {
    const month = MONTHS.indexOf(mon.slice(0, 3));
    const year = Number(today.slice(0, 4));
    const ymd = (y: number) =>
      `${y}-${String(month + 1).padStart(2, '0')}-${String(Number(day)).padStart(2, '0')}`;
    if (month < 0 || !isValidYmd(ymd(year))) continue;
    const date = ymd(year) < today ? ymd(year + 1) : ymd(year);
    if (isValidYmd(date)) return { date, label: `on ${date}` };
  }
  return undefined;
}

/** A wall-clock time ("6 pm", "6:30pm", "18:00") as IST 'HH:MM', or undefined. */
export function readTime(t: string): string | undefined {
  const ampm = /\b(\d{1,2})(?::([0-5]\d))?\s*(am|pm)\b/.exec(t);
  if (ampm) {
    const h = Number(ampm[1]);
    if (h < 1 || h > 12) return undefined;
    const h24 = (h % 12) + (ampm[3] === 'pm' ? 12 : 0);
    return `${String(h24).padStart(2, '0')}:${ampm[2] ?? '00'}`;
  }
  const hhmm = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(t);
  return hhmm ? `${hhmm[1].padStart(2, '0')}:${hhmm[2]}` : undefined;
}
