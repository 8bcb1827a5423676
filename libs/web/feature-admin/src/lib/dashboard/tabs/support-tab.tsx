import Stack from '@mui/material/Stack';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from '@chargesetu/web/i18n';
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
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={3}>
      <SectionCard title={t('support.tickets.title')}>
        <EmptyState
          icon={<SupportAgentOutlined />}
          title={t('support.tickets.none')}
          description={t('support.tickets.text')}
          testId="support-tickets-none"
        />
      </SectionCard>
      <StationIssuesSection onOpenChargePoints={() => onOpenTab('stations')} />
      <SystemLogsSection />
    </Stack>
  );
}
