import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { formatDashboardTime } from '@chargesetu/shared/domain';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useChargerAudit } from '../../api/charge-points.api';
import { RetryAlert } from '../components/retry-alert';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { ACTION_NAMES, auditParams, auditResult } from './console-text';
import { PagedTablePagination } from '../components/paged-table-pagination';

const PAGE_SIZE = 10;

/** Every action administrators took on chargers, newest first: who, when, what, and what came of it. */
export function AuditLogSection() {
  const [page, setPage] = useState(0);
  const { data, error, refetch } = useChargerAudit({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  return (
    <SectionCard
      title="Audit log"
      subtitle={
        data
          ? `${data.total} ${data.total === 1 ? 'action' : 'actions'} on chargers, newest first`
          : 'Actions on chargers, newest first'
      }
    >
      {error && !data ? (
        <RetryAlert
          error={error}
          fallback="The audit log could not be loaded. Please try again."
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <ListSkeleton rows={3} label="Loading the audit log" />
      ) : data.entries.length === 0 ? (
        <Typography color="text.secondary">No action has been taken on a charger yet.</Typography>
      ) : (
        <>
          <ScrollTable
            label="Audit log"
            columns={['When', 'Who', 'Charger', 'Action', 'Parameters', 'Result']}
            minWidth={860}
            rows={data.entries.map((e) => ({
              key: String(e.id),
              cells: [
                formatDashboardTime(e.at),
                e.adminUsername,
                e.chargePointId,
                ACTION_NAMES[e.action],
                auditParams(e.params),
                <span data-testid={`audit-result-${e.id}`}>
                  <StatusChip value={e.outcome === 'ok' ? 'Completed' : 'Needs attention'} /> {auditResult(e)}
                </span>,
              ],
            }))}
          />
          <PagedTablePagination
            count={data.total}
            page={page}
            onPageChange={setPage}
            pageSize={PAGE_SIZE}
            pageSizes={[PAGE_SIZE]}
          />
        </>
      )}
    </SectionCard>
  );
}
