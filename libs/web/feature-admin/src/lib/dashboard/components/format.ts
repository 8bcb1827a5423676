import { formatNumber } from '@chargesetu/web/i18n';

/** A whole number in the current language's grouping: 124680 -> "1,24,680". */
export function formatCount(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 0 });
}

/** A percentage with at most one decimal: 62.5 -> "62.5%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}
