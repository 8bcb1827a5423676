import Stack from '@mui/material/Stack';
import { DatabaseSection } from '../system-health/database-section';
import { IntegrationsSection } from '../system-health/integrations-section';
import { NotificationTemplatesSection } from '../system-health/notification-templates-section';
import { PlatformSettingsSection } from '../system-health/platform-settings-section';
import { ServiceHealthSection } from '../system-health/service-health-section';

/**
 * System (docs/product.md §2.14): live service health, then the platform settings as this version fixes
 * them, the integrations it is really connected to, what drivers are told (and how), and the database's
 * size with how to back it up. All from GET /api/admin/system or the platform's fixed behaviour.
 */
export function SystemTab() {
  return (
    <Stack spacing={3}>
      <ServiceHealthSection />
      <PlatformSettingsSection />
      <IntegrationsSection />
      <NotificationTemplatesSection />
      <DatabaseSection />
    </Stack>
  );
}
