// `npm run bench`: the platform's speed and memory, measured in one run on this machine, in microservices
// mode against real PostgreSQL and RabbitMQ. Not a test: it prints the figures, compares them with the
// targets of the operations issue and writes bench/results/latest.md.
//
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a server where it may create the
//     database chargesetu_bench (dropped and re-created each run).
//   AMQP_URL (default amqp://guest:guest@127.0.0.1:5672); exchange and queues are prefixed "bench.".
//   BENCH_QUICK=1 shortens every load run (for trying the script, not for figures).
//   BENCH_ONLY=ocpp (npm run bench:ocpp) runs only the OCPP section (bench/lib/ocpp-bench.mjs) and
//     replaces that section of bench/results/latest.md, keeping the others.
//   BENCH_OCPP_STEPS=1000,2500 sets the OCPP section's steps of N (default 1,000, 2,500, 5,000, 10,000).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { addBenchStations } from './lib/bench-stations.mjs';
import {
  Cluster,
  SERVICES,
  bookAndPay,
  client,
  freePort,
  openFilesLimit,
  root,
  rssMiB,
  sleep,
} from './lib/cluster.mjs';
import { bookingFixtures } from './lib/fixtures.mjs';
import { ocppSection } from './lib/ocpp-bench.mjs';
import { pacedLoad, percentile } from './lib/paced-load.mjs';
import { productLoad } from './lib/product-load.mjs';
import { replaceSection } from './lib/report-file.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== 'ocpp') {
  console.error(`BENCH_ONLY=${ONLY}: only "ocpp" can run alone`);
  process.exit(2);
}
const SECONDS = QUICK ? 2 : 8;
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const amqpUrl = process.env.AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';
const benchDb = 'chargesetu_bench';
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${benchDb}`;
  return u.toString();
})();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : String(n));
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : String(n));
const lines = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};
const verdict = (ok) => (ok ? 'met' : '**missed**');

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${benchDb}`);
  await admin.end();
}

