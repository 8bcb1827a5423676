import { useTranslation } from '@chargesetu/web/i18n';
import { brand } from '@chargesetu/web/ui';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { SimplePieChart } from '../charts/pie-chart';
import { formatCount, formatPercent } from '../components/format';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { CardNote } from './card-note';
import { cityDistribution } from './city-distribution';
import type { AnalyticsData } from './use-analytics-data';

const CITY_COLORS = [brand.green, brand.teal, brand.saffron, '#0B63A5', '#6B4FA0', '#44564F'];

/** A city's name as a test id part: "New Delhi" -> "new-delhi". */
export const citySlug = (city: string) => city.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * "City distribution": the range's bookings per city, the bookings service's per-station counts joined
 * with the catalogue's cities (they add up to the range's bookings).
 */
export function CityDistributionCard({ data }: { data: AnalyticsData }) {
  const { t } = useTranslation('admin');
  const { bookingsData, stations } = data;
  const cities = bookingsData && stations.data ? cityDistribution(bookingsData.byStation, stations.data) : [];
  const loading = data.range !== undefined && !data.bookings.error;
  return (
    <SectionCard
      title={t('analytics.city.title')}
      subtitle={
        bookingsData
          ? t('analytics.city.chart', { from: bookingsData.from, to: bookingsData.to })
          : t('analytics.city.table')
      }
    >
      {stations.error ? (
        <CardNote kind="error">{getErrorMessage(stations.error, t('analytics.city.failed'))}</CardNote>
      ) : !bookingsData || !stations.data ? (
        <CardNote kind={loading ? 'loading' : 'empty'}>
          {loading ? t('analytics.city.loading') : t('commands.unknown')}
        </CardNote>
      ) : cities.length === 0 ? (
        <CardNote kind="empty">{t('analytics.noBookings')}</CardNote>
      ) : (
        <>
          <SimplePieChart
            label={t('analytics.city.chart', { from: bookingsData.from, to: bookingsData.to })}
            summary={cities.map((c) => `${c.city} ${formatPercent(c.share)}`).join(', ')}
            slices={cities.map((c, i) => ({
              label: c.city,
              value: c.bookings,
              color: CITY_COLORS[i % CITY_COLORS.length],
            }))}
            format={formatCount}
            height={260}
          />
          <ScrollTable
            label={t('analytics.city.table')}
            minWidth={360}
            columns={[
              t('stations.list.city'),
              t('analytics.city.stationsBooked'),
              t('analytics.col.bookings'),
              t('analytics.city.share'),
            ]}
            rows={cities.map((c) => ({
              key: c.city,
              cells: [
                c.city,
                formatCount(c.stations),
                <span key="b" data-testid={`analytics-city-${citySlug(c.city)}-bookings`}>
                  {formatCount(c.bookings)}
                </span>,
                formatPercent(c.share),
              ],
            }))}
          />
        </>
      )}
    </SectionCard>
  );
}
