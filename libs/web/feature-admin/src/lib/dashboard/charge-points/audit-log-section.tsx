import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { formatDashboardTime, useTranslation } from '@chargesetu/web/i18n';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useChargerAudit } from '../../api/charge-points.api';
import { RetryAlert } from '../components/retry-alert';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { actionName, auditParams, auditResult } from './console-text';
import { PagedTablePagination } from '../components/paged-table-pagination';

const PAGE_SIZE = 10;

/** Every action administrators took on chargers, newest first: who, when, what, and what came of it. */
export function AuditLogSection() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(0);
  const { data, error, refetch } = useChargerAudit({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  return (
    <SectionCard
      title={t('console.audit.title')}
      subtitle={data ? t('console.audit.subtitleCount', { count: data.total }) : t('console.audit.subtitle')}
    >
      {error && !data ? (
        <RetryAlert error={error} fallback={t('console.audit.failed')} onRetry={() => void refetch()} />
      ) : !data ? (
        <ListSkeleton rows={3} label={t('console.audit.loading')} />
      ) : data.entries.length === 0 ? (
        <Typography color="text.secondary">{t('console.audit.empty')}</Typography>
      ) : (
        <>
          <ScrollTable
            label={t('console.audit.title')}
            columns={[
              t('console.col.when'),
              t('console.col.who'),
              t('console.col.charger'),
              t('console.col.action'),
              t('console.col.parameters'),
              t('console.col.result'),
            ]}
            minWidth={860}
            rows={data.entries.map((e) => ({
              key: String(e.id),
              cells: [
                formatDashboardTime(e.at),
                e.adminUsername,
                e.chargePointId,
                actionName(e.action),
                auditParams(e.params),
                <span data-testid={`audit-result-${e.id}`}>
                  <StatusChip
                    value={e.outcome === 'ok' ? 'Completed' : 'Needs attention'}
                    label={e.outcome === 'ok' ? t('console.state.completed') : t('console.state.attention')}
                  />{' '}
                  {auditResult(e)}
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
