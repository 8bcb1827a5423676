import type { UserGrowth } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
import { formatCount } from '../components/format';
import { bucketLabel } from '../finance/finance-view';

/** An IST month as the chart writes it: '2026-07' -> 'Jul 2026'. */
export function monthLabel(month: string): string {
  return bucketLabel(month, 'month');
}

const drivers = (n: number) => translate('admin:analytics.growth.drivers', { count: n, n: formatCount(n) });

/**
 * The growth chart's point in words, or null when there is no driver at all (an empty state, not a
 * line of zeros): "48 drivers now (40 at the end of Feb 2026); 8 joined over these 6 months, 5 of them
 * in Jul 2026."
 */
export function growthSummary(months: UserGrowth['months']): string | null {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last || last.totalDrivers === 0) return null;
  const joined = months.reduce((n, m) => n + m.newDrivers, 0);
  const before = first.totalDrivers - first.newDrivers;
  const span =
    months.length === 1
      ? translate('admin:analytics.growth.thisMonth')
      : translate('admin:analytics.growth.overMonths', { n: months.length });
  return translate('admin:analytics.growth.summary', {
    drivers: drivers(last.totalDrivers),
    before: formatCount(before),
    first: monthLabel(first.month),
    joined: formatCount(joined),
    span,
    newest: formatCount(last.newDrivers),
    last: monthLabel(last.month),
  });
}
