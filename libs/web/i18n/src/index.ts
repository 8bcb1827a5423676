// Languages of the web app (issue #20; docs/product.md §2.20): i18next with one namespace a feature,
// each language its own chunk, and the shared formatters bound to the language shown.
export { changeLanguage, currentLanguage, initI18n, translate, type InitI18nOptions } from './lib/i18n';
export { LANGUAGE_STORAGE_KEY } from './lib/language-store';
export {
  describeEstimate,
  formatDashboardTime,
  formatDateIn,
  formatDateTimeIn,
  formatDistance,
  formatFixed,
  formatInr,
  formatNumber,
  formatOperatingHours,
  formatRating,
  formatWeekdayMonthDay,
  openStatusText,
  powerLabel,
} from './lib/format';
export { LANGUAGE_NAMES } from './lib/language-names';
export { Trans, useTranslation } from 'react-i18next';
