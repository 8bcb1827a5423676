import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTime12 } from '@chargesetu/shared/domain';
import { Trans, useTranslation } from '@chargesetu/web/i18n';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useGetAdminSystemQuery } from '../../api/admin-system.api';
import { RetryAlert } from '../components/retry-alert';
import { SectionCard } from '../components/section-card';
import { systemProblems } from '../system-health/system-problems';

const LEVEL_COLORS = { WARN: 'warning.main', ERROR: 'error.main' } as const;

/**
 * The Support tab's "System logs" (docs/product.md §2.14): the problems the platform records now (GET
 * /api/admin/system: services down, dead letters, outbox backlogs), and where the full logs are: the
 * platform keeps no log store, each process writes its own to stdout.
 */
export function SystemLogsSection() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useGetAdminSystemQuery();
  const lines = data ? systemProblems(data) : [];
  return (
    <SectionCard
      title={t('support.logs.title')}
      subtitle={data ? t('support.logs.subtitle', { time: formatTime12(data.generatedAt) }) : undefined}
    >
      {error && !data ? (
        <RetryAlert error={error} fallback={t('support.logs.failed')} onRetry={() => void refetch()} />
      ) : !data ? (
        <ListSkeleton rows={2} label={t('support.logs.loading')} />
      ) : lines.length === 0 ? (
        <Typography data-testid="system-logs-none">{t('support.logs.none')}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('support.logs.problems')}
          data-testid="system-logs"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 1.5,
            bgcolor: 'background.default',
            borderRadius: 1,
            fontFamily: 'ui-monospace, monospace',
            fontSize: '0.85rem',
          }}
        >
          {lines.map((l) => (
            <Box component="li" key={l.key} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: LEVEL_COLORS[l.level], fontWeight: 700 }}>
                {l.level.padEnd(5, '\u00a0')}
              </Box>{' '}
              {l.service}: {l.message}
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        <Trans t={t} i18nKey="support.logs.where" components={{ code: <code /> }} />
      </Typography>
    </SectionCard>
  );
}
