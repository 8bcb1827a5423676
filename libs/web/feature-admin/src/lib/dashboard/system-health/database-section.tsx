import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListSkeleton } from '@chargesetu/web/ui';
import { useGetAdminSystemQuery } from '../../api/admin-system.api';
import { CopyField } from '../charge-points/copy-field';
import { RetryAlert } from '../components/retry-alert';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { backupHowTo, schemaRows } from './database-view';
import { formatBytes } from './system-metrics-view';

const FALLBACK = 'The database figures could not be loaded. Please try again.';

/**
 * The System tab's "Database tools" (docs/product.md §2.14): the database's real size and each service's
 * schema (from the services' metrics), and how to back it up: there is no limit to show and no backup
 * button, only the commands that do it.
 */
export function DatabaseSection() {
  const { data, error, refetch } = useGetAdminSystemQuery();
  const kind = data?.databaseKind === 'embedded' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL';
  const size = data?.databases.length
    ? data.databases.map((d) => `${d.name}, ${formatBytes(d.bytes)}`).join(' · ')
    : 'size unknown';
  const howTo = data ? backupHowTo(data.databaseKind) : undefined;
  return (
    <SectionCard title="Database tools" subtitle={data ? `${kind}: ${size}` : undefined}>
      {error && !data ? (
        <RetryAlert error={error} fallback={FALLBACK} onRetry={() => void refetch()} />
      ) : !data || !howTo ? (
        <ListSkeleton rows={2} label="Loading the database figures" />
      ) : (
        <Stack spacing={2.5}>
          <ScrollTable
            label="Schema sizes"
            columns={['Service', 'Schema size']}
            minWidth={320}
            rows={schemaRows(data).map((r) => ({
              key: r.service,
              cells: [r.service, <span data-testid={`schema-size-${r.service}`}>{r.size}</span>],
            }))}
          />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Backups
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {howTo.summary}
            </Typography>
            <Stack spacing={1.5}>
              {howTo.commands.map((c) => (
                <CopyField
                  key={c.label}
                  label={c.label}
                  what={`${c.label.toLowerCase()} command`}
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
