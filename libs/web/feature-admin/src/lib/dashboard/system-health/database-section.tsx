import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@chargesetu/web/i18n';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useGetAdminSystemQuery } from '../../api/admin-system.api';
import { CopyField } from '../charge-points/copy-field';
import { RetryAlert } from '../components/retry-alert';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { backupHowTo, schemaRows } from './database-view';
import { formatBytes } from './system-metrics-view';

/**
 * The System tab's "Database tools" (docs/product.md §2.14): the database's real size and each service's
 * schema (from the services' metrics), and how to back it up: there is no limit to show and no backup
 * button, only the commands that do it.
 */
export function DatabaseSection() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useGetAdminSystemQuery();
  const kind = data?.databaseKind === 'embedded' ? t('overview.metrics.embeddedDb') : 'PostgreSQL';
  const size = data?.databases.length
    ? data.databases.map((d) => `${d.name}, ${formatBytes(d.bytes)}`).join(' · ')
    : t('system.db.sizeUnknown');
  const howTo = data ? backupHowTo(data.databaseKind) : undefined;
  return (
    <SectionCard title={t('system.db.title')} subtitle={data ? `${kind}: ${size}` : undefined}>
      {error && !data ? (
        <RetryAlert error={error} fallback={t('system.db.failed')} onRetry={() => void refetch()} />
      ) : !data || !howTo ? (
        <ListSkeleton rows={2} label={t('system.db.loading')} />
      ) : (
        <Stack spacing={2.5}>
          <ScrollTable
            label={t('system.db.schemaSizes')}
            columns={[t('system.service'), t('system.db.schemaSize')]}
            minWidth={320}
            rows={schemaRows(data).map((r) => ({
              key: r.service,
              cells: [r.service, <span data-testid={`schema-size-${r.service}`}>{r.size}</span>],
            }))}
          />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {t('system.db.backups')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {howTo.summary}
            </Typography>
            <Stack spacing={1.5}>
              {howTo.commands.map((c) => (
                <CopyField
                  key={c.label}
                  label={c.label}
                  what={t('system.db.command', { label: c.label.toLowerCase() })}
                  value={c.command}
                />
              ))}
            </Stack>
          </Box>
        </Stack>
      )}
    </SectionCard>
  );
}
