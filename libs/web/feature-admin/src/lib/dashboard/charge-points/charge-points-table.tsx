import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChargePoint } from '@chargesetu/shared/contracts';
import { formatDateIn, useTranslation } from '@chargesetu/web/i18n';
import { ScrollTable } from '../components/scroll-table';
import { StatusChip } from '../components/status-chip';
import {
  connectionLabel,
  connectionState,
  deviceDetails,
  deviceName,
  heartbeatTime,
  stationName,
  statusText,
  type StationsById,
} from './charge-point-text';
import type { AvailabilityChange } from './charger-command-text';
import { ConnectorList } from './connector-list';

export interface ChargePointsTableProps {
  chargePoints: readonly ChargePoint[];
  stations: StationsById;
  /** Whether the station list has answered: until then an unknown station is not yet news. */
  stationsLoaded: boolean;
  /** "New password" on a row. */
  onNewPassword: (chargePointId: string) => void;
  /** "Take out of service" / "Put back in service" on a connector of an online charge point. */
  onAvailability: (change: AvailabilityChange) => void;
  /** "Meter interval" on the row of an online charge point. */
  onMeterInterval: (chargePointId: string) => void;
}

/** A main line with a smaller one under it, the way the dashboard's tables show an item and its detail. */
function TwoLines({ main, detail }: { main: string; detail?: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {main}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** The registry, one row per charge point, as the ocpp service last answered it. */
export function ChargePointsTable({
  chargePoints,
  stations,
  stationsLoaded,
  onNewPassword,
  onAvailability,
  onMeterInterval,
}: ChargePointsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <ScrollTable
      label={t('chargePoints.title')}
      columns={[
        t('chargePoints.col.chargePoint'),
        t('chargePoints.col.station'),
        t('chargePoints.col.connection'),
        t('chargePoints.col.heartbeat'),
        t('chargePoints.col.charger'),
        t('chargePoints.col.connectors'),
        t('chargePoints.col.actions'),
      ]}
      minWidth={1040}
      rows={chargePoints.map((cp) => {
        const station = stations.get(cp.stationId);
        return {
          key: cp.id,
          cells: [
            <TwoLines
              main={cp.id}
              detail={t('chargePoints.registered', { date: formatDateIn(cp.createdAt) })}
            />,
            <TwoLines
              main={stationName(stations, cp.stationId)}
              detail={
                station
                  ? t('chargePoints.stationN', { id: cp.stationId })
                  : stationsLoaded
                    ? t('chargePoints.notInList')
                    : undefined
              }
            />,
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
              <StatusChip value={connectionState(cp)} label={connectionLabel(connectionState(cp))} />
              {cp.status !== null && (
                <Typography variant="caption" color="text.secondary">
                  {t('chargePoints.chargerStatus', { status: statusText(cp.status, null) })}
                </Typography>
              )}
            </Box>,
            <TwoLines
              main={heartbeatTime(cp.lastHeartbeatAt)}
              detail={t('chargePoints.every', { seconds: cp.heartbeatIntervalSeconds })}
            />,
            <TwoLines main={deviceName(cp)} detail={deviceDetails(cp)} />,
            <ConnectorList chargePoint={cp} station={station} onAvailability={onAvailability} />,
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
              <Button
                size="small"
                aria-label={t('chargePoints.newPasswordFor', { id: cp.id })}
                onClick={() => onNewPassword(cp.id)}
              >
                {t('chargePoints.newPassword')}
              </Button>
              {cp.online && (
                <Button
                  size="small"
                  aria-label={t('commands.meterTitle', { id: cp.id })}
                  onClick={() => onMeterInterval(cp.id)}
                >
                  {t('chargePoints.meterInterval')}
                </Button>
              )}
            </Box>,
          ],
        };
      })}
    />
  );
}
