import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { formatInr, formatTime12 } from '@chargesetu/shared/domain';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useGetAdminOverviewQuery } from '../../api/admin.api';
import { formatCount } from '../components/format';
import { SectionCard } from '../components/section-card';
import { StatCard } from '../components/stat-card';
import { CardGrid } from '../components/card-grid';

const FALLBACK = 'The platform totals could not be loaded. Please try again.';

/**
 * The Overview tab's totals (GET /api/admin/overview), read again each time the tab opens and on
 * Refresh.
 */
export function LiveTotals() {
  const { data, error, isFetching, refetch } = useGetAdminOverviewQuery();
  const updated = data
    ? `Live from the platform, updated ${formatTime12(data.generatedAt)}`
    : 'Live from the platform';
  return (
    <SectionCard
      title="Platform totals"
      subtitle={updated}
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip label="Live" color="success" size="small" />
          <Button
            size="small"
            startIcon={<RefreshOutlined />}
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            Refresh
          </Button>
        </Box>
      }
    >
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {getErrorMessage(error, FALLBACK)}
        </Alert>
      ) : (
        <>
          {error && data && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {`Could not refresh: ${getErrorMessage(error, FALLBACK)} These are the totals read at ${formatTime12(data.generatedAt)}.`}
            </Alert>
          )}
          <CardGrid aria-busy={!data} columns={{ sm: 2, lg: 4 }}>
            <StatCard
              label="Total Users"
              value={data && formatCount(data.users)}
              caption="Registered drivers"
              icon={<PeopleAltOutlined />}
            />
            <StatCard
              label="Charging Stations"
              value={data && formatCount(data.stations)}
              caption="In the catalogue"
              icon={<EvStationOutlined />}
              color="secondary"
            />
            <StatCard
              label="Active Sessions"
              value={data && formatCount(data.activeSessions)}
              caption="Charging right now"
              icon={<BoltOutlined />}
              color="info"
            />
            <StatCard
              label="Revenue"
              value={data && formatInr(data.revenue)}
              caption="Payments kept, net of refunds"
              icon={<CurrencyRupeeOutlined />}
              color="warning"
            />
          </CardGrid>
        </>
      )}
    </SectionCard>
  );
}