/** autocannon for `seconds`; resolves with req/s (mean) and latency percentiles in ms. */
function load(url, { connections = 32, seconds = SECONDS, headers } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

/**
 * Thousands of WebSockets need as many open files in the ocpp process and the load generator: raise the
 * soft limit to the hard one (children inherit it) by running this script again under `ulimit -n`.
 */
function withOpenFilesRaised() {
  const { soft, hard } = openFilesLimit();
  if (soft >= hard || process.env.BENCH_NOFILE_RAISED) return;
  const limit = Number.isFinite(hard) ? hard : 1_048_576;
  const again = spawnSync(
    'sh',
    ['-c', `ulimit -n ${limit} && exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, BENCH_NOFILE_RAISED: '1' } },
  );
  process.exit(again.status ?? 1);
}

async function main() {
  withOpenFilesRaised();
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const cpu = os.cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}; load average before the run ${os.loadavg().map(f2).join(' ')}`;
  const mode = `Mode: microservices (one process per service + gateway), PostgreSQL ${new URL(adminUrl).host}, RabbitMQ ${new URL(amqpUrl).host}.`;
  if (!ONLY) {
    out(`# ChargeSetu benchmark, ${new Date().toISOString()}`);
    out();
    out(`Machine: ${machine}`);
    out(
      `${mode} The load generators run on the same machine: autocannon for the maximum-throughput runs, an evenly paced open-loop generator (bench/lib/paced-load.mjs) for latency at a given rate.`,
    );
    out();
  }

  await freshDatabase();
  const ports = {};
  for (const name of [...SERVICES, 'gateway', 'baseline']) ports[name] = await freePort();
  const env = {
    DATABASE_URL: dbUrl,
    AMQP_URL: amqpUrl,
    AMQP_EXCHANGE: 'bench.events',
    AMQP_QUEUE_PREFIX: 'bench.',
    JWT_SECRET: `bench-secret-${randomUUID()}`,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(ports.gateway),
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
    // The catalogue's stations with live status would get simulated charge points that nothing plays
    // (offline): the product load books round-the-clock chargers and must find none of them.
    SIMULATED_CHARGERS: 'false',
    // The benchmark reads no metrics: no metrics listeners (METRICS_PORT, <NAME>_METRICS_PORT = 0), so a
    // run never clashes with processes serving them on this machine.
    METRICS_PORT: '0',
    // 1,000 sessions run at once: the product-load phase starts bookings of the coming days now (tomorrow's;
    // the event-latency phase books 10 days ahead, within the default BOOKING_HORIZON_DAYS of 30).
    CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30),
    ...Object.fromEntries(
      SERVICES.flatMap((s) => [
        [`${s.toUpperCase()}_PORT`, String(ports[s])],
        [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${ports[s]}`],
        [`${s.toUpperCase()}_METRICS_PORT`, '0'],
      ]),
    ),
  };
  const cluster = new Cluster(env);
  const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
  try {
    // 1. Start-up: each service migrates its schema (and seeds) on an empty database, one at a time.
    const ready = {};
    let benchChargers = 0;
    for (const s of ['stations', 'auth', 'bookings', 'payments', 'charging', 'assistant', 'ocpp']) {
      ready[s] = await cluster.start(s, ports[s]);
      // Bench-only round-the-clock stations (bench/lib/bench-stations.mjs), before any other service runs.
      if (s === 'stations' && !ONLY) ({ chargers: benchChargers } = await addBenchStations(db));
    }
    ready.gateway = await cluster.start('gateway', ports.gateway, { readyPath: '/health' });
    if (ONLY === 'ocpp') {
      await runOcpp({
        cluster,
        ports,
        db,
        note: `Run alone (BENCH_ONLY=ocpp) at ${new Date().toISOString()}. Machine: ${machine}. ${mode}`,
      });
      replaceSection(path.join(root, 'bench/results/latest.md'), OCPP_HEADING, lines);
      console.log('\nthe OCPP section of bench/results/latest.md replaced');
      return;
    }
    await cluster.start('baseline', ports.baseline, {
      script: path.join(root, 'bench/baseline-server.mjs'),
      env: { PORT: String(ports.baseline), DATABASE_URL: dbUrl },
    });
    await sleep(5000);
    out('## Start-up and memory');
    out();
    out('| process | ready after (ms), empty database | idle RSS (MiB) |');
    out('|---|---:|---:|');
    for (const s of [...SERVICES, 'gateway'])
      out(`| ${s} | ${Math.round(ready[s])} | ${f1(rssMiB(cluster.pid(s)))} |`);
    out();

    // 2. Throughput of one read: bare Fastify + pg (B1), the stations service (S), the gateway (G).
    const stationId = 42;
    const urls = {
      B1: `http://127.0.0.1:${ports.baseline}/api/stations/${stationId}`,
      S: `http://127.0.0.1:${ports.stations}/api/stations/${stationId}`,
      G: `http://127.0.0.1:${ports.gateway}/api/stations/${stationId}`,
    };
    const same = await Promise.all(Object.values(urls).map(async (u) => (await fetch(u)).json()));
    // The same document (the service's serializer orders keys by its schema, so compare values).
    if (!isDeepStrictEqual(same[0], same[1]) || !isDeepStrictEqual(same[1], same[2]))
      throw new Error(
        `B1, S and G do not return the same JSON:\n${same.map((j) => JSON.stringify(j)).join('\n')}`,
      );
    for (const u of Object.values(urls)) await load(u, { seconds: 2 }); // warm-up
    const runs = { B1: [], S: [], G: [] };
    const p99s = { B1: [], S: [], G: [] };
    for (let i = 0; i < 3; i += 1) {
      for (const k of ['B1', 'S', 'G']) {
        const r = await load(urls[k]);
        runs[k].push(r.rps);
        p99s[k].push(r.p99);
      }
    }
    const rps = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)]));
    out(
      `## GET /api/stations/${stationId}: throughput (32 connections, ${SECONDS} s runs, B1 S G interleaved ×3, medians)`,
    );
    out();
    out('| | req/s (runs) | median req/s | median p99 (ms) |');
    out('|---|---|---:|---:|');
    for (const k of ['B1', 'S', 'G'])
      out(
        `| ${k} | ${runs[k].map((v) => Math.round(v)).join(', ')} | ${Math.round(rps[k])} | ${f1(median(p99s[k]))} |`,
      );
    out();
    const gb1 = rps.G / rps.B1;
    out(
      `- G/B1 = ${f2(gb1)} (target ≥ 0.55: ${verdict(gb1 >= 0.55)}); S/B1 = ${f2(rps.S / rps.B1)}; G/S = ${f2(rps.G / rps.S)}`,
    );
    const half = Math.max(1, Math.round(rps.G / 2));
    // Evenly paced and open-loop (bench/lib/paced-load.mjs), latency from each request's due time.
    const atHalf = await pacedLoad({
      origin: new URL(urls.G).origin,
      rate: half,
      seconds: SECONDS + 2,
      next: () => ({ path: new URL(urls.G).pathname }),
    });
    out(
      `- G at 50% of its max (${half} req/s offered evenly, ${Math.round(atHalf.rps)} served): p50 ${f1(atHalf.p50)} ms, p99 ${f1(atHalf.p99)} ms (target ≤ 20 ms: ${verdict(atHalf.p99 <= 20)})`,
    );
    out();

    // 3. Product load: drivers polling live charging status plus people browsing stations.
    const product = await productLoad({
      gateway: `http://127.0.0.1:${ports.gateway}`,
      db,
      seconds: QUICK ? 5 : 30,
      bookingFixtures: (call, n) => bookingFixtures(call, n, { firstDay: 1 }),
    });
    out('## Product load');
    out();
    out(
      `Bench-only data: ${benchChargers} chargers on synthetic 24/7 stations added to the fresh bench database (the catalogue has too few for 1,000 sessions at once, one per charger); browsing reads the catalogue only.`,
    );
    out();
    for (const l of product.lines) out(l);
    out(`- p99 ${f1(product.p99)} ms (target ≤ 30 ms: ${verdict(product.p99 <= 30)})`);
    out();

    // 4. Event latency, outbox -> effect, at 50 events/s: payment.completed committed by payments (outbox
    // row created_at) to the booking confirmed by bookings (inbox row processed_at). Both are database
    // clock readings, so no client timing is involved.
    const events = await eventLatency({
      gateway: `http://127.0.0.1:${ports.gateway}`,
      db,
      seconds: QUICK ? 3 : 10,
    });
    out('## Events');
    out();
    out(
      `- payment.completed, outbox → booking confirmed, ${events.count} events offered at 50/s: p50 ${f1(events.p50)} ms, p95 ${f1(events.p95)} ms, max ${f1(events.max)} ms (target p95 ≤ 500 ms: ${verdict(events.p95 <= 500)})`,
    );

    // 5. Relay drain: a backlog written while payments is down, published when it comes back.
    const drain = await relayDrain({ cluster, db, port: ports.payments, rows: QUICK ? 1000 : 5000 });
    out(
      `- outbox relay drain after a backlog of ${drain.rows} events: ${Math.round(drain.rate)} events/s (${f1(drain.ms)} ms from first to last publish)`,
    );
    out();

    // 6. Many chargers on one ocpp instance.
    await runOcpp({ cluster, ports, db });
  } finally {
    await cluster.stopAll();
    await db.end();
  }

  // 7. The web app's JavaScript (needs the web build).
  out('## Web app');
  out();
  try {
    const report = execFileSync(process.execPath, [path.join(root, 'apps/web/scripts/bundle-size.mjs')], {
      encoding: 'utf8',
    });
    for (const l of report.trim().split('\n')) out(`    ${l}`);
  } catch (err) {
    out(`bundle-size failed: ${err.message}`);
  }

  // 8. The per-request cost of the token check, in one process (bench/token-check.ts), after the cluster
  // has stopped so it does not compete with it.
  out();
  try {
    const report = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['bench/token-check.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...(QUICK ? { TOKEN_BENCH_CHECKS: '5000' } : {}) },
    });
    for (const l of report.trim().split('\n')) out(l);
  } catch (err) {
    out(`token-check failed: ${err.message}`);
  }
  writeFileSync(path.join(root, 'bench/results/latest.md'), `${lines.join('\n')}\n`);
  console.log('\nwritten to bench/results/latest.md');
}

