import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BookingsAnalytics, EnergyAnalytics } from '@chargesetu/shared/contracts';
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
        <SectionCard title="Booking frequency" subtitle="Bookings per hour of day (IST)">
          <SimpleBarChart
            label={`Bookings per hour of day, ${data.from} to ${data.to}`}
            summary={busiestHourSummary(data.byHour)}
            categories={categories}
            values={data.byHour.map((h) => h.bookings)}
            seriesLabel="Bookings"
            format={formatCount}
            color={brand.teal}
          />
        </SectionCard>
        <SectionCard
          title="Station utilisation"
          subtitle="Booked charger-minutes / open charger-minutes, per hour"
        >
          <SimpleBarChart
            label={`Utilisation per hour of day, ${data.from} to ${data.to}`}
            summary="Hours whose utilisation is unknown show no bar; the table below gives every figure."
            categories={categories}
            values={data.byHour.map((h) => (h.utilisation === null ? 0 : h.utilisation * 100))}
            seriesLabel="Utilisation"
            format={formatPercent}
          />
        </SectionCard>
      </Box>
      <SectionCard title="Energy delivered" subtitle="kWh of completed sessions, by the hour they started">
        {noSessions ? (
          <Typography variant="body2" color="text.secondary">
            No completed sessions in this range.
          </Typography>
        ) : energyData ? (
          <SimpleBarChart
            label={`Energy delivered per hour of day, ${data.from} to ${data.to}`}
            summary={`${kwhText(energyData.byHour.reduce((n, h) => n + h.energyKwh, 0))} delivered in this range.`}
            categories={categories}
            values={energyData.byHour.map((h) => h.energyKwh)}
            seriesLabel="Energy"
            format={kwhText}
            color={brand.saffron}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Unknown
          </Typography>
        )}
      </SectionCard>
      <SectionCard title="By hour of day" subtitle={`${data.from} to ${data.to}, IST`}>
        <ScrollTable
          label="Bookings, energy and utilisation by hour of day"
          minWidth={480}
          columns={['Hour', 'Bookings', 'Energy', 'Utilisation']}
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
      <SectionCard title="By station" subtitle="Stations with bookings in the range, most booked first">
        {data.byStation.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No bookings in this range.
          </Typography>
        ) : (
          <ScrollTable
            label="Bookings, energy and utilisation by station"
            columns={['Station', 'Bookings', 'Energy', 'Utilisation']}
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
