import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDashboardTime, NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
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
  UNKNOWN,
  type PendingAction,
} from './console-text';

const time = (at: string | null) => (at === null ? NOT_AVAILABLE_DASH : formatDashboardTime(at));
const DAY_MS = 24 * 60 * 60_000;
/** Where the figures come from, and which figure the revenue is. */
const SOURCES = "the chargers' meters; revenue is the session's energy cost, before fee and GST";

/**
 * Live sessions and the last 24 hours, as the chargers reported them to the ocpp service: open
 * transactions first (each can be stopped), then those that ended. Energy is the charger's meter; revenue is
 * the charging service's session cost (GET /api/charging/admin/sessions, found by charge point and
 * transaction id), "—" for a transaction with no session of the platform.
 */
export function LiveTransactionsSection({ onAction }: { onAction: (action: PendingAction) => void }) {
  const { data, error, refetch } = useChargerTransactions();
  // Read once when shown: the sessions that ran since then cover every transaction listed while it stays open.
  const [since] = useState(() => new Date(Date.now() - DAY_MS).toISOString());
  const { data: sessions } = useChargingSessionsSince(since);
  const sessionOf = sessionsByTransaction(sessions ?? []);
  return (
    <SectionCard
      title="Live sessions and last 24 h"
      subtitle={data ? `${transactionsLine(data)} · from ${SOURCES}` : `From ${SOURCES}`}
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
            'Revenue',
            'Session',
            'State',
            '',
          ]}
          minWidth={1280}
          rows={data.map((t) => ({
            key: transactionKey(t.chargePointId, t.transactionId),
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
              <span data-testid={`tx-revenue-${t.chargePointId}-${t.transactionId}`}>
                {revenueText(sessionOf.get(transactionKey(t.chargePointId, t.transactionId)))}
              </span>,
              <span data-testid={`tx-session-${t.chargePointId}-${t.transactionId}`}>
                {sessionNote(sessionOf.get(transactionKey(t.chargePointId, t.transactionId)))}
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