const OCPP_HEADING = '## OCPP: charge points on one ocpp instance';

/** The OCPP section (bench/lib/ocpp-bench.mjs) and its targets (issue #19). */
async function runOcpp({ cluster, ports, db, note }) {
  const { lines: report, reached } = await ocppSection({
    cluster,
    ocppPort: ports.ocpp,
    gateway: `http://127.0.0.1:${ports.gateway}`,
    db,
    events: { amqpUrl, queuePrefix: 'bench.' },
    quick: QUICK,
  });
  out(OCPP_HEADING);
  out();
  if (note) {
    out(note);
    out();
  }
  for (const l of report) out(l);
  if (reached) {
    const n = reached.connected.toLocaleString('en-US');
    out(
      `- ${n} charge points connected at once (target 10,000 on one instance: ${verdict(reached.connected >= 10_000)})`,
    );
    out(
      `- p99 CALL → CALLRESULT at ${reached.rate.toLocaleString('en-US')} msg/s with ${n} connected: ${f1(reached.p99)} ms (target ≤ 50 ms at 1,000 msg/s: ${verdict(reached.rate >= 1000 && reached.p99 <= 50)})`,
    );
    out(
      `- ocpp RSS with ${n} connected: ${f1(reached.rssMiB)} MiB (target ≤ 1 GiB: ${verdict(reached.rssMiB <= 1024)})`,
    );
  }
  out();
}

