import type { AdminSystem, ApiResponseTime, ServiceHealth } from '@chargesetu/shared/contracts';
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
  if (api === null)
    return "Average API response time: not measured (the platform's metrics could not be read)";
  if (api.averageMs === null) return 'Average API response time: no request answered yet';
  const n = api.requests;
  return `Average API response time ${formatMs(api.averageMs)} over ${formatCount(n)} ${n === 1 ? 'request' : 'requests'} since the last restart`;
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
  noun: [one: string, many: string],
): Pick<MetricRow, 'value' | 'tone'> {
  const { total, known } = tally(services, pick);
  if (known === 0) return { value: 'Unknown', tone: 'unknown' };
  return {
    value: `${formatCount(total)} ${total === 1 ? noun[0] : noun[1]}`,
    tone: total > 0 ? 'warn' : 'ok',
  };
}

/** "of 5 services that report it" when some services' figure is unknown, else "". */
function coverage(services: readonly ServiceHealth[], pick: (s: ServiceHealth) => number | null): string {
  const { known } = tally(services, pick);
  return known > 0 && known < services.length ? ` (${known} of ${services.length} services report it)` : '';
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
  const dbName = databaseKind === 'embedded' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL';
  const averageMs = api?.averageMs ?? null;
  return [
    {
      key: 'ready',
      label: 'Services ready',
      value: `${services.length - down.length} of ${services.length}`,
      detail: down.length
        ? `Not ready: ${down.map((s) => serviceLabel(s.name)).join(', ')}`
        : 'Each answers that its database and broker work',
      tone: down.length ? 'warn' : 'ok',
    },
    {
      key: 'response',
      label: 'Average API response time',
      value: averageMs === null ? 'Not measured' : formatMs(averageMs),
      detail:
        api === null
          ? "The public entry's metrics could not be read"
          : `${formatCount(api.requests)} API requests since the last restart`,
      tone: averageMs === null ? 'unknown' : 'ok',
    },
    {
      key: 'outbox',
      label: 'Outbox backlog',
      ...countFigure(services, (s) => s.outboxBacklog, ['event waiting', 'events waiting']),
      detail: `Events committed and not yet published${coverage(services, (s) => s.outboxBacklog)}`,
    },
    {
      key: 'dead-letters',
      label: 'Dead letters',
      ...countFigure(services, (s) => s.deadLetters, ['message', 'messages']),
      detail: `Events no handler could apply${coverage(services, (s) => s.deadLetters)}`,
    },
    {
      key: 'database',
      label: 'Database size',
      value: databases.length ? formatBytes(dbBytes) : 'Unknown',
      detail: databases.length ? `${dbName}: ${databases.map((d) => d.name).join(', ')}` : dbName,
      tone: databases.length ? 'ok' : 'unknown',
    },
  ];
}
