import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { formatDateTimeIn } from '@chargesetu/shared/domain';
import { LIVE_POLL, useGetStationsQuery } from '@chargesetu/web/data-access';
import { EmptyState, ListSkeleton, useNow } from '@chargesetu/web/ui';
import { useChargePoints } from '../../api/charge-points.api';
import { CHARGE_POINT_TEXTS, stationsById } from '../charge-points/charge-point-text';
import { RetryAlert } from '../components/retry-alert';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { timeAgo } from '../components/time-ago';
import { stationIssues } from './station-issues';
import { CardGrid } from '../components/card-grid';

const EVERY_S = LIVE_POLL.pollingInterval / 1000;

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
  const { data, error, isLoading, refetch } = useChargePoints();
  const stations = useGetStationsQuery();
  const byId = useMemo(() => stationsById(stations.data), [stations.data]);
  const issues = useMemo(() => (data ? stationIssues(data, byId) : []), [data, byId]);
  const now = useNow(30_000);
  const checked = data ? `${data.length} charge ${data.length === 1 ? 'point' : 'points'} checked` : '';
  return (
    <SectionCard
      title="Station issue monitoring"
      subtitle={
        data
          ? `${issues.length} ${issues.length === 1 ? 'issue' : 'issues'} · ${checked} · live from the OCPP service, read every ${EVERY_S} s`
          : `Live from the OCPP service, read every ${EVERY_S} s`
      }
    >
      {error && !data ? (
        <RetryAlert error={error} fallback={CHARGE_POINT_TEXTS.loadFailed} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <ListSkeleton rows={2} label="Loading the station issues" />
      ) : data.length === 0 ? (
        <EmptyState
          title="No charge points to watch"
          description="No charger is registered yet. Register chargers under Station Management and their problems show here."
        />
      ) : issues.length === 0 ? (
        <EmptyState
          icon={<CheckCircleOutlined />}
          title="No station issues"
          description="Every registered charger is online and none reports a fault or a connector out of service."
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
                <StatusChip value={i.severity} />
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
                    Since{' '}
                    <time dateTime={i.since} title={formatDateTimeIn(i.since)}>
                      {timeAgo(i.since, now)}
                    </time>
                  </>
                ) : (
                  'The charger did not say since when'
                )}
              </Typography>
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start' }}
                aria-label={`Open in Station Management: ${i.chargePointId}`}
                onClick={onOpenChargePoints}
              >
                Open in Station Management
              </Button>
            </Paper>
          ))}
        </CardGrid>
      )}
    </SectionCard>
  );
}
