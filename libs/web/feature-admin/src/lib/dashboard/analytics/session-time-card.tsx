import { useTranslation } from '@chargesetu/web/i18n';
import { brand } from '@chargesetu/web/ui';
import { SimpleBarChart } from '../charts/bar-chart';
import { formatCount } from '../components/format';
import { SectionCard } from '../components/section-card';
import { CardNote } from './card-note';
import { minutesText, sessionBucketLabel, sessionTimeSummary } from './session-time-view';
import type { AnalyticsData } from './use-analytics-data';

/**
 * "Session time": the range's completed charging sessions by how long they charged, and the average
 * (charging service). Nothing completed: says so, never an average of 0.
 */
export function SessionTimeCard({ data }: { data: AnalyticsData }) {
  const { t } = useTranslation('admin');
  const { range, energy, energyData } = data;
  const time = energyData?.sessionTime;
  const summary = time ? sessionTimeSummary(time) : null;
  return (
    <SectionCard
      title={t('analytics.session.title')}
      subtitle={
        time?.averageMinutes != null
          ? t('analytics.session.average', {
              minutes: minutesText(time.averageMinutes),
              from: energyData?.from,
              to: energyData?.to,
            })
          : t('analytics.session.subtitle')
      }
    >
      {!range || energy.error ? (
        <CardNote kind="empty">{t('commands.unknown')}</CardNote>
      ) : !energyData || !time ? (
        <CardNote kind="loading">{t('analytics.session.loading')}</CardNote>
      ) : summary === null ? (
        <CardNote kind="empty">{t('analytics.session.none')}</CardNote>
      ) : (
        <SimpleBarChart
          label={t('analytics.session.chart', { from: energyData.from, to: energyData.to })}
          summary={summary}
          categories={time.buckets.map(sessionBucketLabel)}
          values={time.buckets.map((b) => b.sessions)}
          seriesLabel={t('analytics.session.series')}
          format={formatCount}
          color={brand.saffron}
        />
      )}
    </SectionCard>
  );
}
