// The OCPP section of `npm run bench` (issue #19, "Scale"): N charge points connected to one ocpp instance
// (its own port, not through the gateway), played by bench/lib/ocpp-load.mjs in a process of its own on
// the same machine. Steps of N; at each: the connect rate, the ocpp process's memory, CALL -> CALLRESULT
// latency at the real-time profile and at a paced 1,000 msg/s, and MeterValues -> the live monitor's
// figure for a few sessions booked, paid and started through the real API, in both.
import { fork } from 'node:child_process';
import path from 'node:path';
import { OCPP_STATION_NAME, addBenchStations } from './bench-stations.mjs';
import {
  SERVICES,
  bookAndPay,
  client,
  openFilesLimit,
  root,
  rssMiB,
  sleep,
  startWhenPaid,
} from './cluster.mjs';
import { cpuSince, cpuSnapshot } from './cpu-usage.mjs';
import { dbNow, meterEventLag, settleEvents } from './event-flow.mjs';
import { bookingFixtures } from './fixtures.mjs';
import { ocppReport } from './ocpp-report.mjs';
import { percentile } from './paced-load.mjs';

const CHARGERS_PER_STATION = 50;
/** The share of charge points in a transaction (MeterValues every 10 s). */
const TRANSACTING = 0.1;
/** A monitored session sends a sample every this many seconds (the profile's; ocpp publishes one per 5 s at most). */
const SAMPLE_EVERY_S = 10;
const POLL_MS = 10;
/** A sample the status has not shown after this long counts as not seen. */
const GIVE_UP_MS = 30_000;

/** The load generator child, driven over IPC; it reports each remote start it carried out. */
function startGenerator() {
  const child = fork(path.join(root, 'bench/lib/ocpp-load.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map();
  const started = new Map(); // idTag -> { id, transactionId }
  child.on('message', (m) => {
    if (m.event === 'started') return void started.set(m.idTag, m);
    const w = waiting.get(m.id);
    if (!w) return void console.error('ocpp load generator:', m);
    waiting.delete(m.id);
    if (m.error) w.reject(new Error(m.error));
    else w.resolve(m.result);
  });
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`the OCPP load generator exited (${code})`));
    waiting.clear();
  });
  const request = (cmd, args = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      child.send({ id, cmd, ...args });
    });
  return {
    pid: child.pid,
    started,
    request,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      await request('close').catch(() => undefined); // exited already
      await exited;
    },
  };
}

/**
 * Registers charge points through the admin route (the real path: station checked, password generated and
 * hashed by the service), `concurrency` at a time; answers their passwords and the rate.
 */
async function registerChargePoints(call, token, list, concurrency = 16) {
  const registered = new Array(list.length);
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let k = next++; k < list.length; k = next++) {
        const cp = list[k];
        const res = await call(
          'POST',
          '/api/admin/charge-points',
          {
            stationId: cp.stationId,
            chargePointId: cp.id,
            connectors: [{ connectorId: 1, chargerIndex: cp.chargerIndex }],
          },
          token,
        );
        registered[k] = { id: cp.id, password: res.authorizationKey, role: cp.role };
      }
    }),
  );
  return { chargePoints: registered, rate: list.length / ((performance.now() - t0) / 1000) };
}

async function until(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(50);
  }
}

/**
 * Books, pays for and starts a session on each monitored charge point (they share one station, every
 * charger of which is one of them): charging sends RemoteStartTransaction with the driver's idTag, the
 * generator answers and sends StartTransaction, and the session turns active.
 */
async function bookedSessions(call, gen, stationId, n) {
  const jobs = await bookingFixtures(call, n, { firstDay: 5, where: (s) => s.id === stationId });
  const sessions = [];
  for (const job of jobs) {
    const booking = await bookAndPay(call, job);
    const { idTag } = await call('GET', '/api/id-tag', undefined, job.driver.token);
    await startWhenPaid(call, booking.id, job.driver.token);
    sessions.push({ bookingId: booking.id, token: job.driver.token, idTag });
  }
  for (const s of sessions) {
    s.chargePointId = (
      await until(`remote start for booking ${s.bookingId}`, () => gen.started.get(s.idTag))
    ).id;
    await until(`booking ${s.bookingId} charging`, async () => {
      const st = await call('GET', `/api/charging/${s.bookingId}/status`, undefined, s.token);
      return st.status === 'active';
    });
  }
  return sessions;
}

