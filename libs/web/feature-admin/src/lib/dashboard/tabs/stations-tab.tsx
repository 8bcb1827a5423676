import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { formatInr } from '@chargesetu/shared/domain';
import { getErrorMessage, useGetStationsQuery } from '@chargesetu/web/data-access';
import { useGetAdminStationStatsQuery } from '../../api/admin-finance.api';
import { SimpleBarChart } from '../charts/bar-chart';
import { ChargePointsSection } from '../charge-points/charge-points-section';
import { OperatorConsole } from '../charge-points/operator-console';
import { formatCount } from '../components/format';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StationQrCodesDialog } from '../stations/station-qr-codes-dialog';
import { busiestStations, stationRows } from '../stations/station-rows';

const FALLBACK = 'The station figures could not be loaded. Please try again.';

/**
 * Station Management (docs/product.md §2.14): the live charge points and the operator console first, then the catalogue (stations
 * service) with each station's bookings and revenue (bookings service), the approval requests (there is
 * no approval workflow) and the busiest stations by bookings (utilisation itself is in the Analytics tab).
 * Each station row opens the station's printable connector QR codes.
 */
export function StationsTab() {
  const stations = useGetStationsQuery();
  const stats = useGetAdminStationStatsQuery();
  const error = stations.error ?? stats.error;
  const rows = stations.data && stats.data ? stationRows(stations.data, stats.data.stations) : undefined;
  const busiest = rows ? busiestStations(rows, 10) : [];
  const [qrStationId, setQrStationId] = useState<number | null>(null);
  const qrStation = stations.data?.find((s) => s.id === qrStationId);
  return (
    <Stack spacing={3}>
      <ChargePointsSection />
      <OperatorConsole />

      <SectionCard
        title="Station list"
        subtitle={
          rows ? `${formatCount(rows.length)} stations · live from the catalogue and bookings` : 'Loading…'
        }
      >
        {error ? (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  void stations.refetch();
                  void stats.refetch();
                }}
              >
                Retry
              </Button>
            }
          >
            {getErrorMessage(error, FALLBACK)}
          </Alert>
        ) : (
          <ScrollTable
            label="Station list"
            columns={['Station', 'City', 'Operator', 'Chargers', 'Paid', 'Completed', 'Cancelled', 'Revenue']}
            minWidth={900}
            rows={(rows ?? []).map((s) => ({
              key: String(s.id),
              cells: [
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {s.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    #{s.id}
                  </Typography>
                  <Box>
                    <Button
                      size="small"
                      startIcon={<QrCode2Outlined />}
                      onClick={() => setQrStationId(s.id)}
                      data-testid={`qr-codes-${s.id}`}
                      aria-label={`QR codes of ${s.name}`}
                      sx={{ ml: -0.5 }}
                    >
                      QR codes
                    </Button>
                  </Box>
                </Box>,
                s.city,
                s.operator,
                s.chargers,
                <span data-testid={`station-paid-${s.id}`}>{formatCount(s.paid)}</span>,
                <span data-testid={`station-completed-${s.id}`}>{formatCount(s.completed)}</span>,
                <span data-testid={`station-cancelled-${s.id}`}>{formatCount(s.cancelled)}</span>,
                <span data-testid={`station-revenue-${s.id}`}>{formatInr(s.revenue)}</span>,
              ],
            }))}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Paid: paid bookings not finished yet. Revenue: what completed bookings were finally charged (fee and
          GST included) plus what paid bookings not finished yet paid; cancelled bookings were refunded.
        </Typography>
        {qrStation && <StationQrCodesDialog station={qrStation} open onClose={() => setQrStationId(null)} />}
      </SectionCard>

      <SectionCard title="Approval requests" subtitle="New stations waiting for review">
        <Typography variant="body2" color="text.secondary">
          No requests: ChargeSetu has no approval workflow yet. Stations join the catalogue with it, so there
          is nothing to approve or reject here.
        </Typography>
      </SectionCard>

      <SectionCard title="Utilisation" subtitle="Share of bookable time booked">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Utilisation (the share of bookable charger time booked) is measured in the Analytics tab, for any
          date range. Shown here: the busiest stations by bookings (paid and completed).
        </Typography>
        {rows &&
          (busiest.length === 0 ? (
            <Typography color="text.secondary">No station has a paid or completed booking yet.</Typography>
          ) : (
            <SimpleBarChart
              label="Busiest stations by bookings"
              summary={`${busiest[0].name} has the most bookings: ${busiest[0].paid + busiest[0].completed}; ${busiest.length} stations shown.`}
              categories={busiest.map((s) => s.name)}
              values={busiest.map((s) => s.paid + s.completed)}
              seriesLabel="Bookings"
              format={formatCount}
              horizontal
              height={320}
            />
          ))}
      </SectionCard>
    </Stack>
  );
}
