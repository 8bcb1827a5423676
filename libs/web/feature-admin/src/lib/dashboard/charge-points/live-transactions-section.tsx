import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import { formatDashboardTime, useTranslation } from '@chargesetu/web/i18n';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useState } from 'react';
import { useChargerTransactions } from '../../api/charge-points.api';
import { useChargingSessionsSince } from '../../api/charging-sessions.api';
import { RetryAlert } from '../components/retry-alert';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import {
  energyText,
  revenueText,
  sessionNote,
  sessionsByTransaction,
  transactionKey,
  transactionsLine,
  unknownText,
  type PendingAction,
} from './console-text';

const time = (at: string | null) => (at === null ? NOT_AVAILABLE_DASH : formatDashboardTime(at));
const DAY_MS = 24 * 60 * 60_000;

/**
 * Live sessions and the last 24 hours, as the chargers reported them to the ocpp service: open
 * transactions first (each can be stopped), then those that ended. Energy is the charger's meter; revenue is
 * the charging service's session cost (GET /api/charging/admin/sessions, found by charge point and
 * transaction id), "—" for a transaction with no session of the platform.
 */
export function LiveTransactionsSection({ onAction }: { onAction: (action: PendingAction) => void }) {
  const { t: tr } = useTranslation('admin');
  const { data, error, refetch } = useChargerTransactions();
  // Read once when shown: the sessions that ran since then cover every transaction listed while it stays open.
  const [since] = useState(() => new Date(Date.now() - DAY_MS).toISOString());
  const { data: sessions } = useChargingSessionsSince(since);
  const sessionOf = sessionsByTransaction(sessions ?? []);
  return (
    <SectionCard
      title={tr('console.live.title')}
      subtitle={
        data ? tr('console.live.subtitleLine', { line: transactionsLine(data) }) : tr('console.live.subtitle')
      }
    >
      {error && !data ? (
        <RetryAlert error={error} fallback={tr('console.live.failed')} onRetry={() => void refetch()} />
      ) : !data ? (
        <ListSkeleton rows={3} label={tr('console.live.loading')} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{tr('console.live.empty')}</Typography>
      ) : (
        <ScrollTable
          label={tr('console.live.title')}
          columns={[
            tr('console.col.charger'),
            tr('console.col.connector'),
            tr('console.col.transaction'),
            'idTag',
            tr('console.col.started'),
            tr('console.col.ended'),
            tr('console.col.energy'),
            tr('console.col.revenue'),
            tr('console.col.session'),
            tr('console.col.state'),
            '',
          ]}
          minWidth={1280}
          rows={data.map((t) => ({
            key: transactionKey(t.chargePointId, t.transactionId),
            cells: [
              t.chargePointId,
              t.connectorId,
              t.transactionId,
              t.idTag ?? unknownText(),
              time(t.startedAt),
              time(t.endedAt),
              <span data-testid={`tx-energy-${t.chargePointId}-${t.transactionId}`}>
                {energyText(t.energyKwh)}
              </span>,
              <span data-testid={`tx-revenue-${t.chargePointId}-${t.transactionId}`}>
                {revenueText(sessionOf.get(transactionKey(t.chargePointId, t.transactionId)))}
              </span>,
              <span data-testid={`tx-session-${t.chargePointId}-${t.transactionId}`}>
                {sessionNote(sessionOf.get(transactionKey(t.chargePointId, t.transactionId)))}
              </span>,
              <StatusChip
                value={t.open ? 'Active' : 'Completed'}
                label={t.open ? tr('console.state.active') : tr('console.state.completed')}
              />,
              t.open ? (
                <Button
                  size="small"
                  color="warning"
                  aria-label={tr('console.stopLabel', { transaction: t.transactionId, id: t.chargePointId })}
                  onClick={() =>
                    onAction({
                      kind: 'RemoteStop',
                      chargePointId: t.chargePointId,
                      transactionId: t.transactionId,
                    })
                  }
                >
                  {tr('console.stop')}
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