/** Replaces the section under `heading` (up to the next "## ") of a results file with `section`, or appends it. */
/** Books and pays (UPI) at `perSecond` flows a second for `seconds`, then reads the latencies from SQL. */
async function eventLatency({ gateway, db, seconds, perSecond = 50 }) {
  const call = client(gateway);
  const jobs = await bookingFixtures(call, seconds * perSecond, { firstDay: 10 });
  const {
    rows: [{ since }],
  } = await db.query('SELECT now() AS since');
  const started = Date.now();
  const flows = [];
  for (let i = 0; i < jobs.length; i += 1) {
    const due = started + (i * 1000) / perSecond;
    await sleep(Math.max(0, due - Date.now()));
    flows.push(bookAndPay(call, jobs[i]));
  }
  await Promise.all(flows);
  const wait = Date.now();
  let rows = [];
  while (Date.now() - wait < 30_000) {
    ({ rows } = await db.query(
      `SELECT EXTRACT(EPOCH FROM (i.processed_at - o.created_at)) * 1000 AS ms
         FROM payments.outbox o JOIN bookings.inbox i ON i.event_id = o.event_id
        WHERE o.event_type = 'payment.completed' AND o.created_at >= $1`,
      [since],
    ));
    if (rows.length >= jobs.length) break;
    await sleep(200);
  }
  const ms = rows.map((r) => Number(r.ms));
  if (ms.length < jobs.length)
    throw new Error(`only ${ms.length} of ${jobs.length} payments reached bookings`);
  return { count: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms) };
}

/** Stops payments, writes `rows` unroutable events into its outbox, restarts it and times the drain. */
async function relayDrain({ cluster, db, port, rows }) {
  await cluster.stop('payments');
  await db.query(
    `INSERT INTO payments.outbox (event_id, event_type, envelope)
     SELECT id, 'bench.noop', jsonb_build_object('id', id, 'type', 'bench.noop', 'version', 1,
              'occurredAt', now(), 'correlationId', id, 'data', '{}'::jsonb)
       FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, $1)) g`,
    [rows],
  );
  await cluster.start('payments', port);
  for (;;) {
    const { rows: left } = await db.query(
      `SELECT count(*)::int AS n FROM payments.outbox WHERE event_type = 'bench.noop' AND sent_at IS NULL`,
    );
    if (left[0].n === 0) break;
    await sleep(100);
  }
  const { rows: span } = await db.query(
    `SELECT EXTRACT(EPOCH FROM (max(sent_at) - min(sent_at))) * 1000 AS ms FROM payments.outbox WHERE event_type = 'bench.noop'`,
  );
  const ms = Number(span[0].ms);
  return { rows, ms, rate: (rows / ms) * 1000 };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
