import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { saveWithLink } from '@chargesetu/web/data-access';
import { translate, useTranslation } from '@chargesetu/web/i18n';
import { SectionCard } from '../components/section-card';
import { reportCards, type Loaded } from './report-cards';
import type { AnalyticsData } from './use-analytics-data';
import { CardGrid } from '../components/card-grid';

/** A query's answer, or why there is none: still loading, or its failure. */
function loaded<T>(q: { data?: T; error?: unknown }, failed: string): Loaded<T> {
  if (q.error) return { unavailable: failed };
  return q.data ? { data: q.data } : { unavailable: translate('admin:stations.list.loading') };
}

/** "Custom reports": each a CSV download of figures this tab has read from the platform. */
export function AnalyticsReports({ data }: { data: AnalyticsData }) {
  const { t } = useTranslation('admin');
  const cards = reportCards({
    bookings: data.range
      ? loaded({ data: data.bookingsData, error: data.bookings.error }, t('analytics.reports.bookingsFailed'))
      : { unavailable: data.rangeError ?? t('analytics.reports.chooseRange') },
    energy: data.energyData,
    stations: loaded(data.stations, t('analytics.reports.stationsFailed')),
    growth: loaded(data.growth, t('analytics.reports.growthFailed')),
  });
  return (
    <SectionCard title={t('analytics.reports.title')} subtitle={t('analytics.reports.subtitle')}>
      <CardGrid columns={{ sm: 2, lg: 4 }}>
        {cards.map(({ title, description, report }) => (
          <Paper
            key={title}
            variant="outlined"
            sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <AssessmentOutlined color="secondary" aria-hidden="true" />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {description}
            </Typography>
            {'unavailable' in report && (
              <Typography variant="body2" color="text.secondary">
                {report.unavailable}
              </Typography>
            )}
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadOutlined />}
              aria-label={t('analytics.reports.downloadLabel', { title })}
              disabled={'unavailable' in report}
              onClick={() => {
                if ('csv' in report)
                  saveWithLink(new Blob([report.csv], { type: 'text/csv;charset=utf-8' }), report.fileName);
              }}
            >
              {t('analytics.reports.download')}
            </Button>
          </Paper>
        ))}
      </CardGrid>
    </SectionCard>
  );
}
