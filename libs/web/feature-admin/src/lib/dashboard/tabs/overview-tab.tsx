import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from '@chargesetu/web/i18n';
import { SectionCard } from '../components/section-card';
import type { DashboardTab } from '../dashboard-tabs';
import { RecentActivityCard } from '../overview/recent-activity-card';
import { SystemMetricsCard } from '../system-health/system-metrics-card';
import { LiveTotals } from './live-totals';

const QUICK_ACTIONS: Array<{ label: string; tab: DashboardTab; icon: ReactNode }> = [
  { label: 'overview.quick.stations', tab: 'stations', icon: <EvStationOutlined /> },
  { label: 'overview.quick.users', tab: 'users', icon: <PersonAddAltOutlined /> },
  { label: 'overview.quick.finance', tab: 'finance', icon: <CurrencyRupeeOutlined /> },
  { label: 'overview.quick.support', tab: 'support', icon: <SupportAgentOutlined /> },
  { label: 'overview.quick.system', tab: 'system', icon: <SettingsOutlined /> },
];

/**
 * Overview (docs/product.md §2.14): the live totals, the system metrics the services measure, the
 * newest accounts and payments, and quick actions to the tabs where the work is done.
 */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: DashboardTab) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={3}>
      <LiveTotals />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <SystemMetricsCard />
        <RecentActivityCard />
      </Box>
      <SectionCard title={t('overview.quick.title')} subtitle={t('overview.quick.subtitle')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {QUICK_ACTIONS.map((q) => (
            <Button key={q.label} variant="outlined" startIcon={q.icon} onClick={() => onOpenTab(q.tab)}>
              {t(q.label)}
            </Button>
          ))}
        </Box>
      </SectionCard>
    </Stack>
  );
}
