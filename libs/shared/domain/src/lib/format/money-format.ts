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

function ratingValue(rating: unknown): number | null {
  const n =
    typeof rating === 'number' ? rating : typeof rating === 'string' && rating.trim() ? Number(rating) : NaN;
  // Ratings default to 0 in storage, which means "no rating yet", not "rated zero".
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Station list rating: 1 decimal ("4.3"), or "New" when there is none (absent, unreadable or 0). */
export function formatRating(rating: unknown): string {
  const n = ratingValue(rating);
  return n === null ? 'New' : n.toFixed(1);
}

/**
 * Rating to 1 decimal with a default for stations without one: 4.0 on the detail page and the
 * dashboard (DEFAULT_RATING_DETAIL), 4.5 on the booking screen (DEFAULT_RATING_BOOKING).
 */
export function formatRatingOr(rating: unknown, fallback: number): string {
  return (ratingValue(rating) ?? fallback).toFixed(1);
}
