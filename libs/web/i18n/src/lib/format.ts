// The shared formatters in the language the app is showing: numbers, money and dates follow en-IN or hi-IN,
// always in IST. Screens import these rather than @chargesetu/shared/domain's, which default to English.
import {
  describeEstimate as estimateSentence,
  formatDashboardTime as dashboardTime,
  formatDateIn as dateIn,
  formatDateTimeIn as dateTimeIn,
  formatDistance as distance,
  formatInr as inr,
  formatOperatingHours as operatingHours,
  formatRating as rating,
  formatWeekdayMonthDay as weekdayMonthDay,
  LANGUAGE_LOCALES,
  openStatusText as openStatusWords,
  powerLabel as power,
  type ChargeEstimate,
  type Instant,
  type OpenStatus,
} from '@chargesetu/shared/domain';
import { currentLanguage } from './i18n';

export const formatInr = (value: number | string | null | undefined): string => inr(value, currentLanguage());
export const formatRating = (value: unknown): string => rating(value, currentLanguage());
export const formatDateIn = (value: Instant): string => dateIn(value, currentLanguage());
export const formatDateTimeIn = (value: Instant): string => dateTimeIn(value, currentLanguage());
export const formatWeekdayMonthDay = (value: Instant): string => weekdayMonthDay(value, currentLanguage());
export const formatDashboardTime = (value: Instant, now: Instant = new Date()): string =>
  dashboardTime(value, now, currentLanguage());
export const formatOperatingHours = (value: unknown): string => operatingHours(value, currentLanguage());
export const openStatusText = (status: OpenStatus, now: Instant = new Date()): string =>
  openStatusWords(status, now, currentLanguage());
export const powerLabel = (kw: number): string => power(kw, currentLanguage());
export const formatDistance = (km: number): string => distance(km, currentLanguage());
export const describeEstimate = (estimate: ChargeEstimate): string =>
  estimateSentence(estimate, currentLanguage());

// Building an Intl formatter is slow and lists and admin tables format many numbers: one a language and set
// of options, made on first use.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A plain number in the current locale's grouping: 1234567.5 -> "12,34,567.5". */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const locale = LANGUAGE_LOCALES[currentLanguage()];
  const key = `${locale} ${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A number with exactly `digits` decimals in the current locale's grouping: (1234.5, 2) -> "1,234.50". */
export function formatFixed(value: number, digits: number): string {
  return formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
