import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { brand } from '@chargesetu/web/ui';
import { SimpleBarChart } from '../charts/bar-chart';
import { SimpleLineChart } from '../charts/line-chart';
import { SimplePieChart } from '../charts/pie-chart';
import { formatCount, formatPercent } from '../components/format';
import { SectionCard } from '../components/section-card';
import { useSampleAction } from '../components/use-sample-action';
import { LiveAnalytics } from '../analytics/live-analytics';
import {
  SAMPLE_CITY_DISTRIBUTION as CITIES,
  SAMPLE_GROWTH as GROWTH,
  SAMPLE_REPORTS,
  SAMPLE_SESSION_TIME as SESSIONS,
} from '../sample/analytics';

const CITY_COLORS = [brand.green, brand.teal, brand.saffron, '#0B63A5', '#6B4FA0', '#44564F'];
const cityTotal = CITIES.reduce((sum, c) => sum + c.bookings, 0);
const last = GROWTH.months.length - 1;

/**
 * Analytics (docs/product.md §2.14): live booking frequency, station utilisation and energy delivered per
 * hour and station over a chosen range; growth, session time, cities and reports are sample data.
 */
export function AnalyticsTab() {
  const sampleAction = useSampleAction();
  return (
    <Stack spacing={3}>
      <LiveAnalytics />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <SectionCard title="User growth" subtitle="Drivers per month">
          <SimpleLineChart
            label="Active and new drivers per month, February to July 2026"
            summary={`Active drivers grew from ${formatCount(GROWTH.activeUsers[0])} to ${formatCount(GROWTH.activeUsers[last])}; ${formatCount(GROWTH.newUsers[last])} joined in ${GROWTH.months[last]}.`}
            points={GROWTH.months}
            series={[
              { label: 'Active drivers', data: GROWTH.activeUsers, color: brand.green, area: true },
              { label: 'New drivers', data: GROWTH.newUsers, color: brand.saffron },
            ]}
            format={formatCount}
            axisWidth={64}
          />
        </SectionCard>
        <SectionCard title="Session time" subtitle={`Average ${SESSIONS.averageMinutes} minutes`}>
          <SimpleBarChart
            label="Charging sessions by length in minutes"
            summary={`Most sessions last 15 to 30 minutes; the average is ${SESSIONS.averageMinutes} minutes.`}
            categories={SESSIONS.buckets}
            values={SESSIONS.sessions}
            seriesLabel="Sessions"
            format={formatCount}
            color={brand.saffron}
          />
        </SectionCard>
      </Box>
      <SectionCard title="City distribution" subtitle="Bookings by city, last 30 days">
        <SimplePieChart
          label="Bookings by city, last 30 days"
          summary={CITIES.map((c) => `${c.city} ${formatPercent((c.bookings / cityTotal) * 100)}`).join(', ')}
          slices={CITIES.map((c, i) => ({
            label: c.city,
            value: c.bookings,
            color: CITY_COLORS[i % CITY_COLORS.length],
          }))}
          format={formatCount}
          height={260}
        />
      </SectionCard>
      <SectionCard title="Custom reports">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {SAMPLE_REPORTS.map((r) => (
            <Paper
              key={r.title}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              <AssessmentOutlined color="secondary" aria-hidden="true" />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {r.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {r.description}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                aria-label={`Generate ${r.title} report`}
                onClick={() => sampleAction(`The ${r.title} report`)}
              >
                Generate
              </Button>
            </Paper>
          ))}
        </Box>
      </SectionCard>
    </Stack>
  );
}
