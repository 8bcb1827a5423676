import { istDateString, istInstant, type Instant } from './ist';

const YM = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Whether a value is a calendar month written 'YYYY-MM'. */
export function isValidYm(value: unknown): value is string {
  return typeof value === 'string' && YM.test(value);
}

/** The IST calendar month of an instant: 'YYYY-MM'. */
export function istMonth(instant: Instant): string {
  return istDateString(instant).slice(0, 7);
}

/** Month arithmetic on 'YYYY-MM': addMonthsYm('2026-12', 1) -> '2027-01', addMonthsYm('2026-01', -1) -> '2025-12'. */
export function addMonthsYm(ym: string, months: number): string {
  if (!isValidYm(ym)) throw new RangeError(`Invalid month, expected YYYY-MM: ${ym}`);
  const [y, m] = ym.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1, 2)}`;
}

/** The `count` IST months ending with `last`, oldest first: monthsEnding('2026-02', 3) -> 2025-12, 2026-01, 2026-02. */
export function monthsEnding(last: string, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addMonthsYm(last, i - count + 1));
}

/** The instant an IST month begins (its 1st, 00:00 IST). */
export function istMonthStart(ym: string): Date {
  if (!isValidYm(ym)) throw new RangeError(`Invalid month, expected YYYY-MM: ${ym}`);
  return istInstant(`${ym}-01`, '00:00');
}
