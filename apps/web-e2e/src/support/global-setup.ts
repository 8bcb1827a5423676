import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const workspaceRoot = join(__dirname, '../../../..');

export interface E2eServer {
  child: ChildProcess;
  dataDir?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForOk(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the app under test once for the whole run: the all-in-one platform on a free port with a
 * fresh data directory. Until the platform is built, the web build alone (vite preview).
 */
export default async function globalSetup() {
  // The screenshots folder shows the last run only.
  rmSync(join(workspaceRoot, 'apps/web-e2e/screenshots'), { recursive: true, force: true });
  if (process.env['E2E_BASE_URL']) return;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const platformMain = join(workspaceRoot, 'dist/apps/platform/main.js');
  let server: E2eServer;
  let readyUrl: string;

  if (existsSync(platformMain)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'chargesetu-web-e2e-'));
    const child = spawn(process.execPath, [platformMain], {
      cwd: workspaceRoot,
      env: {
        ...process.env,
        PORT: String(port),
        // A metrics listener of its own, on a free port (never clashing with a platform already serving
        // metrics on this machine): the admin System tab shows what it measures.
        METRICS_PORT: String(await freePort()),
        DATA_DIR: dataDir,
        // A fresh embedded platform every run, whatever database or broker the machine offers.
        DATABASE_URL: '',
        AMQP_URL: '',
        // The journeys register many accounts from one address; the edge's sign-in budget per IP
        // is the product's (20/min) and is tested in the gateway's own tests.
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        // Charging runs 60x faster (a booked half hour in 30 s) and a paid booking may start days ahead,
        // so the charging journey can start tomorrow's slot now (the browser's clock is set into it).
        CHARGING_TIME_SCALE: '60',
        CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30),
        // A no-show refund other than the default 0 %, so the booking journey proves the screens state the
        // server's figure (docs/product.md §4).
        NO_SHOW_REFUND_PERCENT: '25',
        // The simulated chargers read their meter every second (a simulated minute), and every reading
        // reaches the session, so the charging journey watches real meter values within seconds.
        METER_SAMPLE_INTERVAL_S: '1',
        OCPP_METER_EVENT_MIN_INTERVAL_S: '0',
        // The assistant journeys exercise the built-in offline assistant, whatever this machine sets.
        OPENAI_API_KEY: '',
        OPENAI_BASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = { child, dataDir };
    readyUrl = `${baseUrl}/api/stations`;
    process.env['E2E_HAS_API'] = 'true';
  } else {
    if (!existsSync(join(workspaceRoot, 'dist/apps/web/index.html'))) {
      throw new Error('dist/apps/web is missing: run `npx nx run web:build` first');
    }
    const vite = join(workspaceRoot, 'node_modules/vite/bin/vite.js');
    const args = [
      'preview',
      '--config',
      'apps/web/vite.config.mts',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ];
    const child = spawn(process.execPath, [vite, ...args], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = { child };
    readyUrl = `${baseUrl}/`;
    process.env['E2E_HAS_API'] = 'false';
  }

  let output = '';
  server.child.stdout?.on('data', (chunk) => (output += chunk));
  server.child.stderr?.on('data', (chunk) => (output += chunk));
  (globalThis as { __E2E_SERVER__?: E2eServer }).__E2E_SERVER__ = server;
  await waitForOk(readyUrl, server.child, () => output.slice(-4000));
  process.env['E2E_BASE_URL'] = baseUrl;
}
