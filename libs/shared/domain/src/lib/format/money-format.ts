import { parseMoney } from '../money/money';

/** Shown for an amount or value that cannot be read. */
export const NOT_AVAILABLE_DASH = '—';

// One formatter: building Intl formatters is slow and this one is used in every list.
const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Rupees in en-IN style with 2 decimals: 1500 -> "₹1,500.00", 100000 -> "₹1,00,000.00" (lakh
 * grouping). Accepts numeric strings from the API ("123.40"). Rounds half away from zero first, so
 * 1.005 shows "₹1.01". An unreadable amount shows "—".
 */
export function formatInr(value: number | string | null | undefined): string {
  const n = parseMoney(value);
  return Number.isFinite(n) ? INR.format(n) : NOT_AVAILABLE_DASH;
}

/** Shown instead of a rating while a station has none ("no ratings yet"), on every screen. */
export const NO_RATING_TEXT = 'New';

function ratingValue(rating: unknown): number | null {
  const n =
    typeof rating === 'number' ? rating : typeof rating === 'string' && rating.trim() ? Number(rating) : NaN;
  // Ratings default to 0 in storage, which means "no rating yet", not "rated zero": the lowest rating
  // anyone can give is above 0, so an average of 0 is a station nobody has rated.
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * A station's rating to 1 decimal ("4.3"), or "New" when it has none (absent, unreadable or the stored
 * 0). The finder's cards, the station and booking screens, the dashboard and the assistant all use it:
 * a station without ratings is never given a made-up one.
 */
export function formatRating(rating: unknown): string {
  const n = ratingValue(rating);
  return n === null ? NO_RATING_TEXT : n.toFixed(1);
}
