import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChargePoint } from '@chargesetu/shared/contracts';
import { formatDateIn } from '@chargesetu/shared/domain';
import { ScrollTable } from '../components/scroll-table';
import { StatusChip } from '../components/status-chip';
import {
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

const COLUMNS = [
  'Charge point',
  'Station',
  'Connection',
  'Last heartbeat',
  'Charger',
  'Connectors',
  'Actions',
];

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
  return (
    <ScrollTable
      label="Charge points"
      columns={COLUMNS}
      minWidth={1040}
      rows={chargePoints.map((cp) => {
        const station = stations.get(cp.stationId);
        return {
          key: cp.id,
          cells: [
            <TwoLines main={cp.id} detail={`Registered ${formatDateIn(cp.createdAt)}`} />,
            <TwoLines
              main={stationName(stations, cp.stationId)}
              detail={
                station ? `Station ${cp.stationId}` : stationsLoaded ? 'Not in the station list' : undefined
              }
            />,
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
              <StatusChip value={connectionState(cp)} />
              {cp.status !== null && (
                <Typography variant="caption" color="text.secondary">
                  Charger: {statusText(cp.status, null)}
                </Typography>
              )}
            </Box>,
            <TwoLines
              main={heartbeatTime(cp.lastHeartbeatAt)}
              detail={`Every ${cp.heartbeatIntervalSeconds} s`}
            />,
            <TwoLines main={deviceName(cp)} detail={deviceDetails(cp)} />,
            <ConnectorList chargePoint={cp} station={station} onAvailability={onAvailability} />,
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
              <Button
                size="small"
                aria-label={`New password for ${cp.id}`}
                onClick={() => onNewPassword(cp.id)}
              >
                New password
              </Button>
              {cp.online && (
                <Button
                  size="small"
                  aria-label={`Meter interval of ${cp.id}`}
                  onClick={() => onMeterInterval(cp.id)}
                >
                  Meter interval
                </Button>
              )}
            </Box>,
          ],
        };
      })}
    />
  );
}
