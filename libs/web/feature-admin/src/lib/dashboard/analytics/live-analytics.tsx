import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BookingsAnalytics, EnergyAnalytics } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import { brand } from '@chargesetu/web/ui';
import { SimpleBarChart } from '../charts/bar-chart';
import { formatCount, formatPercent } from '../components/format';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { busiestHourSummary, hourRows, kwhText, stationRows } from './analytics-view';

export interface LiveAnalyticsProps {
  bookings: BookingsAnalytics;
  /** Undefined when the charging service could not answer: energy shows "Unknown". */
  energy: EnergyAnalytics | undefined;
}

/**
 * The Analytics tab's hourly and per-station figures (docs/product.md §2.14): bookings, energy delivered
 * and utilisation per IST hour of day and per station over the range chosen in the Range card.
 */
export function LiveAnalytics({ bookings: data, energy: energyData }: LiveAnalyticsProps) {
  const { t } = useTranslation('admin');
  const range = { from: data.from, to: data.to };
  const hours = hourRows(data, energyData);
  const categories = hours.map((h) => h.label);
  const noSessions = energyData !== undefined && energyData.byHour.every((h) => h.sessions === 0);

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <SectionCard title={t('analytics.frequency.title')} subtitle={t('analytics.frequency.subtitle')}>
          <SimpleBarChart
            label={t('analytics.frequency.chart', range)}
            summary={busiestHourSummary(data.byHour)}
            categories={categories}
            values={data.byHour.map((h) => h.bookings)}
            seriesLabel={t('stations.utilisation.series')}
            format={formatCount}
            color={brand.teal}
          />
        </SectionCard>
        <SectionCard title={t('analytics.utilisation.title')} subtitle={t('analytics.utilisation.subtitle')}>
          <SimpleBarChart
            label={t('analytics.utilisation.chart', range)}
            summary={t('analytics.utilisation.summary')}
            categories={categories}
            values={data.byHour.map((h) => (h.utilisation === null ? 0 : h.utilisation * 100))}
            seriesLabel={t('analytics.col.utilisation')}
            format={formatPercent}
          />
        </SectionCard>
      </Box>
      <SectionCard title={t('analytics.energy.title')} subtitle={t('analytics.energy.subtitle')}>
        {noSessions ? (
          <Typography variant="body2" color="text.secondary">
            {t('analytics.energy.none')}
          </Typography>
        ) : energyData ? (
          <SimpleBarChart
            label={t('analytics.energy.chart', range)}
            summary={t('analytics.energy.summary', {
              kwh: kwhText(energyData.byHour.reduce((n, h) => n + h.energyKwh, 0)),
            })}
            categories={categories}
            values={energyData.byHour.map((h) => h.energyKwh)}
            seriesLabel={t('analytics.col.energy')}
            format={kwhText}
            color={brand.saffron}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('commands.unknown')}
          </Typography>
        )}
      </SectionCard>
      <SectionCard title={t('analytics.byHour.title')} subtitle={t('analytics.byHour.subtitle', range)}>
        <ScrollTable
          label={t('analytics.byHour.table')}
          minWidth={480}
          columns={[
            t('analytics.col.hour'),
            t('analytics.col.bookings'),
            t('analytics.col.energy'),
            t('analytics.col.utilisation'),
          ]}
          rows={hours.map((h) => ({
            key: String(h.hour),
            cells: [
              h.label,
              <span key="b" data-testid={`analytics-hour-${h.hour}-bookings`}>
                {h.bookings}
              </span>,
              <span key="e" data-testid={`analytics-hour-${h.hour}-energy`}>
                {h.energy}
              </span>,
              <span key="u" data-testid={`analytics-hour-${h.hour}-utilisation`}>
                {h.utilisation}
              </span>,
            ],
          }))}
        />
      </SectionCard>
      <SectionCard title={t('analytics.byStation.title')} subtitle={t('analytics.byStation.subtitle')}>
        {data.byStation.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('analytics.noBookings')}
          </Typography>
        ) : (
          <ScrollTable
            label={t('analytics.byStation.table')}
            columns={[
              t('stations.list.station'),
              t('analytics.col.bookings'),
              t('analytics.col.energy'),
              t('analytics.col.utilisation'),
            ]}
            rows={stationRows(data, energyData).map((s) => ({
              key: String(s.stationId),
              cells: [
                s.name,
                <span key="b" data-testid={`analytics-station-${s.stationId}-bookings`}>
                  {s.bookings}
                </span>,
                s.energy,
                s.utilisation,
              ],
            }))}
          />
        )}
      </SectionCard>
    </>
  );
}
