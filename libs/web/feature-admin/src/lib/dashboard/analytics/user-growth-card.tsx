import { brand } from '@chargesetu/web/ui';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { SimpleLineChart } from '../charts/line-chart';
import { formatCount } from '../components/format';
import { SectionCard } from '../components/section-card';
import { CardNote } from './card-note';
import { growthSummary, monthLabel } from './growth-view';
import type { AnalyticsData } from './use-analytics-data';

/** "User growth": new and total driver accounts per IST month, the last 12 months (auth service). */
export function UserGrowthCard({ growth }: { growth: AnalyticsData['growth'] }) {
  const months = growth.data?.months ?? [];
  const summary = growthSummary(months);
  const first = months[0];
  const last = months.at(-1);
  return (
    <SectionCard
      title="User growth"
      subtitle={`Driver accounts per month (IST)${first && last ? `, ${monthLabel(first.month)} to ${monthLabel(last.month)}` : ''}`}
    >
      {growth.error ? (
        <CardNote kind="error">
          {getErrorMessage(growth.error, 'The driver growth could not be loaded. Please try again.')}
        </CardNote>
      ) : !growth.data ? (
        <CardNote kind="loading">Loading driver growth…</CardNote>
      ) : summary === null || !first || !last ? (
        <CardNote kind="empty">No driver accounts yet.</CardNote>
      ) : (
        <SimpleLineChart
          label={`New and total drivers per month, ${monthLabel(first.month)} to ${monthLabel(last.month)}`}
          summary={summary}
          points={months.map((m) => monthLabel(m.month))}
          series={[
            {
              label: 'Total drivers',
              data: months.map((m) => m.totalDrivers),
              color: brand.green,
              area: true,
            },
            { label: 'New drivers', data: months.map((m) => m.newDrivers), color: brand.saffron },
          ]}
          format={formatCount}
          axisWidth={64}
        />
      )}
    </SectionCard>
  );
}
