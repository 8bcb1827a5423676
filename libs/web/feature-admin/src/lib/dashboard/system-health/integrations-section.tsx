import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@chargesetu/web/i18n';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useGetAdminSystemQuery } from '../../api/admin-system.api';
import { RetryAlert } from '../components/retry-alert';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { integrationViews } from './integrations-view';
import { CardGrid } from '../components/card-grid';

/** The integrations' names (also their test ids) as headings in the language shown. */
const NAME_KEYS: Record<string, string> = {
  'Payment gateway': 'system.integrations.payment.name',
  'Map services': 'system.integrations.map.name',
  SMS: 'system.integrations.sms.name',
  'AI assistant': 'system.integrations.ai.name',
};

/** The System tab's "API integrations" (docs/product.md §2.14): what this platform is really connected to. */
export function IntegrationsSection() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useGetAdminSystemQuery();
  return (
    <SectionCard title={t('system.integrations.title')} subtitle={t('system.integrations.subtitle')}>
      {error && !data ? (
        <RetryAlert error={error} fallback={t('system.integrations.failed')} onRetry={() => void refetch()} />
      ) : !data ? (
        <ListSkeleton rows={2} label={t('system.integrations.loading')} />
      ) : (
        <CardGrid columns={{ md: 2, xl: 4 }}>
          {integrationViews(data.integrations).map((i) => (
            <Paper
              key={i.name}
              variant="outlined"
              data-testid={`integration-${i.name}`}
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {t(NAME_KEYS[i.name] ?? i.name)}
                </Typography>
                <StatusChip value={i.status} label={i.statusLabel} />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {i.provider}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {i.detail}
              </Typography>
            </Paper>
          ))}
        </CardGrid>
      )}
    </SectionCard>
  );
}