/**
 * For `seconds`, one monitored session after another sends a MeterValues (each session every
 * SAMPLE_EVERY_S), and its driver's status is polled every POLL_MS until the energy shows the sample: the
 * time from the send to the answer that showed it (both clocks are this machine's).
 */
async function monitorLatency(call, gen, sessions, seconds) {
  const gapMs = (SAMPLE_EVERY_S * 1000) / sessions.length;
  const end = Date.now() + seconds * 1000;
  const latencies = [];
  let missed = 0;
  const samples = [];
  for (let i = 0; Date.now() < end; i += 1) {
    const s = sessions[i % sessions.length];
    samples.push(
      (async () => {
        const { sentAt, meterWh } = await gen.request('meterNow', {
          chargePointId: s.chargePointId,
          seconds: SAMPLE_EVERY_S,
        });
        const expected = Math.round(meterWh / 10) / 100; // kWh as the status gives it (meterStart was 0)
        for (;;) {
          const st = await call('GET', `/api/charging/${s.bookingId}/status`, undefined, s.token);
          const at = performance.timeOrigin + performance.now();
          if (st.energyDelivered >= expected - 1e-9) return void latencies.push(at - sentAt);
          if (at - sentAt > GIVE_UP_MS) return void (missed += 1);
          await sleep(POLL_MS);
        }
      })(),
    );
    await sleep(gapMs);
  }
  await Promise.all(samples);
  return {
    count: latencies.length,
    missed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
  };
}

function plan(quick) {
  const fromEnv = process.env.BENCH_OCPP_STEPS?.split(',')
    .map(Number)
    .filter((n) => n > 0);
  return {
    steps: fromEnv?.length ? fromEnv : quick ? [200, 500] : [1000, 2500, 5000, 10000],
    monitored: quick ? 4 : 20,
    rate: quick ? 200 : 1000,
    seconds: quick ? 6 : 20,
  };
}

/**
 * One phase of the profile (`rate` undefined: real time; else scaled to `rate` msg/s in total), with the
 * monitored sessions sampled alongside and the CPU it took.
 */
async function phase({ gen, call, db, sessions, cluster, rate, seconds }) {
  const warmupS = rate ? 3 : 1;
  const from = await dbNow(db);
  const cpuStart = cpuSnapshot({
    generator: gen.pid,
    ...Object.fromEntries([...SERVICES, 'gateway'].map((s) => [s, cluster.pid(s)])),
  });
  const [calls, monitor] = await Promise.all([
    gen.request('measure', { rate, seconds, warmupS }),
    sleep(warmupS * 1000).then(() => monitorLatency(call, gen, sessions, seconds - 1)),
  ]);
  const cpu = cpuSince(cpuStart);
  return { calls, monitor, cpu, events: await meterEventLag(db, from, await dbNow(db)) };
}

/**
 * Connects the step's new charge points and starts their transactions, lets the events that made settle,
 * then measures both phases.
 */
async function step({ gen, call, db, events, sessions, cluster, fresh, idTags, rate, seconds, ocppPid }) {
  const conn = await gen.request('connect', { chargePoints: fresh, concurrency: 100 });
  if (conn.failed > 0)
    throw new Error(`${conn.failed} of ${fresh.length} connections failed, e.g. ${conn.failures.join('; ')}`);
  const tx = await gen.request('startTransactions', {
    ids: fresh.slice(0, Math.round(fresh.length * TRANSACTING)).map((cp) => cp.id),
    idTags,
  });
  const settled = await settleEvents({ db, ...events });
  await sleep(1000);
  const rss = rssMiB(ocppPid);
  const realTime = await phase({ gen, call, db, sessions, cluster, seconds });
  const paced = await phase({ gen, call, db, sessions, cluster, rate, seconds });
  return {
    conn,
    tx,
    settled,
    rss,
    peak: rssMiB(ocppPid, 'VmHWM'),
    realTime,
    paced,
    state: await gen.request('state'),
  };
}

