import { round2 } from './round';

/**
 * Reads a money value as it arrives from numeric columns ("123.40"), JSON or forms (123.4, " 123.4 ").
 * Returns the value rounded to 2 decimals, or NaN when it is not a finite number: callers decide
 * what an unreadable amount means (the server answers 400, the web shows a dash).
 */
export function parseMoney(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? round2(value) : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const trimmed = value.trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return Number.NaN;
  return round2(Number(trimmed));
}

/**
 * Money as the 2-decimal string stored in numeric columns and carried by the API: 123.4 -> "123.40".
 * Throws RangeError on a value that is not a finite amount, because writing "NaN" into a
 * numeric column or an API response is always a bug.
 */
export function toMoneyString(value: string | number): string {
  const n = parseMoney(value);
  if (!Number.isFinite(n)) throw new RangeError(`Not a money amount: ${String(value)}`);
  return n.toFixed(2);
}
