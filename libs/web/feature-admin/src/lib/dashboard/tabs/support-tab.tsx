import Stack from '@mui/material/Stack';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { EmptyState } from '@chargesetu/web/ui';
import { SectionCard } from '../components/section-card';
import type { DashboardTab } from '../dashboard-tabs';
import { StationIssuesSection } from '../support/station-issues-section';
import { SystemLogsSection } from '../support/system-logs-section';

/**
 * Support (docs/product.md §2.14): tickets (ChargeSetu has no ticket system, and says so), the problems
 * the registered chargers report, and the problems the platform records.
 */
export function SupportTab({ onOpenTab }: { onOpenTab: (tab: DashboardTab) => void }) {
  return (
    <Stack spacing={3}>
      <SectionCard title="Support tickets">
        <EmptyState
          icon={<SupportAgentOutlined />}
          title="No ticket system"
          description="ChargeSetu has no support tickets: drivers cannot open one in the app, so there is nothing to list or answer here."
          testId="support-tickets-none"
        />
      </SectionCard>
      <StationIssuesSection onOpenChargePoints={() => onOpenTab('stations')} />
      <SystemLogsSection />
    </Stack>
  );
}
