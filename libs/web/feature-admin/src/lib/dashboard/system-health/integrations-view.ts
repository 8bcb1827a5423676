import type { PlatformIntegrations } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';

/** One card of the System tab's "API integrations". */
export interface IntegrationView {
  name: string;
  /** What it is connected to now, as a chip: "Connected", "Simulated", "Not connected", "Unknown". */
  status: string;
  /** The status in the language shown. */
  statusLabel: string;
  provider: string;
  detail: string;
}

const OSM = /openstreetmap\.org/;

const STATUS_KEYS = {
  Simulated: 'admin:system.integrations.status.simulated',
  'Tiles only': 'admin:system.integrations.status.tilesOnly',
  'Not connected': 'admin:system.integrations.status.notConnected',
  Connected: 'admin:system.integrations.status.connected',
  Unknown: 'admin:commands.unknown',
} as const;

/**
 * The System tab's "API integrations" (docs/product.md §2.14) as this version really has them: payments
 * go to a simulated bank, the map loads tiles in the browser from the configured hosts (no map API), no
 * SMS or e-mail provider exists, and the assistant uses a language model only when one is configured
 * (GET /api/admin/system says which, never how).
 */
export function integrationViews({ languageModel, mapTileOrigins }: PlatformIntegrations): IntegrationView[] {
  const tiles = mapTileOrigins.length
    ? mapTileOrigins.join(', ')
    : translate('admin:system.integrations.noTileHost');
  const status = (value: keyof typeof STATUS_KEYS) => ({
    status: value,
    statusLabel: translate(STATUS_KEYS[value]),
  });
  return [
    {
      name: 'Payment gateway',
      ...status('Simulated'),
      provider: translate('admin:system.integrations.payment.provider'),
      detail: translate('admin:system.integrations.payment.detail'),
    },
    {
      name: 'Map services',
      ...status(mapTileOrigins.length ? 'Tiles only' : 'Not connected'),
      provider: mapTileOrigins.some((o) => OSM.test(o))
        ? translate('admin:system.integrations.map.osm')
        : translate('admin:system.integrations.map.tiles'),
      detail: translate('admin:system.integrations.map.detail', { tiles }),
    },
    {
      name: 'SMS',
      ...status('Not connected'),
      provider: translate('admin:system.integrations.sms.provider'),
      detail: translate('admin:system.integrations.sms.detail'),
    },
    {
      name: 'AI assistant',
      ...status(languageModel === null ? 'Unknown' : languageModel ? 'Connected' : 'Not connected'),
      provider:
        languageModel === null
          ? translate('admin:system.integrations.ai.noAnswer')
          : languageModel
            ? translate('admin:system.integrations.ai.model')
            : translate('admin:system.integrations.ai.offline'),
      detail:
        languageModel === null
          ? translate('admin:system.integrations.ai.unknownDetail')
          : languageModel
            ? translate('admin:system.integrations.ai.modelDetail')
            : translate('admin:system.integrations.ai.offlineDetail'),
    },
  ];
}
