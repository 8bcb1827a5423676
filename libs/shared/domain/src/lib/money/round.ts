/**
 * Rounds to 2 decimals, half away from zero, without the classic float traps
 * (1.005 * 100 === 100.49999999999999). Two steps: first drop float noise by keeping
 * 12 significant digits (money never needs more), then shift the decimal point in the
 * string form so the rounding sees the decimal value a person would write.
 */
export function round2(value: number): number {
  return roundTo(value, 2);
}

/** Same as {@link round2} for any number of decimals (0..10). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const clean = Number(Math.abs(value).toPrecision(12));
  const shifted = Math.round(shiftDecimal(clean, decimals));
  const result = sign * shiftDecimal(shifted, -decimals);
  return result === 0 ? 0 : result; // never -0
}

/** x * 10^places done on the decimal string, so no binary multiplication error creeps in. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e'); // tiny or huge numbers print as 1e-7
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Money as whole paise (integer), e.g. 123.405 -> 12341. */
export function toPaise(value: number): number {
  const paise = Math.round(round2(value) * 100);
  return paise === 0 ? 0 : paise;
}

/** Whole paise back to rupees, e.g. 12341 -> 123.41. */
export function fromPaise(paise: number): number {
  return round2(paise / 100);
}
