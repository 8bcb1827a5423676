import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { getErrorMessage, useGetStationsQuery } from '@chargesetu/web/data-access';
import { formatInr, useTranslation } from '@chargesetu/web/i18n';
import { useGetAdminStationStatsQuery } from '../../api/admin-finance.api';
import { SimpleBarChart } from '../charts/bar-chart';
import { ChargePointsSection } from '../charge-points/charge-points-section';
import { OperatorConsole } from '../charge-points/operator-console';
import { formatCount } from '../components/format';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StationQrCodesDialog } from '../stations/station-qr-codes-dialog';
import { busiestStations, stationRows } from '../stations/station-rows';

/**
 * Station Management (docs/product.md §2.14): the live charge points and the operator console first, then the catalogue (stations
 * service) with each station's bookings and revenue (bookings service), the approval requests (there is
 * no approval workflow) and the busiest stations by bookings (utilisation itself is in the Analytics tab).
 * Each station row opens the station's printable connector QR codes.
 */
export function StationsTab() {
  const { t } = useTranslation('admin');
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
        title={t('stations.list.title')}
        subtitle={
          rows
            ? t('stations.list.subtitle', { count: rows.length, n: formatCount(rows.length) })
            : t('stations.list.loading')
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
                {t('shared.retry')}
              </Button>
            }
          >
            {getErrorMessage(error, t('stations.list.failed'))}
          </Alert>
        ) : (
          <ScrollTable
            label={t('stations.list.title')}
            columns={[
              t('stations.list.station'),
              t('stations.list.city'),
              t('stations.list.operator'),
              t('stations.list.chargers'),
              t('stations.list.paid'),
              t('stations.list.completed'),
              t('stations.list.cancelled'),
              t('stations.list.revenue'),
            ]}
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
                      aria-label={t('stations.list.qrCodesOf', { name: s.name })}
                      sx={{ ml: -0.5 }}
                    >
                      {t('stations.list.qrCodes')}
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
          {t('stations.list.note')}
        </Typography>
        {qrStation && <StationQrCodesDialog station={qrStation} open onClose={() => setQrStationId(null)} />}
      </SectionCard>

      <SectionCard title={t('stations.approvals.title')} subtitle={t('stations.approvals.subtitle')}>
        <Typography variant="body2" color="text.secondary">
          {t('stations.approvals.none')}
        </Typography>
      </SectionCard>

      <SectionCard title={t('stations.utilisation.title')} subtitle={t('stations.utilisation.subtitle')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('stations.utilisation.note')}
        </Typography>
        {rows &&
          (busiest.length === 0 ? (
            <Typography color="text.secondary">{t('stations.utilisation.empty')}</Typography>
          ) : (
            <SimpleBarChart
              label={t('stations.utilisation.chart')}
              summary={t('stations.utilisation.summary', {
                name: busiest[0].name,
                bookings: busiest[0].paid + busiest[0].completed,
                shown: busiest.length,
              })}
              categories={busiest.map((s) => s.name)}
              values={busiest.map((s) => s.paid + s.completed)}
              seriesLabel={t('stations.utilisation.series')}
              format={formatCount}
              horizontal
              height={320}
            />
          ))}
      </SectionCard>
    </Stack>
  );
}
