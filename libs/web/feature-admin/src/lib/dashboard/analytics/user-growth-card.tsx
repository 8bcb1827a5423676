import { useTranslation } from '@chargesetu/web/i18n';
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
  const { t } = useTranslation('admin');
  const months = growth.data?.months ?? [];
  const summary = growthSummary(months);
  const first = months[0];
  const last = months.at(-1);
  return (
    <SectionCard
      title={t('analytics.growth.title')}
      subtitle={
        first && last
          ? t('analytics.growth.subtitleRange', { from: monthLabel(first.month), to: monthLabel(last.month) })
          : t('analytics.growth.subtitle')
      }
    >
      {growth.error ? (
        <CardNote kind="error">{getErrorMessage(growth.error, t('analytics.growth.failed'))}</CardNote>
      ) : !growth.data ? (
        <CardNote kind="loading">{t('analytics.growth.loading')}</CardNote>
      ) : summary === null || !first || !last ? (
        <CardNote kind="empty">{t('analytics.growth.empty')}</CardNote>
      ) : (
        <SimpleLineChart
          label={t('analytics.growth.chart', { from: monthLabel(first.month), to: monthLabel(last.month) })}
          summary={summary}
          points={months.map((m) => monthLabel(m.month))}
          series={[
            {
              label: t('analytics.growth.total'),
              data: months.map((m) => m.totalDrivers),
              color: brand.green,
              area: true,
            },
            { label: t('analytics.growth.new'), data: months.map((m) => m.newDrivers), color: brand.saffron },
          ]}
          format={formatCount}
          axisWidth={64}
        />
      )}
    </SectionCard>
  );
}
