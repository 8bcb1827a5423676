import {
  InternalAssistantStats,
  type AdminSystem,
  type ApiResponseTime,
  type ServiceHealth,
} from '@chargesetu/shared/contracts';
import {
  SERVICE_NAMES,
  serviceUrls,
  type RuntimeConfig,
  type ServiceClient,
  type ServiceName,
} from '@chargesetu/shared/runtime';
import { Value } from '@sinclair/typebox/value';
import { mapTileOriginList } from './security-headers';
import {
  entryMetricsUrl,
  metricsUrlOf,
  readProcessFigures,
  type ApiTiming,
  type ProcessFigures,
} from './system-metrics';

export interface SystemSources {
  config: RuntimeConfig;
  mode: 'platform' | 'gateway';
  services: ServiceClient;
  requestId: string;
}

/** A service's `/ready`: 200 ready, 503 not ready, anything else (or no answer) unreachable. */
async function readiness(services: ServiceClient, service: ServiceName, requestId: string) {
  try {
    const res = await services.request(service, { url: '/ready', requestId });
    if (res.statusCode === 200) return 'ready' as const;
    if (res.statusCode === 503) return 'not ready' as const;
  } catch {
    // refused, timed out or unreadable: said below
  }
  return 'unreachable' as const;
}

/** Whether the assistant answers with a language model; null when it cannot be asked. */
async function languageModel(services: ServiceClient, requestId: string): Promise<boolean | null> {
  try {
    const res = await services.request('assistant', { url: '/internal/stats/assistant', requestId });
    return res.statusCode === 200 && Value.Check(InternalAssistantStats, res.body)
      ? res.body.languageModel
      : null;
  } catch {
    return null;
  }
}

/** The mean of a latency histogram in milliseconds; none before the first request. */
export function responseTime({ requests, seconds }: ApiTiming): ApiResponseTime {
  return { requests, averageMs: requests === 0 ? null : (seconds / requests) * 1000 };
}

/**
 * Everything GET /api/admin/system answers, read now: each service's readiness (its `/ready`, through
 * the same client as the overview: in-process in the all-in-one mode, HTTP in the gateway), the figures
 * its process's metrics listener keeps (outbox backlog, dead letters, schema size; the database size),
 * the entry's own API response time, and what the assistant is configured with. In the all-in-one mode
 * one process runs every service, so one /ready and one scrape answer for all. A number that cannot be
 * read is null (unknown), never a guess.
 */
export async function readSystem({ config, mode, services, requestId }: SystemSources): Promise<AdminSystem> {
  const urls = serviceUrls(config);
  // One scrape per distinct listener (the all-in-one process has one for every service and the entry).
  const scrapes = new Map<string, Promise<ProcessFigures | null>>();
  const scrape = (url: string | null) => {
    if (!url) return Promise.resolve(null);
    if (!scrapes.has(url)) scrapes.set(url, readProcessFigures(url, config.METRICS_TOKEN));
    return scrapes.get(url) as Promise<ProcessFigures | null>;
  };
  const [health, entry, model] = await Promise.all([
    Promise.all(
      SERVICE_NAMES.map(async (name): Promise<ServiceHealth> => {
        const [status, figures] = await Promise.all([
          readiness(services, name, requestId),
          scrape(metricsUrlOf(config, mode, name, urls[name])),
        ]);
        return {
          name,
          status,
          outboxBacklog: figures?.outboxBacklog.get(name) ?? null,
          deadLetters: figures?.deadLetters.get(name) ?? null,
          schemaBytes: figures?.schemaBytes.get(name) ?? null,
        };
      }),
    ),
    scrape(entryMetricsUrl(config)),
    languageModel(services, requestId),
  ]);
  // Several services may report one database (they usually share it): one row per name.
  const databases = new Map<string, number>();
  for (const figures of await Promise.all(scrapes.values())) {
    for (const [name, bytes] of figures?.databases ?? []) databases.set(name, bytes);
  }
  return {
    mode: mode === 'platform' ? 'all-in-one' : 'microservices',
    services: health,
    api: entry ? responseTime(entry.api) : null,
    databaseKind: mode === 'platform' && !config.DATABASE_URL ? 'embedded' : 'postgresql',
    databases: [...databases].map(([name, bytes]) => ({ name, bytes })),
    integrations: {
      languageModel: model,
      mapTileOrigins: mapTileOriginList(config.MAP_TILE_ORIGINS),
    },
    generatedAt: new Date().toISOString(),
  };
}
