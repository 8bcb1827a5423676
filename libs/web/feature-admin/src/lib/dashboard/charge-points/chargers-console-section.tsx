import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHARGER_STATES,
  type ChargerOverviewQuery,
  type ChargerOverviewRow,
  type ChargerState,
} from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useChargerOverview } from '../../api/charge-points.api';
import { RetryAlert } from '../components/retry-alert';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import {
  connectionLabel,
  connectionState,
  deviceDetails,
  heartbeatTime,
  statusText,
} from './charge-point-text';
import { ChargerDetailDialog } from './charger-detail-dialog';
import type { AvailabilityChange } from './charger-command-text';
import { countLabels, type PendingAction } from './console-text';
import { PagedTablePagination } from '../components/paged-table-pagination';

type Filters = Pick<ChargerOverviewQuery, 'state' | 'city' | 'operator' | 'status'>;
const PAGE_SIZES = [10, 20, 50];
const STATE_WORDS: Record<ChargerState, string> = {
  online: 'chargePoints.connection.online',
  offline: 'chargePoints.connection.offline',
  faulted: 'console.faulted',
};

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly string[];
  onChange: (v: string | undefined) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      <MenuItem value="">{t('console.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface ChargersConsoleSectionProps {
  onAction: (action: PendingAction) => void;
  onAvailability: (change: AvailabilityChange) => void;
}

/**
 * The operator console's chargers (docs/product.md §2.14): online, offline and faulted counts, filters by
 * state, city, operator and status (the ocpp service filters and pages), and a detail dialog per charger.
 */
export function ChargersConsoleSection({ onAction, onAvailability }: ChargersConsoleSectionProps) {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<ChargerOverviewRow | null>(null);
  const { data, error, refetch } = useChargerOverview({
    ...filters,
    limit: pageSize,
    offset: page * pageSize,
  });

  const setFilter = (f: Filters) => {
    setFilters((now) => ({ ...now, ...f }));
    setPage(0);
  };
  // The open charger as the latest answer has it (its state changes after an action).
  const open = openId === null ? null : (data?.chargers.find((c) => c.id === openId) ?? snapshot);

  return (
    <SectionCard
      title={t('console.title')}
      subtitle={data ? t('console.subtitleCount', { count: data.counts.total }) : t('console.subtitle')}
    >
      {error && !data ? (
        <RetryAlert error={error} fallback={t('console.loadFailed')} onRetry={() => void refetch()} />
      ) : !data ? (
        <ListSkeleton rows={3} label={t('console.loading')} />
      ) : (
        <>
          <Box
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
            role="group"
            aria-label={t('console.counts')}
          >
            {countLabels(data.counts).map((c) => (
              <Chip
                key={c.key}
                label={c.label}
                data-testid={`charger-count-${c.key}`}
                color={c.key === 'online' ? 'success' : c.key === 'faulted' ? 'error' : 'default'}
                variant={filters.status === c.key ? 'filled' : 'outlined'}
                onClick={() => setFilter({ status: filters.status === c.key ? undefined : c.key })}
                aria-pressed={filters.status === c.key}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
            <FilterSelect
              label={t('console.col.region')}
              value={filters.state}
              options={data.options.states}
              onChange={(state) => setFilter({ state })}
            />
            <FilterSelect
              label={t('stations.list.city')}
              value={filters.city}
              options={data.options.cities}
              onChange={(city) => setFilter({ city })}
            />
            <FilterSelect
              label={t('stations.list.operator')}
              value={filters.operator}
              options={data.options.operators}
              onChange={(operator) => setFilter({ operator })}
            />
            <TextField
              select
              size="small"
              label={t('console.detail.status')}
              value={filters.status ?? ''}
              onChange={(e) =>
                setFilter({ status: e.target.value === '' ? undefined : (e.target.value as ChargerState) })
              }
              sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
            >
              <MenuItem value="">{t('console.all')}</MenuItem>
              {CHARGER_STATES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(STATE_WORDS[s])}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          {data.chargers.length === 0 ? (
            <Typography color="text.secondary">{t('console.noMatch')}</Typography>
          ) : (
            <ScrollTable
              label={t('console.title')}
              columns={[
                t('console.col.charger'),
                t('console.col.place'),
                t('stations.list.operator'),
                t('console.col.state'),
                t('chargePoints.col.connectors'),
                t('chargePoints.col.heartbeat'),
                t('console.col.firmware'),
                '',
              ]}
              minWidth={1000}
              rows={data.chargers.map((cp) => ({
                key: cp.id,
                cells: [
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {cp.id}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {cp.stationName ?? t('chargePoints.stationN', { id: cp.stationId })}
                    </Typography>
                  </Box>,
                  [cp.city, cp.state].filter(Boolean).join(', ') || t('commands.unknown'),
                  cp.operator ?? t('commands.unknown'),
                  <Box
                    sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
                    data-testid={`charger-state-${cp.id}`}
                  >
                    <StatusChip value={connectionState(cp)} label={connectionLabel(connectionState(cp))} />
                    {cp.faulted && <StatusChip value="Faulted" />}
                  </Box>,
                  <Box data-testid={`charger-connectors-${cp.id}`}>
                    {cp.connectors.map((c) => (
                      <Typography key={c.connectorId} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                        {c.connectorId}: {statusText(c.status, c.errorCode)}
                      </Typography>
                    ))}
                  </Box>,
                  heartbeatTime(cp.lastHeartbeatAt),
                  deviceDetails(cp),
                  <Button
                    size="small"
                    aria-label={t('console.detailsOf', { id: cp.id })}
                    onClick={() => {
                      setOpenId(cp.id);
                      setSnapshot(cp);
                    }}
                  >
                    {t('console.details')}
                  </Button>,
                ],
              }))}
            />
          )}
          <PagedTablePagination
            count={data.total}
            page={page}
            onPageChange={setPage}
            pageSize={pageSize}
            pageSizes={PAGE_SIZES}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        </>
      )}
      <ChargerDetailDialog
        charger={open}
        onClose={() => setOpenId(null)}
        // The details close for the confirmation, so its answer (a toast) is not behind a modal dialog.
        onAction={(a) => {
          setOpenId(null);
          onAction(a);
        }}
        onAvailability={(change) => {
          setOpenId(null);
          onAvailability(change);
        }}
      />
    </SectionCard>
  );
}
