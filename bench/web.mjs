// `npm run bench:web` (and the last part of `npm run bench`): the web app on a phone, measured with Lighthouse
// 13 in Debian's Chromium against the built all-in-one platform (dist/apps/platform, embedded database, the built
// web app it serves). The mobile preset is Lighthouse's default: a Moto G Power-sized screen, simulated slow 4G
// (150 ms RTT, 1.6 Mbps) and a 4× CPU slowdown; the desktop preset (1350×940, no slowdown) gives CLS at desktop
// size. Signed-in pages run with a driver's session in the browser's storage (Lighthouse is told not to clear
// it). Not a test: it prints the figures against the targets of issue #20 and replaces the "## Web on a phone"
// section of bench/results/latest.md.
//
//   CHROMIUM_PATH (default /usr/bin/chromium).
//   BENCH_WEB_RUNS (default 1): runs per page and preset; the median run is reported.
//   BENCH_WEB_ONLY: only these pages (comma-separated paths; "/station" takes in "/station/1"), e.g. "/,/home".
//   BENCH_WEB_REPORTS: a folder to keep every run's full Lighthouse report in (JSON), to see why a page is
//     slow: its LCP element, the critical request chains, main-thread work, unused JavaScript.
//
// `--check` (`npm run test:lighthouse`, run by .ci/run after the browser tests): the same measurement as a CI
// gate, one run per page and preset in one Chromium (about 3 minutes here). It writes nothing and exits 1 when
// a page misses an enforced budget: accessibility 100, best practices 100 (no failing audit of either) and
// CLS ≤ 0.05 at both sizes, with no margin (the issue allows none on these). Performance, LCP and TBT are held
// to their targets loosened by SPEED_MARGIN for the noise of one run on a shared CI machine, once
// SPEED_ENFORCED is set; until every page meets them they are printed as "not yet met" and do not fail.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, root, sleep } from './lib/cluster.mjs';
import { replaceSection } from './lib/report-file.mjs';

const HEADING = '## Web on a phone (Lighthouse)';
const CHECK = process.argv.includes('--check');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS || 1));
const ONLY = (process.env.BENCH_WEB_ONLY ?? '').split(',').filter(Boolean);
const REPORTS = process.env.BENCH_WEB_REPORTS;
/** Issue #20's budgets. */
const TARGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  cls: 0.05,
  lcpMs: 2000,
  tbtMs: 150,
};
/**
 * The gate's allowance on the speed figures for one run's noise (the issue allows a stated margin on these, none
 * on accessibility and CLS): 5 performance points, 300 ms of LCP, 50 ms of TBT.
 */
const SPEED_MARGIN = { performance: 5, lcpMs: 300, tbtMs: 50 };
/** Whether the gate fails on the speed figures. Not yet: the mobile figures miss their targets today. */
const SPEED_ENFORCED = false;

const lines = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};

