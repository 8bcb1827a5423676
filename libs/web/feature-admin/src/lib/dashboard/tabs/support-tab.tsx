import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { useSampleAction } from '../components/use-sample-action';
import { SAMPLE_LOGS, SAMPLE_STATION_ISSUES, SAMPLE_TICKETS } from '../sample/support';

const LEVEL_COLORS = { INFO: 'text.secondary', WARN: 'warning.main', ERROR: 'error.main' } as const;

/** Support (docs/product.md §2.14): tickets, station issue monitoring and system logs. */
export function SupportTab() {
  const sampleAction = useSampleAction();
  return (
    <Stack spacing={3}>
      <SectionCard title="Support tickets" subtitle={`${SAMPLE_TICKETS.length} open or in progress`}>
        <ScrollTable
          label="Support tickets"
          columns={['Ticket', 'Subject', 'User', 'Status', 'Priority', 'Created']}
          minWidth={820}
          rows={SAMPLE_TICKETS.map((t) => ({
            key: t.id,
            cells: [
              t.id,
              t.subject,
              t.user,
              <StatusChip value={t.status} />,
              <StatusChip value={t.priority} />,
              t.created,
            ],
          }))}
        />
      </SectionCard>

      <SectionCard title="Station issue monitoring">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {SAMPLE_STATION_ISSUES.map((i) => (
            <Paper
              key={i.id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75 }}
            >
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}
              >
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {i.station}
                </Typography>
                <StatusChip value={i.severity} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {i.city} · {i.id} · reported {i.reported}
              </Typography>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {i.issue}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                <Button
                  size="small"
                  variant="contained"
                  aria-label={`Assign Technician to ${i.id}`}
                  onClick={() => sampleAction(`Assigning a technician to ${i.id}`)}
                >
                  Assign Technician
                </Button>
                <Button
                  size="small"
                  aria-label={`Log Notes for ${i.id}`}
                  onClick={() => sampleAction(`Logging notes for ${i.id}`)}
                >
                  Log Notes
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      </SectionCard>

      <SectionCard title="System logs" subtitle="Today, newest first">
        <Box
          component="ol"
          aria-label="System log lines"
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
          {SAMPLE_LOGS.map((l) => (
            <Box component="li" key={`${l.time}-${l.message}`} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
              {l.time}{' '}
              <Box component="span" sx={{ color: LEVEL_COLORS[l.level], fontWeight: 700 }}>
                {l.level.padEnd(5, '\u00a0')}
              </Box>{' '}
              {l.message}
            </Box>
          ))}
        </Box>
      </SectionCard>
    </Stack>
  );
}
