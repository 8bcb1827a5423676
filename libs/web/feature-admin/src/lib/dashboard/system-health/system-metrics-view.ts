import type { AdminSystem, ApiResponseTime, ServiceHealth } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
import { formatCount } from '../components/format';
import { serviceLabel } from './service-health-text';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes in binary units with one decimal: 0 -> "0 B", 8675309 -> "8.3 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** A mean time: "4.2 ms" under 10 ms, "184 ms", "1.24 s" from a second. */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** The Overview's "Average API response time" line, or why there is none. */
export function responseTimeLine(api: ApiResponseTime | null): string {
  if (api === null) return translate('admin:overview.metrics.responseNotMeasured');
  if (api.averageMs === null) return translate('admin:overview.metrics.responseNone');
  const n = api.requests;
  return translate('admin:overview.metrics.responseLine', {
    count: n,
    time: formatMs(api.averageMs),
    requests: formatCount(n),
  });
}

/** One figure of the Overview's "System metrics". */
export interface MetricRow {
  key: 'ready' | 'response' | 'outbox' | 'dead-letters' | 'database';
  label: string;
  value: string;
  detail: string;
  /** `warn` when it needs a look (a service down, events waiting or dead); `unknown` when not read. */
  tone: 'ok' | 'warn' | 'unknown';
}

/** The known values of one figure across services, and the services whose value is unknown. */
function tally(services: readonly ServiceHealth[], pick: (s: ServiceHealth) => number | null) {
  const known = services.map(pick).filter((n): n is number => n !== null);
  return { total: known.reduce((a, b) => a + b, 0), known: known.length };
}

function countFigure(
  services: readonly ServiceHealth[],
  pick: (s: ServiceHealth) => number | null,
  noun: (count: number, n: string) => string,
): Pick<MetricRow, 'value' | 'tone'> {
  const { total, known } = tally(services, pick);
  if (known === 0) return { value: translate('admin:overview.metrics.unknown'), tone: 'unknown' };
  return {
    value: noun(total, formatCount(total)),
    tone: total > 0 ? 'warn' : 'ok',
  };
}

/** "of 5 services that report it" when some services' figure is unknown, else "". */
function coverage(services: readonly ServiceHealth[], pick: (s: ServiceHealth) => number | null): string {
  const { known } = tally(services, pick);
  return known > 0 && known < services.length
    ? translate('admin:overview.metrics.coverage', { known, total: services.length })
    : '';
}

/**
 * The Overview's "System metrics" (docs/product.md §2.14), all from GET /api/admin/system: services ready,
 * the API's mean response time, events waiting in outboxes, dead letters and the database's size. What the
 * platform could not read says Unknown; nothing is estimated.
 */
export function systemMetricRows(system: AdminSystem): MetricRow[] {
  const { services, api, databases, databaseKind } = system;
  const down = services.filter((s) => s.status !== 'ready');
  const dbBytes = databases.reduce((sum, d) => sum + d.bytes, 0);
  const dbName = databaseKind === 'embedded' ? translate('admin:overview.metrics.embeddedDb') : 'PostgreSQL';
  const averageMs = api?.averageMs ?? null;
  return [
    {
      key: 'ready',
      label: translate('admin:overview.metrics.ready'),
      value: translate('admin:overview.metrics.readyValue', {
        ready: services.length - down.length,
        total: services.length,
      }),
      detail: down.length
        ? translate('admin:overview.metrics.notReady', {
            services: down.map((s) => serviceLabel(s.name)).join(', '),
          })
        : translate('admin:overview.metrics.allReady'),
      tone: down.length ? 'warn' : 'ok',
    },
    {
      key: 'response',
      label: translate('admin:overview.metrics.response'),
      value: averageMs === null ? translate('admin:overview.metrics.notMeasured') : formatMs(averageMs),
      detail:
        api === null
          ? translate('admin:overview.metrics.apiUnread')
          : translate('admin:overview.metrics.apiRequests', { requests: formatCount(api.requests) }),
      tone: averageMs === null ? 'unknown' : 'ok',
    },
    {
      key: 'outbox',
      label: translate('admin:overview.metrics.outbox'),
      ...countFigure(
        services,
        (s) => s.outboxBacklog,
        (count, n) => translate('admin:overview.metrics.eventsWaiting', { count, n }),
      ),
      detail: translate('admin:overview.metrics.outboxDetail', {
        coverage: coverage(services, (s) => s.outboxBacklog),
      }),
    },
    {
      key: 'dead-letters',
      label: translate('admin:overview.metrics.deadLetters'),
      ...countFigure(
        services,
        (s) => s.deadLetters,
        (count, n) => translate('admin:overview.metrics.messages', { count, n }),
      ),
      detail: translate('admin:overview.metrics.deadLettersDetail', {
        coverage: coverage(services, (s) => s.deadLetters),
      }),
    },
    {
      key: 'database',
      label: translate('admin:overview.metrics.database'),
      value: databases.length ? formatBytes(dbBytes) : translate('admin:overview.metrics.unknown'),
      detail: databases.length ? `${dbName}: ${databases.map((d) => d.name).join(', ')}` : dbName,
      tone: databases.length ? 'ok' : 'unknown',
    },
  ];
}
