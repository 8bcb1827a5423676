// An open-loop load at a fixed rate, for the figures that are "latency at a given rate".
//
// Why not autocannon's `overallRate`: autocannon paces each connection by a per-second budget. Every
// connection sends its share back to back as soon as a second starts, then waits for the next second
// (node_modules/autocannon/lib/httpClient.js, `reqsMadeThisSecond`). 333 req/s over 50 connections is
// therefore a burst of 333 requests at the top of each second followed by silence, and the percentiles
// describe that burst's queue, not 1,000 drivers whose polls are spread over time. autocannon remains
// the tool for the maximum throughput (closed-loop) runs.
//
// Here request i is due at start + i / rate, evenly spaced; a 1 ms timer sends whatever is due, and
// each latency is measured from the request's due time, so a late send (a stalled generator or a full
// connection pool) counts against the latency rather than silently thinning the load (no coordinated
// omission).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Pool } = require('undici');

/** The p-th percentile (nearest rank) of `xs`. */
export function percentile(xs, p) {
  if (xs.length === 0) return Number.NaN;
  const sorted = Float64Array.from(xs).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Sends `rate` requests per second for `seconds` to `origin` (after `warmupSeconds` of the same, not
 * recorded); `next(i)` gives request i's `{ path, headers }`. Resolves with the count, the achieved rate
 * and latency percentiles in ms; rejects if any answer is not 2xx or any request fails.
 */
export async function pacedLoad({
  origin,
  rate,
  seconds,
  next,
  warmupSeconds = 2,
  connections = 128,
  timeoutMs = 10_000,
}) {
  const pool = new Pool(origin, {
    connections,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  try {
    // The same load, unrecorded, first: connections opened and code paths warm on both sides, so a
    // cold start does not masquerade as the tail of a steady load.
    await phase(pool, { rate, seconds: warmupSeconds, next, first: 0 });
    return await phase(pool, { rate, seconds, next, first: Math.round(rate * warmupSeconds) });
  } finally {
    await pool.close();
  }
}

/** One paced run on `pool`; request numbers start at `first` so `next` keeps cycling its inputs. */
async function phase(pool, { rate, seconds, next, first }) {
  const total = Math.round(rate * seconds);
  const period = 1000 / rate;
  const latencies = [];
  const failures = [];
  const pending = new Set();
  const start = performance.now();
  let sent = 0;
  const send = (i) => {
    const due = start + i * period;
    const { path, headers } = next(first + i);
    const request = pool
      .request({ method: 'GET', path, headers })
      .then(async (res) => {
        await res.body.arrayBuffer();
        if (res.statusCode < 200 || res.statusCode >= 300) failures.push(`${path} -> ${res.statusCode}`);
        else latencies.push(performance.now() - due);
      })
      .catch((err) => failures.push(`${path}: ${err.code ?? err.message}`))
      .finally(() => pending.delete(request));
    pending.add(request);
  };
  await new Promise((resolve) => {
    const pump = () => {
      const now = performance.now();
      while (sent < total && start + sent * period <= now) send(sent++);
      if (sent >= total) resolve();
      else setTimeout(pump, 1);
    };
    pump();
  });
  await Promise.all([...pending]);
  const elapsed = (performance.now() - start) / 1000;
  if (failures.length > 0)
    throw new Error(
      `${failures.length} of ${total} requests failed, e.g. ${failures.slice(0, 3).join('; ')}`,
    );
  return {
    count: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
  };
}
