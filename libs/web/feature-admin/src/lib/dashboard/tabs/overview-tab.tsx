import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { SectionCard } from '../components/section-card';
import type { DashboardTab } from '../dashboard-tabs';
import {
  SAMPLE_RECENT_ACTIVITY,
  SAMPLE_RESPONSE_TIME,
  SAMPLE_SYSTEM_METRICS,
  type ActivityKind,
} from '../sample/overview';
import { LiveTotals } from './live-totals';

const ACTIVITY_ICONS: Record<ActivityKind, ReactNode> = {
  user: <PersonAddAltOutlined fontSize="small" />,
  station: <EvStationOutlined fontSize="small" />,
  payment: <CurrencyRupeeOutlined fontSize="small" />,
  support: <SupportAgentOutlined fontSize="small" />,
};

const QUICK_ACTIONS: Array<{ label: string; tab: DashboardTab; icon: ReactNode }> = [
  { label: 'Review station approvals', tab: 'stations', icon: <HowToRegOutlined /> },
  { label: 'Manage users', tab: 'users', icon: <PersonAddAltOutlined /> },
  { label: 'Process refund requests', tab: 'finance', icon: <CurrencyRupeeOutlined /> },
  { label: 'Open support tickets', tab: 'support', icon: <SupportAgentOutlined /> },
  { label: 'Platform settings', tab: 'system', icon: <SettingsOutlined /> },
];

/**
 * Overview (docs/product.md §2.14): live totals, then sample system metrics, recent activity and quick
 * actions.
 */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: DashboardTab) => void }) {
  return (
    <Stack spacing={3}>
      <LiveTotals />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <SectionCard title="System metrics" subtitle={`Average API response time ${SAMPLE_RESPONSE_TIME}`}>
          <Stack spacing={2}>
            {SAMPLE_SYSTEM_METRICS.map((m) => (
              <Box key={m.label}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {m.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {m.display}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={m.percent}
                  aria-label={m.label}
                  sx={{ height: 8, borderRadius: 4 }}
                  color={m.warnAt !== undefined && m.percent >= m.warnAt ? 'warning' : 'primary'}
                />
              </Box>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title="Recent activity">
          <List disablePadding dense>
            {SAMPLE_RECENT_ACTIVITY.map((a) => (
              <ListItem key={a.text} disableGutters>
                <ListItemAvatar sx={{ minWidth: 48 }}>
                  <Avatar
                    sx={{ width: 34, height: 34, bgcolor: 'background.default', color: 'secondary.main' }}
                  >
                    {ACTIVITY_ICONS[a.kind]}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={a.text} secondary={a.when} />
              </ListItem>
            ))}
          </List>
        </SectionCard>
      </Box>
      <SectionCard title="Quick actions" subtitle="Jump to the tab where the work is done." sample={false}>
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
