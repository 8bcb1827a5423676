import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { formatTime12 } from '@chargesetu/shared/domain';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { useGetAdminSystemQuery } from '../../api/admin-system.api';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { countOrUnknown, healthSummary, serviceLabel, statusLabel } from './service-health-text';

/**
 * The System tab's live part (GET /api/admin/system): each service's readiness, outbox backlog and
 * dead-letter queue depth, read again each time the tab opens and on Refresh. A figure the platform
 * could not read says Unknown.
 */
export function ServiceHealthSection() {
  const { t } = useTranslation('admin');
  const { data, error, isFetching, refetch } = useGetAdminSystemQuery();
  return (
    <SectionCard
      title={t('system.health.title')}
      subtitle={
        data ? t('analytics.range.read', { time: formatTime12(data.generatedAt) }) : t('overview.live')
      }
      action={
        <Button
          size="small"
          startIcon={<RefreshOutlined />}
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          {t('shared.refresh')}
        </Button>
      }
    >
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('shared.retry')}
            </Button>
          }
        >
          {getErrorMessage(error, t('system.health.failed'))}
        </Alert>
      ) : (
        <Box data-testid="service-health" aria-busy={!data}>
          {data && (
            <>
              <Typography
                variant="body2"
                sx={{ mb: 1.5, fontWeight: 600 }}
                data-testid="service-health-summary"
              >
                {healthSummary(data)}
              </Typography>
              <ScrollTable
                label={t('system.health.title')}
                minWidth={480}
                columns={[
                  t('system.service'),
                  t('console.detail.status'),
                  t('overview.metrics.outbox'),
                  t('overview.metrics.deadLetters'),
                ]}
                rows={data.services.map((s) => ({
                  key: s.name,
                  cells: [
                    serviceLabel(s.name),
                    <Chip
                      key="status"
                      data-testid={`service-status-${s.name}`}
                      label={statusLabel(s.status)}
                      size="small"
                      color={s.status === 'ready' ? 'success' : 'error'}
                    />,
                    <span key="outbox" data-testid={`service-outbox-${s.name}`}>
                      {countOrUnknown(s.outboxBacklog)}
                    </span>,
                    <span key="dead" data-testid={`service-dead-letters-${s.name}`}>
                      {countOrUnknown(s.deadLetters)}
                    </span>,
                  ],
                }))}
              />
            </>
          )}
        </Box>
      )}
    </SectionCard>
  );
}
