/** GET <base>/metrics as Prometheus text; `base` is a process's metrics listener (`cluster.metricsUrl`). */
export async function scrape(base: string): Promise<string> {
  const res = await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (res.status !== 200) throw new Error(`${base}/metrics -> ${res.status}`);
  return res.text();
}

function parseLabels(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of s.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) out[m[1]] = m[2];
  return out;
}

/**
 * The sum of a metric's series whose labels include `labels` (0 when none match). Samples look like
 * `name{a="b",c="d"} 12`.
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^(\w+)(?:\{(.*)\})?\s+(\S+)$/.exec(line.trim());
    if (!m || m[1] !== name) continue;
    const have = parseLabels(m[2] ?? '');
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) sum += Number(m[3]);
  }
  return sum;
}

/**
 * One metric from a process, e.g. `await metric(cluster.metricsUrl('bookings'), 'events_consumed_total',
 * { outcome: 'ok' })`. Metrics are served on their own listener, never on the API port.
 */
export async function metric(
  base: string,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  return metricValue(await scrape(base), name, labels);
}
