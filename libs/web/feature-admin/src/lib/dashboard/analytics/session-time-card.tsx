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
  const { range, energy, energyData } = data;
  const time = energyData?.sessionTime;
  const summary = time ? sessionTimeSummary(time) : null;
  return (
    <SectionCard
      title="Session time"
      subtitle={
        time?.averageMinutes != null
          ? `Average ${minutesText(time.averageMinutes)}, ${energyData?.from} to ${energyData?.to}`
          : 'Completed sessions by how long they charged'
      }
    >
      {!range || energy.error ? (
        <CardNote kind="empty">Unknown</CardNote>
      ) : !energyData || !time ? (
        <CardNote kind="loading">Loading session time…</CardNote>
      ) : summary === null ? (
        <CardNote kind="empty">No completed sessions in this range</CardNote>
      ) : (
        <SimpleBarChart
          label={`Completed charging sessions by how long they charged, ${energyData.from} to ${energyData.to}`}
          summary={summary}
          categories={time.buckets.map(sessionBucketLabel)}
          values={time.buckets.map((b) => b.sessions)}
          seriesLabel="Sessions"
          format={formatCount}
          color={brand.saffron}
        />
      )}
    </SectionCard>
  );
}
