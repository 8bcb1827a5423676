import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '../language/language';
import { parseMoney } from '../money/money';

/** Shown for an amount or value that cannot be read. */
export const NOT_AVAILABLE_DASH = '—';

// One formatter a language: building Intl formatters is slow and these are used in every list.
const INR = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    new Intl.NumberFormat(LANGUAGE_LOCALES[lang], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  ]),
) as Record<Language, Intl.NumberFormat>;

/**
 * Rupees in en-IN (or hi-IN) style with 2 decimals: 1500 -> "₹1,500.00", 100000 -> "₹1,00,000.00" (lakh
 * grouping, the same in both languages). Accepts numeric strings from the API ("123.40"). Rounds half away
 * from zero first, so 1.005 shows "₹1.01". An unreadable amount shows "—".
 */
export function formatInr(value: number | string | null | undefined, lang: Language = 'en'): string {
  const n = parseMoney(value);
  return Number.isFinite(n) ? INR[lang].format(n) : NOT_AVAILABLE_DASH;
}

/** Shown instead of a rating while a station has none ("no ratings yet"), on every screen. */
export const NO_RATING_TEXT = 'New';
const NO_RATING_TEXTS: Record<Language, string> = { en: NO_RATING_TEXT, hi: 'नया' };

function ratingValue(rating: unknown): number | null {
  const n =
    typeof rating === 'number' ? rating : typeof rating === 'string' && rating.trim() ? Number(rating) : NaN;
  // Ratings default to 0 in storage, which means "no rating yet", not "rated zero": the lowest rating
  // anyone can give is above 0, so an average of 0 is a station nobody has rated.
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Whether a station has a rating (not absent, unreadable or the stored 0): what "New" stands in for. */
export function hasRating(rating: unknown): boolean {
  return ratingValue(rating) !== null;
}

/**
 * A station's rating to 1 decimal ("4.3"), or "New" when it has none (absent, unreadable or the stored
 * 0). The finder's cards, the station and booking screens, the dashboard and the assistant all use it:
 * a station without ratings is never given a made-up one.
 */
export function formatRating(rating: unknown, lang: Language = 'en'): string {
  const n = ratingValue(rating);
  return n === null ? NO_RATING_TEXTS[lang] : n.toFixed(1);
}
