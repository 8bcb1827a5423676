import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { formatTime12 } from '@chargesetu/shared/domain';
import { formatInr, useTranslation } from '@chargesetu/web/i18n';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useGetAdminOverviewQuery } from '../../api/admin.api';
import { formatCount } from '../components/format';
import { SectionCard } from '../components/section-card';
import { StatCard } from '../components/stat-card';
import { CardGrid } from '../components/card-grid';

/**
 * The Overview tab's totals (GET /api/admin/overview), read again each time the tab opens and on
 * Refresh.
 */
export function LiveTotals() {
  const { t } = useTranslation('admin');
  const { data, error, isFetching, refetch } = useGetAdminOverviewQuery();
  const fallback = t('overview.totals.failed');
  const updated = data
    ? t('overview.totals.liveUpdated', { time: formatTime12(data.generatedAt) })
    : t('overview.live');
  return (
    <SectionCard
      title={t('overview.totals.title')}
      subtitle={updated}
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip label={t('overview.totals.liveChip')} color="success" size="small" />
          <Button
            size="small"
            startIcon={<RefreshOutlined />}
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            {t('shared.refresh')}
          </Button>
        </Box>
      }
    >
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('shared.retry')}
            </Button>
          }
        >
          {getErrorMessage(error, fallback)}
        </Alert>
      ) : (
        <>
          {error && data && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('overview.totals.staleWarning', {
                message: getErrorMessage(error, fallback),
                time: formatTime12(data.generatedAt),
              })}
            </Alert>
          )}
          <CardGrid aria-busy={!data} columns={{ sm: 2, lg: 4 }}>
            <StatCard
              label={t('overview.totals.users')}
              value={data && formatCount(data.users)}
              caption={t('overview.totals.usersCaption')}
              icon={<PeopleAltOutlined />}
            />
            <StatCard
              label={t('overview.totals.stations')}
              value={data && formatCount(data.stations)}
              caption={t('overview.totals.stationsCaption')}
              icon={<EvStationOutlined />}
              color="secondary"
            />
            <StatCard
              label={t('overview.totals.sessions')}
              value={data && formatCount(data.activeSessions)}
              caption={t('overview.totals.sessionsCaption')}
              icon={<BoltOutlined />}
              color="info"
            />
            <StatCard
              label={t('overview.totals.revenue')}
              value={data && formatInr(data.revenue)}
              caption={t('overview.totals.revenueCaption')}
              icon={<CurrencyRupeeOutlined />}
              color="warning"
            />
          </CardGrid>
        </>
      )}
    </SectionCard>
  );
}
