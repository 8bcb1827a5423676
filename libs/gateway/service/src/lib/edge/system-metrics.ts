import type { RuntimeConfig, ServiceName } from '@chargesetu/shared/runtime';

/** What one process's Prometheus text says about the services it runs. */
export interface ProcessQueueFigures {
  /** outbox_backlog by its `service` label; a gauge the process could not read (NaN) is left out. */
  outboxBacklog: Map<string, number>;
  /** dead_letter_queue_depth by its `consumer` label (a service's consumer is named after it). */
  deadLetters: Map<string, number>;
}

const SAMPLE = /^(outbox_backlog|dead_letter_queue_depth)\{([^}]*)\}\s+(\S+)/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * Reads the outbox backlog and dead-letter gauges of ProcessMetrics (libs/shared/runtime metrics.ts) out
 * of a Prometheus text exposition. Anything that is not a whole number of messages is unknown and left out.
 */
export function parseQueueFigures(text: string): ProcessQueueFigures {
  const figures: ProcessQueueFigures = { outboxBacklog: new Map(), deadLetters: new Map() };
  for (const line of text.split('\n')) {
    const m = SAMPLE.exec(line);
    if (!m) continue;
    const value = Number(m[3]);
    if (!Number.isInteger(value) || value < 0) continue;
    const labels = Object.fromEntries([...m[2].matchAll(LABEL)].map((l) => [l[1], l[2]]));
    if (m[1] === 'outbox_backlog' && labels['service']) figures.outboxBacklog.set(labels['service'], value);
    if (m[1] === 'dead_letter_queue_depth' && labels['consumer']) {
      figures.deadLetters.set(labels['consumer'], value);
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
 * Where the metrics of the process running `service` are served, or null when it has no metrics listener
 * (port 0). All-in-one: the one process's METRICS_HOST:METRICS_PORT. Microservices: the host of the
 * service's URL on its <NAME>_METRICS_PORT (each service's listener, docs/architecture.md §6).
 */
export function metricsUrlOf(
  config: RuntimeConfig,
  mode: 'platform' | 'gateway',
  service: ServiceName,
  serviceUrl: string,
): string | null {
  if (mode === 'platform') {
    return config.METRICS_PORT === 0
      ? null
      : `http://${reachableHost(config.METRICS_HOST)}:${config.METRICS_PORT}/metrics`;
  }
  const port = (config as unknown as Record<string, number>)[`${service.toUpperCase()}_METRICS_PORT`];
  if (!port) return null;
  return `http://${reachableHost(new URL(serviceUrl).hostname)}:${port}/metrics`;
}

/** Reads one metrics listener; null when it cannot be read (down, refused, timed out, a bad token). */
export async function readQueueFigures(
  url: string,
  token: string | undefined,
  timeoutMs = 2000,
): Promise<ProcessQueueFigures | null> {
  try {
    const res = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    return parseQueueFigures(await res.text());
  } catch {
    return null;
  }
}
