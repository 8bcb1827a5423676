import type { PlatformIntegrations } from '@chargesetu/shared/contracts';

/** One card of the System tab's "API integrations". */
export interface IntegrationView {
  name: string;
  /** What it is connected to now, as a chip: "Connected", "Simulated", "Not connected", "Unknown". */
  status: string;
  provider: string;
  detail: string;
}

const OSM = /openstreetmap\.org/;

/**
 * The System tab's "API integrations" (docs/product.md §2.14) as this version really has them: payments
 * go to a simulated bank, the map loads tiles in the browser from the configured hosts (no map API), no
 * SMS or e-mail provider exists, and the assistant uses a language model only when one is configured
 * (GET /api/admin/system says which, never how).
 */
export function integrationViews({ languageModel, mapTileOrigins }: PlatformIntegrations): IntegrationView[] {
  const tiles = mapTileOrigins.length ? mapTileOrigins.join(', ') : 'no tile host (the map shows no tiles)';
  return [
    {
      name: 'Payment gateway',
      status: 'Simulated',
      provider: 'Built-in simulated bank',
      detail:
        'No payment gateway is connected and nothing is charged: UPI ids starting with “fail” and cards ending in 0002 are declined, every other payment is approved.',
    },
    {
      name: 'Map services',
      status: mapTileOrigins.length ? 'Tiles only' : 'Not connected',
      provider: mapTileOrigins.some((o) => OSM.test(o)) ? 'OpenStreetMap tiles' : 'Map tiles',
      detail: `The station map loads its tiles in the browser from ${tiles}. No map API key, geocoding or routing service is used: distances are in a straight line.`,
    },
    {
      name: 'SMS',
      status: 'Not connected',
      provider: 'None',
      detail:
        'No SMS or e-mail provider is connected: drivers are told everything in the app (messages on screen and the notification bell).',
    },
    {
      name: 'AI assistant',
      status: languageModel === null ? 'Unknown' : languageModel ? 'Connected' : 'Not connected',
      provider:
        languageModel === null
          ? 'The assistant service did not answer'
          : languageModel
            ? 'OpenAI-compatible language model'
            : 'Built-in offline assistant',
      detail:
        languageModel === null
          ? 'Whether a language model is configured could not be read.'
          : languageModel
            ? 'A language model is configured on the assistant service (OPENAI_BASE_URL or OPENAI_API_KEY); when it fails or is slow, the offline assistant answers.'
            : 'No language model is configured (OPENAI_BASE_URL or OPENAI_API_KEY on the assistant service): the offline assistant answers from live data.',
    },
  ];
}
