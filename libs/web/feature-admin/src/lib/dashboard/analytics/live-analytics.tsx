import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { analyticsRange, formatTime12 } from '@chargesetu/shared/domain';
import { brand } from '@chargesetu/web/ui';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useGetBookingsAnalyticsQuery, useGetEnergyAnalyticsQuery } from '../../api/analytics.api';
import { SimpleBarChart } from '../charts/bar-chart';
import { formatCount, formatPercent } from '../components/format';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { busiestHourSummary, hourRows, kwhText, stationRows } from './analytics-view';

const FALLBACK = 'The analytics could not be loaded. Please try again.';

/** The range the dates ask for, or why it cannot be read (the same rule the server applies). */
function readRange(from: string, to: string): { range?: { from: string; to: string }; error?: string } {
  try {
    return { range: analyticsRange({ from, to }) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : FALLBACK };
  }
}

/**
 * The Analytics tab's live part (docs/product.md §2.14): bookings, energy delivered and utilisation per
 * IST hour of day and per station over a chosen range (the last 30 days unless changed).
 */
export function LiveAnalytics() {
  const [initial] = useState(() => analyticsRange({}));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const { range, error: rangeError } = readRange(from, to);
  const bookings = useGetBookingsAnalyticsQuery(range ?? skipToken);
  const energy = useGetEnergyAnalyticsQuery(range ?? skipToken);
  const data = range ? bookings.data : undefined;
  const energyData = range && !energy.error ? energy.data : undefined;
  const hours = data ? hourRows(data, energyData) : [];
  const categories = hours.map((h) => h.label);

  return (
    <Stack spacing={3}>
      <SectionCard
        title="Range"
        subtitle={
          data ? `Live from the platform, read ${formatTime12(data.generatedAt)}` : 'Live from the platform'
        }
        sample={false}
      >
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label="From"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analytics-from' } }}
            size="small"
          />
          <TextField
            type="date"
            label="To"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analytics-to' } }}
            size="small"
          />
        </Box>
        {rangeError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {rangeError}
          </Alert>
        )}
        {range && bookings.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {getErrorMessage(bookings.error, FALLBACK)}
          </Alert>
        )}
        {range && energy.error && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {`Energy delivered is unknown: ${getErrorMessage(energy.error, FALLBACK)}`}
          </Alert>
        )}
      </SectionCard>

      {data && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <SectionCard title="Booking frequency" subtitle="Bookings per hour of day (IST)" sample={false}>
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
              sample={false}
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
          <SectionCard
            title="Energy delivered"
            subtitle="kWh of completed sessions, by the hour they started"
            sample={false}
          >
            {energyData ? (
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
          <SectionCard title="By hour of day" subtitle={`${data.from} to ${data.to}, IST`} sample={false}>
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
          <SectionCard
            title="By station"
            subtitle="Stations with bookings in the range, most booked first"
            sample={false}
          >
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
      )}
      {!data && !bookings.error && range && (
        <Typography variant="body2" color="text.secondary" aria-busy="true">
          Loading analytics…
        </Typography>
      )}
    </Stack>
  );
}
