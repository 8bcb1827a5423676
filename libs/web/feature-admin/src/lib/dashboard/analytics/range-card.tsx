import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { formatTime12 } from '@chargesetu/shared/domain';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { SectionCard } from '../components/section-card';
import { analyticsFallback, type AnalyticsData } from './use-analytics-data';

/** The From and To dates of the tab's range, and why figures are missing (a bad range, a failed read). */
export function RangeCard({ data }: { data: AnalyticsData }) {
  const { t } = useTranslation('admin');
  const { dates, range, rangeError, bookings, energy, bookingsData } = data;
  return (
    <SectionCard
      title={t('analytics.range.title')}
      subtitle={
        bookingsData
          ? t('analytics.range.read', { time: formatTime12(bookingsData.generatedAt) })
          : t('overview.live')
      }
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label={t('analytics.range.from')}
          value={dates.from}
          onChange={(e) => dates.setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analytics-from' } }}
          size="small"
        />
        <TextField
          type="date"
          label={t('analytics.range.to')}
          value={dates.to}
          onChange={(e) => dates.setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analytics-to' } }}
          size="small"
        />
      </Box>
      {rangeError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {rangeError}
        </Alert>
      )}
      {range && bookings.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {getErrorMessage(bookings.error, analyticsFallback())}
        </Alert>
      )}
      {range && energy.error && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('analytics.range.energyUnknown', {
            message: getErrorMessage(energy.error, analyticsFallback()),
          })}
        </Alert>
      )}
    </SectionCard>
  );
}
