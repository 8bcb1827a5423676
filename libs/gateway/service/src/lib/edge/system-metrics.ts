import type { RuntimeConfig, ServiceName } from '@chargesetu/shared/runtime';

/** The public API's requests as one process's latency histogram counts them. */
export interface ApiTiming {
  requests: number;
  /** Their total time, seconds. */
  seconds: number;
}

/** What one process's Prometheus text says about the services it runs (ProcessMetrics, shared/runtime). */
export interface ProcessFigures {
  /** outbox_backlog by its `service` label; a gauge the process could not read (NaN) is left out. */
  outboxBacklog: Map<string, number>;
  /** dead_letter_queue_depth by its `consumer` label (a service's consumer is named after it). */
  deadLetters: Map<string, number>;
  /** schema_size_bytes by its `service` label. */
  schemaBytes: Map<string, number>;
  /** database_size_bytes by its `database` label. */
  databases: Map<string, number>;
  /** http_request_duration_seconds of every `/api/...` route, summed over methods and status codes. */
  api: ApiTiming;
}

// A sample line: name{labels} value. A quoted label value may hold any character, `}` included.
const SAMPLE = /^(\w+)\{((?:[^"}]|"(?:[^"\\]|\\.)*")*)\}\s+(\S+)/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The gauges read per label: metric name -> the label that names what it measures, and where it goes. */
const GAUGES = {
  outbox_backlog: ['service', 'outboxBacklog'],
  dead_letter_queue_depth: ['consumer', 'deadLetters'],
  schema_size_bytes: ['service', 'schemaBytes'],
  database_size_bytes: ['database', 'databases'],
} as const;

const isGauge = (name: string): name is keyof typeof GAUGES => Object.hasOwn(GAUGES, name);

/**
 * Reads the figures the admin system endpoint shows out of a Prometheus text exposition. A gauge that is
 * not a whole, non-negative number is unknown and left out; the API timing counts only routes under
 * `/api/` (not `/ready`, `/health` or the calls between services).
 */
export function parseProcessFigures(text: string): ProcessFigures {
  const figures: ProcessFigures = {
    outboxBacklog: new Map(),
    deadLetters: new Map(),
    schemaBytes: new Map(),
    databases: new Map(),
    api: { requests: 0, seconds: 0 },
  };
  for (const line of text.split('\n')) {
    const m = SAMPLE.exec(line);
    if (!m) continue;
    const [, name, rawLabels, rawValue] = m;
    const value = Number(rawValue);
    const labels = Object.fromEntries([...rawLabels.matchAll(LABEL)].map((l) => [l[1], l[2]]));
    if (isGauge(name)) {
      const [label, into] = GAUGES[name];
      if (Number.isInteger(value) && value >= 0 && labels[label]) figures[into].set(labels[label], value);
    } else if (name.startsWith('http_request_duration_seconds_') && labels['route']?.startsWith('/api/')) {
      if (!Number.isFinite(value) || value < 0) continue;
      if (name === 'http_request_duration_seconds_count') figures.api.requests += value;
      if (name === 'http_request_duration_seconds_sum') figures.api.seconds += value;
    }
  }
  return figures;
}

/** An interface a listener binds to every address of is reached on loopback. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * Where the public entry's own metrics are served (the gateway, or the all-in-one process that runs
 * every service too): METRICS_HOST:METRICS_PORT, or null when it has no listener (port 0).
 */
export function entryMetricsUrl(config: RuntimeConfig): string | null {
  return config.METRICS_PORT === 0
    ? null
    : `http://${reachableHost(config.METRICS_HOST)}:${config.METRICS_PORT}/metrics`;
}

/**
 * Where the metrics of the process running `service` are served, or null when it has no metrics listener
 * (port 0). All-in-one: the one process's, the entry's own. Microservices: the host of the service's URL
 * on its <NAME>_METRICS_PORT (each service's listener, docs/architecture.md §6).
 */
export function metricsUrlOf(
  config: RuntimeConfig,
  mode: 'platform' | 'gateway',
  service: ServiceName,
  serviceUrl: string,
): string | null {
  if (mode === 'platform') return entryMetricsUrl(config);
  const port = (config as unknown as Record<string, number>)[`${service.toUpperCase()}_METRICS_PORT`];
  if (!port) return null;
  return `http://${reachableHost(new URL(serviceUrl).hostname)}:${port}/metrics`;
}

/** Reads one metrics listener; null when it cannot be read (down, refused, timed out, a bad token). */
export async function readProcessFigures(
  url: string,
  token: string | undefined,
  timeoutMs = 2000,
): Promise<ProcessFigures | null> {
  try {
    const res = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    return parseProcessFigures(await res.text());
  } catch {
    return null;
  }
}
