import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ChargerOverviewRow } from '@chargesetu/shared/contracts';
import { formatDashboardTime } from '@chargesetu/shared/domain';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useChargerHistory } from '../../api/charge-points.api';
import { ScrollTable } from '../components/scroll-table';
import { StatusChip } from '../components/status-chip';
import { connectionState, deviceDetails, deviceName, heartbeatTime, statusText } from './charge-point-text';
import { availabilityAction, availabilityTypeFor, type AvailabilityChange } from './charger-command-text';
import type { PendingAction } from './console-text';

export interface ChargerDetailDialogProps {
  /** The charger to show; null closes the dialog. */
  charger: ChargerOverviewRow | null;
  onClose: () => void;
  onAction: (action: PendingAction) => void;
  onAvailability: (change: AvailabilityChange) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/**
 * One charger in the operator console: where it is, how it last spoke, what it runs, its connectors,
 * errors and recent status reports, and the actions an administrator may take while it is online.
 */
export function ChargerDetailDialog({
  charger: cp,
  onClose,
  onAction,
  onAvailability,
}: ChargerDetailDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const history = useChargerHistory(cp?.id ?? null);
  if (cp === null) return null;
  const place = [cp.city, cp.state].filter(Boolean).join(', ') || 'Unknown';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {cp.id}
        <StatusChip value={connectionState(cp)} />
        {cp.faulted && <StatusChip value="Faulted" />}
      </DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            gap: 2,
            mb: 2,
          }}
        >
          <Fact label="Station" value={cp.stationName ?? `Station ${cp.stationId}`} />
          <Fact label="Place" value={place} />
          <Fact label="Operator" value={cp.operator ?? 'Unknown'} />
          <Fact label="Last heartbeat" value={heartbeatTime(cp.lastHeartbeatAt)} />
          <Fact label="Last message" value={heartbeatTime(cp.lastSeenAt)} />
          <Fact label="Charger" value={`${deviceName(cp)} · ${deviceDetails(cp)}`} />
        </Box>

        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Connectors
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', mb: 2 }}>
          {cp.connectors.map((c) => {
            const type = availabilityTypeFor(c.status);
            return (
              <Box
                component="li"
                key={c.connectorId}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Typography variant="body2">
                  Connector {c.connectorId}: {statusText(c.status, c.errorCode)}
                </Typography>
                {cp.online && (
                  <>
                    <Button
                      size="small"
                      aria-label={`Unlock connector ${c.connectorId} of ${cp.id}`}
                      onClick={() =>
                        onAction({
                          kind: 'UnlockConnector',
                          chargePointId: cp.id,
                          connectorId: c.connectorId,
                        })
                      }
                    >
                      Unlock
                    </Button>
                    <Button
                      size="small"
                      aria-label={`${availabilityAction(type)}: connector ${c.connectorId} of ${cp.id}`}
                      onClick={() =>
                        onAvailability({ chargePointId: cp.id, connectorId: c.connectorId, type })
                      }
                    >
                      {availabilityAction(type)}
                    </Button>
                  </>
                )}
              </Box>
            );
          })}
        </Box>

        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Errors
        </Typography>
        {cp.errors.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            No connector reports an error.
          </Typography>
        ) : (
          <Box component="ul" sx={{ mt: 0, mb: 2, pl: 2 }}>
            {cp.errors.map((e) => (
              <li key={e.connectorId}>
                <Typography variant="body2">
                  Connector {e.connectorId}: {e.errorCode}
                  {e.at ? ` · since ${formatDashboardTime(e.at)}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        )}

        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Recent status history
        </Typography>
        {history.error ? (
          <Alert severity="error">
            {getErrorMessage(history.error, 'The status history could not be loaded.')}
          </Alert>
        ) : history.data && history.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            The charger has not reported a status yet.
          </Typography>
        ) : (
          <ScrollTable
            label={`Status history of ${cp.id}`}
            columns={['When', 'Connector', 'Status', 'Error code', 'Info']}
            minWidth={520}
            rows={(history.data ?? []).map((h, i) => ({
              key: `${h.at}-${h.connectorId}-${i}`,
              cells: [
                formatDashboardTime(h.at),
                h.connectorId === 0 ? 'Charger' : String(h.connectorId),
                h.status,
                h.errorCode,
                [h.info, h.vendorErrorCode].filter(Boolean).join(' · ') || '—',
              ],
            }))}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {cp.online ? (
          <>
            <Button onClick={() => onAction({ kind: 'TriggerStatus', chargePointId: cp.id })}>
              Ask for status
            </Button>
            <Button
              color="warning"
              onClick={() => onAction({ kind: 'Reset', chargePointId: cp.id, type: 'Soft' })}
            >
              Soft reset
            </Button>
            <Button
              color="warning"
              onClick={() => onAction({ kind: 'Reset', chargePointId: cp.id, type: 'Hard' })}
            >
              Hard reset
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            Actions are offered while the charger is online.
          </Typography>
        )}
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