/** Runs the section; answers its report lines and the figures the targets are judged on. */
export async function ocppSection({ cluster, ocppPort, gateway, db, events, quick }) {
  const { steps, monitored, rate, seconds } = plan(quick);
  const call = client(gateway);
  const max = steps.at(-1);

  // Stations whose every charger is a charge point: one per load charge point, and one for the booked ones.
  const { ids: loadStations } = await addBenchStations(db, {
    stations: Math.ceil(max / CHARGERS_PER_STATION),
    chargers: CHARGERS_PER_STATION,
    name: OCPP_STATION_NAME,
    code: 'ocpp-bench',
  });
  const {
    ids: [bookedStation],
  } = await addBenchStations(db, {
    stations: 1,
    chargers: monitored,
    name: `${OCPP_STATION_NAME} (booked)`,
    code: 'ocpp-bench-booked',
  });
  const { token } = await call('POST', '/api/auth/admin/login', { username: 'admin', password: 'Admin@123' });
  const registration = await registerChargePoints(call, token, [
    ...Array.from({ length: monitored }, (_, i) => ({
      id: `BENCH-BOOKED-${i + 1}`,
      stationId: bookedStation,
      chargerIndex: i,
      role: 'monitor',
    })),
    ...Array.from({ length: max }, (_, k) => ({
      id: `BENCH-${String(k + 1).padStart(5, '0')}`,
      stationId: loadStations[Math.floor(k / CHARGERS_PER_STATION)],
      chargerIndex: k % CHARGERS_PER_STATION,
      role: 'load',
    })),
  ]);
  const booked = registration.chargePoints.slice(0, monitored);
  const load = registration.chargePoints.slice(monitored);

  const ocppPid = cluster.pid('ocpp');
  const gen = startGenerator();
  const results = [];
  let stopped = null;
  let baseline;
  let files;
  try {
    await gen.request('init', { url: `ws://127.0.0.1:${ocppPort}/ocpp` });
    await gen.request('connect', { chargePoints: booked, concurrency: 4 });
    const sessions = await bookedSessions(call, gen, bookedStation, monitored);
    const idTags = sessions.map((s) => s.idTag);
    await sleep(2000);
    baseline = rssMiB(ocppPid);
    files = Math.min(openFilesLimit(ocppPid).soft, openFilesLimit(gen.pid).soft);
    let connected = 0;
    for (const n of steps) {
      if (n + monitored + 200 > files) {
        stopped = `before ${n.toLocaleString('en-US')}: that many connections would pass the open-file limit (${files}) of the ocpp process or the generator`;
        break;
      }
      try {
        const fresh = load.slice(connected, n);
        const r = await step({
          gen,
          call,
          db,
          events,
          sessions,
          cluster,
          fresh,
          idTags,
          rate,
          seconds,
          ocppPid,
        });
        connected = n;
        results.push({ n: n + monitored, ...r });
        console.log(`  ocpp step ${n}: ${JSON.stringify(results.at(-1))}`);
        const errors = r.realTime.calls.callErrors + r.paced.calls.callErrors;
        if (r.state.closedByServer > 0 || errors > 0) {
          stopped = `after ${(n + monitored).toLocaleString('en-US')}: ${r.state.closedByServer} connections closed by the server, ${errors} CALLERRORs (${r.state.recentErrors.join('; ')})`;
          break;
        }
      } catch (err) {
        stopped = `at ${n.toLocaleString('en-US')}: ${err.message}`;
        break;
      }
    }
  } finally {
    await gen.close();
  }
  const lines = ocppReport({
    results,
    registration,
    baseline,
    monitored,
    rate,
    seconds,
    files,
    stopped,
    sampling: { everyS: SAMPLE_EVERY_S, pollMs: POLL_MS, giveUpMs: GIVE_UP_MS },
  });
  const last = results.at(-1);
  const reached = last && {
    connected: last.n,
    rate,
    p99: last.paced.calls.fromDue.p99,
    rssMiB: last.rss,
  };
  return { lines, reached };
}
