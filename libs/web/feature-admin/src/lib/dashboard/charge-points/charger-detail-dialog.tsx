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
import { formatDashboardTime, useTranslation } from '@chargesetu/web/i18n';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useChargerHistory } from '../../api/charge-points.api';
import { ScrollTable } from '../components/scroll-table';
import { StatusChip } from '../components/status-chip';
import {
  connectionLabel,
  connectionState,
  deviceDetails,
  deviceName,
  heartbeatTime,
  statusText,
} from './charge-point-text';
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
  const { t } = useTranslation('admin');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const history = useChargerHistory(cp?.id ?? null);
  if (cp === null) return null;
  const place = [cp.city, cp.state].filter(Boolean).join(', ') || t('commands.unknown');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {cp.id}
        <StatusChip value={connectionState(cp)} label={connectionLabel(connectionState(cp))} />
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
          <Fact
            label={t('chargePoints.col.station')}
            value={cp.stationName ?? t('chargePoints.stationN', { id: cp.stationId })}
          />
          <Fact label={t('console.col.place')} value={place} />
          <Fact label={t('stations.list.operator')} value={cp.operator ?? t('commands.unknown')} />
          <Fact label={t('chargePoints.col.heartbeat')} value={heartbeatTime(cp.lastHeartbeatAt)} />
          <Fact label={t('console.detail.lastMessage')} value={heartbeatTime(cp.lastSeenAt)} />
          <Fact label={t('chargePoints.col.charger')} value={`${deviceName(cp)} · ${deviceDetails(cp)}`} />
        </Box>

        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('chargePoints.col.connectors')}
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
                  {t('console.detail.connector', {
                    id: c.connectorId,
                    status: statusText(c.status, c.errorCode),
                  })}
                </Typography>
                {cp.online && (
                  <>
                    <Button
                      size="small"
                      aria-label={t('console.detail.unlockLabel', { connector: c.connectorId, id: cp.id })}
                      onClick={() =>
                        onAction({
                          kind: 'UnlockConnector',
                          chargePointId: cp.id,
                          connectorId: c.connectorId,
                        })
                      }
                    >
                      {t('console.unlock')}
                    </Button>
                    <Button
                      size="small"
                      aria-label={t('commands.actionLabel', {
                        action: availabilityAction(type),
                        connector: c.connectorId,
                        id: cp.id,
                      })}
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
          {t('console.detail.errors')}
        </Typography>
        {cp.errors.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('console.detail.noErrors')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ mt: 0, mb: 2, pl: 2 }}>
            {cp.errors.map((e) => (
              <li key={e.connectorId}>
                <Typography variant="body2">
                  {e.at
                    ? t('console.detail.errorSince', {
                        id: e.connectorId,
                        status: e.errorCode,
                        since: formatDashboardTime(e.at),
                      })
                    : t('console.detail.connector', { id: e.connectorId, status: e.errorCode })}
                </Typography>
              </li>
            ))}
          </Box>
        )}

        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('console.detail.history')}
        </Typography>
        {history.error ? (
          <Alert severity="error">{getErrorMessage(history.error, t('console.detail.historyFailed'))}</Alert>
        ) : history.data && history.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('console.detail.noHistory')}
          </Typography>
        ) : (
          <ScrollTable
            label={t('console.detail.historyOf', { id: cp.id })}
            columns={[
              t('console.col.when'),
              t('console.col.connector'),
              t('console.detail.status'),
              t('console.detail.errorCode'),
              t('console.detail.info'),
            ]}
            minWidth={520}
            rows={(history.data ?? []).map((h, i) => ({
              key: `${h.at}-${h.connectorId}-${i}`,
              cells: [
                formatDashboardTime(h.at),
                h.connectorId === 0 ? t('console.col.charger') : String(h.connectorId),
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
              {t('console.askStatus')}
            </Button>
            <Button
              color="warning"
              onClick={() => onAction({ kind: 'Reset', chargePointId: cp.id, type: 'Soft' })}
            >
              {t('console.softReset')}
            </Button>
            <Button
              color="warning"
              onClick={() => onAction({ kind: 'Reset', chargePointId: cp.id, type: 'Hard' })}
            >
              {t('console.hardReset')}
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {t('console.detail.offlineNote')}
          </Typography>
        )}
        <Button onClick={onClose} color="inherit">
          {t('shared.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
