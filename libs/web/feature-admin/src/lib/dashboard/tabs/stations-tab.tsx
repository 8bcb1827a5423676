import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleBarChart } from '../charts/bar-chart';
import { ChargePointsSection } from '../charge-points/charge-points-section';
import { formatPercent } from '../components/format';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { useSampleAction } from '../components/use-sample-action';
import { SAMPLE_APPROVALS, SAMPLE_STATIONS } from '../sample/stations';

const listed = SAMPLE_STATIONS.filter((s) => s.status !== 'Pending');
const busiest = [...listed].sort((a, b) => b.utilization - a.utilization)[0];

/**
 * Station Management (docs/product.md §2.14): the live charge points first, then the sample station list,
 * approval requests and utilisation bars.
 */
export function StationsTab() {
  const sampleAction = useSampleAction();
  return (
    <Stack spacing={3}>
      <ChargePointsSection />

      <SectionCard title="Station list" subtitle={`${SAMPLE_STATIONS.length} stations`}>
        <ScrollTable
          label="Station list"
          columns={['Station', 'City', 'Operator', 'Chargers', 'Status', 'Utilisation']}
          minWidth={760}
          rows={SAMPLE_STATIONS.map((s) => ({
            key: s.id,
            cells: [
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {s.id}
                </Typography>
              </Box>,
              s.city,
              s.operator,
              s.chargers,
              <StatusChip value={s.status} />,
              s.status === 'Pending' ? '—' : formatPercent(s.utilization),
            ],
          }))}
        />
      </SectionCard>

      <SectionCard title="Approval requests" subtitle="New stations waiting for review">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {SAMPLE_APPROVALS.map((a) => (
            <Paper
              key={a.id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}
            >
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {a.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {a.city} · {a.id} · submitted {a.submitted} by {a.submittedBy}
              </Typography>
              <Typography variant="body2">{a.chargers}</Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  variant="contained"
                  aria-label={`Approve ${a.name}`}
                  onClick={() => sampleAction(`Approving ${a.name}`)}
                >
                  Approve
                </Button>
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  aria-label={`Reject ${a.name}`}
                  onClick={() => sampleAction(`Rejecting ${a.name}`)}
                >
                  Reject
                </Button>
                <Button
                  size="small"
                  aria-label={`Details of ${a.name}`}
                  onClick={() => sampleAction(`The details of ${a.name}`)}
                >
                  Details
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      </SectionCard>

      <SectionCard title="Utilisation" subtitle="Share of bookable time booked this week">
        <SimpleBarChart
          label="Utilisation by station, this week"
          summary={`${busiest.name} is the busiest at ${formatPercent(busiest.utilization)}; ${listed.length} listed stations shown.`}
          categories={listed.map((s) => s.name)}
          values={listed.map((s) => s.utilization)}
          seriesLabel="Utilisation"
          format={formatPercent}
          horizontal
          max={100}
          height={320}
        />
      </SectionCard>
    </Stack>
  );
}
