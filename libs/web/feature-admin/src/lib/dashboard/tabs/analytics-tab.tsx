import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@chargesetu/web/i18n';
import { AnalyticsReports } from '../analytics/analytics-reports';
import { CardNote } from '../analytics/card-note';
import { CityDistributionCard } from '../analytics/city-distribution-card';
import { LiveAnalytics } from '../analytics/live-analytics';
import { RangeCard } from '../analytics/range-card';
import { SessionTimeCard } from '../analytics/session-time-card';
import { useAnalyticsData } from '../analytics/use-analytics-data';
import { UserGrowthCard } from '../analytics/user-growth-card';

/**
 * Analytics (docs/product.md §2.14), all live: over a chosen range, booking frequency, station utilisation
 * and energy delivered per hour and station, session time and bookings per city; driver growth per month;
 * and the reports of these figures as CSV.
 */
export function AnalyticsTab() {
  const { t } = useTranslation('admin');
  const data = useAnalyticsData();
  return (
    <Stack spacing={3}>
      <RangeCard data={data} />
      {data.bookingsData ? (
        <LiveAnalytics bookings={data.bookingsData} energy={data.energyData} />
      ) : (
        data.range && !data.bookings.error && <CardNote kind="loading">{t('analytics.loading')}</CardNote>
      )}
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <UserGrowthCard growth={data.growth} />
        <SessionTimeCard data={data} />
      </Box>
      <CityDistributionCard data={data} />
      <AnalyticsReports data={data} />
    </Stack>
  );
}
