import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@chargesetu/web/i18n';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useGetAdminSystemQuery } from '../../api/admin-system.api';
import { RetryAlert } from '../components/retry-alert';
import { SectionCard } from '../components/section-card';
import { responseTimeLine, systemMetricRows, type MetricRow } from './system-metrics-view';

const TONE_COLOR: Record<MetricRow['tone'], string> = {
  ok: 'text.primary',
  warn: 'warning.main',
  unknown: 'text.secondary',
};

/**
 * The Overview's "System metrics" (docs/product.md §2.14): what the services measure, from GET
 * /api/admin/system (the System tab's Service health has the figures per service).
 */
export function SystemMetricsCard() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useGetAdminSystemQuery();
  const ready = data ? data.services.filter((s) => s.status === 'ready').length : 0;
  return (
    <SectionCard
      title={t('overview.metrics.title')}
      subtitle={data ? responseTimeLine(data.api) : t('overview.live')}
    >
      {error && !data ? (
        <RetryAlert error={error} fallback={t('overview.metrics.failed')} onRetry={() => void refetch()} />
      ) : !data ? (
        <ListSkeleton rows={3} label={t('overview.metrics.loading')} />
      ) : (
        <Stack spacing={1.75} data-testid="system-metrics">
          {systemMetricRows(data).map((m) => (
            <Box key={m.key} data-testid={`system-metric-${m.key}`}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {m.label}
                </Typography>
                <Typography
                  variant="body2"
                  data-testid={`system-metric-${m.key}-value`}
                  sx={{ fontWeight: 700, color: TONE_COLOR[m.tone], textAlign: 'right' }}
                >
                  {m.value}
                </Typography>
              </Box>
              {m.key === 'ready' && (
                <LinearProgress
                  variant="determinate"
                  value={(ready / Math.max(data.services.length, 1)) * 100}
                  aria-label={t('overview.metrics.ready')}
                  color={m.tone === 'warn' ? 'warning' : 'success'}
                  sx={{ height: 8, borderRadius: 4, my: 0.5 }}
                />
              )}
              <Typography variant="caption" color="text.secondary">
                {m.detail}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
