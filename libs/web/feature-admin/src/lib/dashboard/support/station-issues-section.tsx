import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { LIVE_POLL, useGetStationsQuery } from '@chargesetu/web/data-access';
import { formatDateTimeIn, useTranslation } from '@chargesetu/web/i18n';
import { EmptyState, ListSkeleton, useNow } from '@chargesetu/web/ui';
import { useChargePoints } from '../../api/charge-points.api';
import { CHARGE_POINT_TEXTS, stationsById } from '../charge-points/charge-point-text';
import { RetryAlert } from '../components/retry-alert';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { timeAgo } from '../components/time-ago';
import { stationIssues, type IssueSeverity } from './station-issues';
import { CardGrid } from '../components/card-grid';

const EVERY_S = LIVE_POLL.pollingInterval / 1000;
const SEVERITY_KEYS: Record<IssueSeverity, string> = {
  Critical: 'support.severity.critical',
  Medium: 'support.severity.medium',
};

export interface StationIssuesSectionProps {
  /** Opens Station Management, where the charger's row has its commands. */
  onOpenChargePoints: () => void;
}

/**
 * The Support tab's "Station issue monitoring" (docs/product.md §2.14): the problems the registered
 * chargers report (GET /api/admin/charge-points, read every 15 s like Station Management's list), each
 * with a way to its charger. There is no technician roster or notes store, so nothing is assigned here.
 */
export function StationIssuesSection({ onOpenChargePoints }: StationIssuesSectionProps) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, refetch } = useChargePoints();
  const stations = useGetStationsQuery();
  const byId = useMemo(() => stationsById(stations.data), [stations.data]);
  const issues = useMemo(() => (data ? stationIssues(data, byId) : []), [data, byId]);
  const now = useNow(30_000);
  const checked = data ? t('support.issues.checked', { count: data.length }) : '';
  return (
    <SectionCard
      title={t('support.issues.title')}
      subtitle={
        data
          ? t('support.issues.subtitle', { count: issues.length, checked, seconds: EVERY_S })
          : t('chargePoints.subtitle', { seconds: EVERY_S })
      }
    >
      {error && !data ? (
        <RetryAlert error={error} fallback={CHARGE_POINT_TEXTS.loadFailed} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <ListSkeleton rows={2} label={t('support.issues.loading')} />
      ) : data.length === 0 ? (
        <EmptyState
          title={t('support.issues.noChargePoints')}
          description={t('support.issues.noChargePointsText')}
        />
      ) : issues.length === 0 ? (
        <EmptyState
          icon={<CheckCircleOutlined />}
          title={t('support.issues.none')}
          description={t('support.issues.noneText')}
          testId="station-issues-none"
        />
      ) : (
        <CardGrid data-testid="station-issues" columns={{ md: 2, xl: 3 }}>
          {issues.map((i) => (
            <Paper
              key={i.key}
              variant="outlined"
              data-testid={`station-issue-${i.key}`}
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75 }}
            >
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}
              >
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {i.station}
                </Typography>
                <StatusChip value={i.severity} label={t(SEVERITY_KEYS[i.severity])} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {i.where}
              </Typography>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {i.issue}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {i.since ? (
                  <>
                    {t('support.issues.since')}{' '}
                    <time dateTime={i.since} title={formatDateTimeIn(i.since)}>
                      {timeAgo(i.since, now)}
                    </time>
                  </>
                ) : (
                  t('support.issues.sinceUnknown')
                )}
              </Typography>
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start' }}
                aria-label={t('support.issues.openLabel', { id: i.chargePointId })}
                onClick={onOpenChargePoints}
              >
                {t('support.issues.open')}
              </Button>
            </Paper>
          ))}
        </CardGrid>
      )}
    </SectionCard>
  );
}
