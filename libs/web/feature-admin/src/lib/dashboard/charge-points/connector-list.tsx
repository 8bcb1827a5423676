import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChargePoint, Station } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import { connectorLine } from './charge-point-text';
import { availabilityAction, availabilityTypeFor, type AvailabilityChange } from './charger-command-text';

export interface ConnectorListProps {
  chargePoint: ChargePoint;
  station: Station | undefined;
  /** "Take out of service" / "Put back in service" on a connector; offered only while it is online. */
  onAvailability: (change: AvailabilityChange) => void;
}

/** One line per connector with its status and, while the charger is online, its service button. */
export function ConnectorList({ chargePoint: cp, station, onAvailability }: ConnectorListProps) {
  const { t } = useTranslation('admin');
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {cp.connectors.map((c) => {
        const type = availabilityTypeFor(c.status);
        const action = availabilityAction(type);
        return (
          <Box component="li" key={c.connectorId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {connectorLine(station, c)}
            </Typography>
            {cp.online && (
              <Button
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
                aria-label={t('commands.actionLabel', { action, connector: c.connectorId, id: cp.id })}
                onClick={() => onAvailability({ chargePointId: cp.id, connectorId: c.connectorId, type })}
              >
                {action}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
