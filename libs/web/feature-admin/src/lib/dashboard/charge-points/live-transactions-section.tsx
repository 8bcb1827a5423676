import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDashboardTime, NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useChargerTransactions } from '../../api/charge-points.api';
import { RetryAlert } from '../components/retry-alert';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { energyText, transactionsLine, UNKNOWN, type PendingAction } from './console-text';

const time = (at: string | null) => (at === null ? NOT_AVAILABLE_DASH : formatDashboardTime(at));

/**
 * Live sessions and the last 24 hours, as the chargers reported them to the ocpp service: open
 * transactions first (each can be stopped), then those that ended. Energy is the charger's meter.
 */
export function LiveTransactionsSection({ onAction }: { onAction: (action: PendingAction) => void }) {
  const { data, error, refetch } = useChargerTransactions();
  return (
    <SectionCard
      title="Live sessions and last 24 h"
      subtitle={data ? `${transactionsLine(data)} · from the chargers' meters` : "From the chargers' meters"}
    >
      {error && !data ? (
        <RetryAlert
          error={error}
          fallback="The transactions could not be loaded. Please try again."
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <ListSkeleton rows={3} label="Loading transactions" />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">No charger has had a session in the last 24 hours.</Typography>
      ) : (
        <ScrollTable
          label="Live sessions and last 24 h"
          columns={[
            'Charger',
            'Connector',
            'Transaction',
            'idTag',
            'Started',
            'Ended',
            'Energy',
            'State',
            '',
          ]}
          minWidth={980}
          rows={data.map((t) => ({
            key: `${t.chargePointId}:${t.transactionId}`,
            cells: [
              t.chargePointId,
              t.connectorId,
              t.transactionId,
              t.idTag ?? UNKNOWN,
              time(t.startedAt),
              time(t.endedAt),
              <span data-testid={`tx-energy-${t.chargePointId}-${t.transactionId}`}>
                {energyText(t.energyKwh)}
              </span>,
              <StatusChip value={t.open ? 'Active' : 'Completed'} />,
              t.open ? (
                <Button
                  size="small"
                  color="warning"
                  aria-label={`Stop transaction ${t.transactionId} on ${t.chargePointId}`}
                  onClick={() =>
                    onAction({
                      kind: 'RemoteStop',
                      chargePointId: t.chargePointId,
                      transactionId: t.transactionId,
                    })
                  }
                >
                  Stop
                </Button>
              ) : (
                ''
              ),
            ],
          }))}
        />
      )}
    </SectionCard>
  );
}