async function waitFor(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function post(base, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The platform on free ports with a fresh embedded database. */
async function startPlatform() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chargesetu-bench-web-'));
  const child = spawn(process.execPath, [path.join(root, 'dist/apps/platform/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AMQP_URL: '',
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/stations`, child);
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium with a DevTools port, for Lighthouse and for seeding the session. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'chargesetu-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, child, 30_000);
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the next load a first visit with the given session: puts (or clears) the driver's session in the
 * origin's storage, as the web app keeps it after sign-in, and removes the service worker, its caches and
 * the browser's HTTP cache. Run before every Lighthouse run: Lighthouse is told to keep storage (for the
 * session), so it clears none of these itself, and an earlier run's scripts would otherwise load from cache.
 */
async function firstVisit(devtoolsPort, base, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/robots.txt`).catch(() => undefined);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.evaluate(async (s) => {
      localStorage.clear();
      sessionStorage.clear();
      if (s) {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
      }
      // The previous run's service worker and its precache would otherwise serve the app's scripts.
      const workers = (await navigator.serviceWorker?.getRegistrations()) ?? [];
      await Promise.all(workers.map((w) => w.unregister()));
      await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
    }, session);
    await page.close();
  } finally {
    await browser.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One page under one preset, `RUNS` times, each a first visit (`prepare`); the run with the median
 * performance score.
 */
async function measure(devtoolsPort, url, desktop, prepare) {
  const runs = [];
  for (let i = 0, failures = 0; i < RUNS; i += 1) {
    await prepare();
    const result = await lighthouse(
      url,
      {
        port: devtoolsPort,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      desktop ? desktopConfig : undefined,
    );
    const { categories, audits, runtimeError } = result.lhr;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${desktop ? 'desktop' : 'mobile'}-${i + failures}.json`;
      writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr));
    }
    // A run Lighthouse could not finish (no metrics: the page did not paint in time on a loaded machine) is
    // run again, once; a second failure is an error.
    if (runtimeError || audits['cumulative-layout-shift'].numericValue === undefined) {
      const reason = runtimeError?.message ?? 'no metrics';
      if (failures >= 1) throw new Error(`${url} (${desktop ? 'desktop' : 'mobile'}): ${reason}`);
      console.log(`${url} (${desktop ? 'desktop' : 'mobile'}): ${reason}; running it again`);
      failures += 1;
      i -= 1;
      continue;
    }
    runs.push({
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      failing: [
        ...Object.values(categories.accessibility.auditRefs),
        ...Object.values(categories['best-practices'].auditRefs),
      ]
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
  }
  const mid = median(runs.map((r) => r.performance));
  return runs.find((r) => r.performance === mid);
}

const ok = (met) => (met ? '' : ' ✗');
const s1 = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The gate of `--check`: prints each budget's state and sets the exit code on a miss of an enforced one. */
function check(rows) {
  const misses = rows.flatMap(({ path: p, mobile: m, desktop: d }) => [
    ...(m.accessibility < TARGET.accessibility ? [`${p}: accessibility ${m.accessibility}`] : []),
    ...(m.bestPractices < TARGET.bestPractices ? [`${p}: best practices ${m.bestPractices}`] : []),
    ...(m.cls > TARGET.cls ? [`${p}: CLS ${m.cls.toFixed(3)} on a phone`] : []),
    ...(d.cls > TARGET.cls ? [`${p}: CLS ${d.cls.toFixed(3)} on a desktop`] : []),
    ...[...new Set([...m.failing, ...d.failing])].map((id) => `${p}: failing audit ${id}`),
  ]);
  const speed = rows.flatMap(({ path: p, mobile: m }) => [
    ...(m.performance < TARGET.performance - SPEED_MARGIN.performance
      ? [`${p}: performance ${m.performance} < ${TARGET.performance} - ${SPEED_MARGIN.performance}`]
      : []),
    ...(m.lcpMs > TARGET.lcpMs + SPEED_MARGIN.lcpMs
      ? [`${p}: LCP ${s1(m.lcpMs)} > ${s1(TARGET.lcpMs)} + ${SPEED_MARGIN.lcpMs} ms`]
      : []),
    ...(m.tbtMs > TARGET.tbtMs + SPEED_MARGIN.tbtMs
      ? [`${p}: TBT ${Math.round(m.tbtMs)} ms > ${TARGET.tbtMs} + ${SPEED_MARGIN.tbtMs} ms`]
      : []),
  ]);
  if (speed.length > 0) {
    const label = SPEED_ENFORCED
      ? 'Speed budgets missed'
      : 'Speed budgets not yet met (printed, not enforced)';
    (SPEED_ENFORCED ? console.error : console.log)(`${label}:\n${speed.map((x) => `  ${x}`).join('\n')}`);
  } else {
    console.log(
      `Speed budgets met on a phone with the CI margin: performance ≥ ${TARGET.performance - SPEED_MARGIN.performance}, LCP ≤ ${s1(TARGET.lcpMs + SPEED_MARGIN.lcpMs)}, TBT ≤ ${TARGET.tbtMs + SPEED_MARGIN.tbtMs} ms${SPEED_ENFORCED ? '' : ' (not enforced yet)'}.`,
    );
  }
  if (misses.length > 0 || (SPEED_ENFORCED && speed.length > 0)) {
    if (misses.length > 0)
      console.error(`Lighthouse budgets missed:\n${misses.map((x) => `  ${x}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Lighthouse budgets met: accessibility 100, best practices 100, CLS ≤ 0.05 at both sizes.');
  }
}

async function main() {
  const started = new Date();
  const platform = await startPlatform();
  const browser = await startChromium();
  try {
    const { base } = platform;
    const [station] = await (await fetch(`${base}/api/stations`)).json();
    const username = `bench${Date.now().toString(36)}`;
    const session = await post(base, '/api/auth/register', {
      name: 'Bench Driver',
      email: `${username}@example.in`,
      phone: '9876543210',
      username,
      password: 'charge-bench-1',
    });
    await post(
      base,
      '/api/vehicles',
      {
        make: 'Tata',
        model: 'Nexon EV',
        registrationNumber: 'KA 01 BN 2026',
        connectorTypes: station.chargers.map((c) => c.type),
      },
      session.token,
    );
    const pages = [
      { path: '/', signedIn: false },
      { path: '/home', signedIn: true },
      { path: `/station/${station.id}`, signedIn: true },
      { path: `/booking/${station.id}`, signedIn: true },
      { path: '/user-dashboard', signedIn: true },
    ];
    const rows = [];
    const chosen = (p) => ONLY.length === 0 || ONLY.some((o) => p === o || p.startsWith(`${o}/`));
    for (const page of pages.filter((p) => chosen(p.path))) {
      const prepare = () => firstVisit(browser.port, base, page.signedIn ? session : null);
      const mobile = await measure(browser.port, `${base}${page.path}`, false, prepare);
      const desktop = await measure(browser.port, `${base}${page.path}`, true, prepare);
      rows.push({ ...page, mobile, desktop });
      console.log(`${page.path}: mobile ${mobile.performance}, desktop CLS ${desktop.cls.toFixed(3)}`);
    }
    out(HEADING);
    out();
    out(
      `Run at ${started.toISOString()} (\`npm run bench:web\`). Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, Chromium ${CHROMIUM}; load average before the run ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' ',
        )}. Lighthouse 13 mobile preset (simulated slow 4G, 4× CPU slowdown) on the built all-in-one platform; CLS also with the desktop preset. ${RUNS} run(s) per page and preset, the median by performance score shown. Signed-in pages as a new driver with one vehicle. Targets (issue #20): performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}, best practices ${TARGET.bestPractices}, LCP ≤ ${s1(TARGET.lcpMs)}, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls} at both sizes; ✗ marks a miss.`,
    );
    out();
    out(
      '| page | performance | accessibility | best practices | FCP | LCP | TBT (ms) | CLS mobile | CLS desktop | failing a11y / practice audits |',
    );
    out('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const { path: p, signedIn, mobile: m, desktop: d } of rows) {
      const failing = [...new Set([...m.failing, ...d.failing])].join(', ') || '–';
      out(
        `| ${p}${signedIn ? ' (signed in)' : ''} | ${m.performance}${ok(m.performance >= TARGET.performance)} | ${m.accessibility}${ok(m.accessibility >= TARGET.accessibility)} | ${m.bestPractices}${ok(m.bestPractices >= TARGET.bestPractices)} | ${s1(m.fcpMs)} | ${s1(m.lcpMs)}${ok(m.lcpMs <= TARGET.lcpMs)} | ${Math.round(m.tbtMs)}${ok(m.tbtMs <= TARGET.tbtMs)} | ${m.cls.toFixed(3)}${ok(m.cls <= TARGET.cls)} | ${d.cls.toFixed(3)}${ok(d.cls <= TARGET.cls)} | ${failing} |`,
      );
    }
    out();
    if (CHECK) {
      check(rows);
      return;
    }
  } finally {
    await browser.stop();
    await platform.stop();
  }
  if (ONLY.length > 0) return; // a partial run does not replace the results of every page
  replaceSection(path.join(root, 'bench/results/latest.md'), HEADING, lines);
  console.log(`\nthe "${HEADING}" section of bench/results/latest.md replaced`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
