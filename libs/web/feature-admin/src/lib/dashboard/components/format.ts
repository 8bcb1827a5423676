// Whole numbers in en-IN grouping (1,24,680), the way the rest of the app writes rupees (docs/product.md §9).
const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A count in en-IN grouping: 124680 -> "1,24,680". */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** A percentage with at most one decimal: 62.5 -> "62.5%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}
