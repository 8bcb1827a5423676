import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { SectionCard } from '../components/section-card';
import type { DashboardTab } from '../dashboard-tabs';
import { RecentActivityCard } from '../overview/recent-activity-card';
import { SystemMetricsCard } from '../system-health/system-metrics-card';
import { LiveTotals } from './live-totals';

const QUICK_ACTIONS: Array<{ label: string; tab: DashboardTab; icon: ReactNode }> = [
  { label: 'Manage stations and chargers', tab: 'stations', icon: <EvStationOutlined /> },
  { label: 'Manage users', tab: 'users', icon: <PersonAddAltOutlined /> },
  { label: 'Review payments and refunds', tab: 'finance', icon: <CurrencyRupeeOutlined /> },
  { label: 'See station issues', tab: 'support', icon: <SupportAgentOutlined /> },
  { label: 'Check system health', tab: 'system', icon: <SettingsOutlined /> },
];

/**
 * Overview (docs/product.md §2.14): the live totals, the system metrics the services measure, the
 * newest accounts and payments, and quick actions to the tabs where the work is done.
 */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: DashboardTab) => void }) {
  return (
    <Stack spacing={3}>
      <LiveTotals />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <SystemMetricsCard />
        <RecentActivityCard />
      </Box>
      <SectionCard title="Quick actions" subtitle="Jump to the tab where the work is done.">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {QUICK_ACTIONS.map((q) => (
            <Button key={q.label} variant="outlined" startIcon={q.icon} onClick={() => onOpenTab(q.tab)}>
              {q.label}
            </Button>
          ))}
        </Box>
      </SectionCard>
    </Stack>
  );
}
