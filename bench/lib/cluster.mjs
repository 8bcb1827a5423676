// Starts the built bundles (dist/apps/<name>/main.js) as separate processes, as `npm run start:services`
// does, and reads their readiness and memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const SERVICES = ['auth', 'stations', 'bookings', 'payments', 'charging', 'assistant', 'ocpp'];

export async function freePort() {
  const srv = createServer();
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in MiB, from /proc (Linux): now (VmRSS) or its peak so far (VmHWM). */
export function rssMiB(pid, field = 'VmRSS') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** A process's open-file limit (soft and hard), from /proc (Linux). */
export function openFilesLimit(pid = 'self') {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const [soft, hard] = line.replace('Max open files', '').trim().split(/\s+/);
  return { soft: Number(soft), hard: hard === 'unlimited' ? Infinity : Number(hard) };
}

export async function waitOk(url, timeoutMs = 60_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not yet
    }
    await sleep(50);
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}

export class Cluster {
  constructor(env) {
    this.env = env;
    this.children = new Map();
    this.logs = new Map();
    // However this script ends (a crash included), the services it started end with it.
    process.once('exit', () => {
      for (const child of this.children.values()) if (child.exitCode === null) child.kill('SIGKILL');
    });
  }

  /** Spawns an app and resolves with how long it took to answer `readyPath` with 200. */
  async start(name, port, { readyPath = '/ready', env = {}, script } = {}) {
    const started = performance.now();
    const main = script ?? path.join(root, 'dist/apps', name, 'main.js');
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, ...this.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = [];
    child.stdout.on('data', (d) => log.push(String(d)));
    child.stderr.on('data', (d) => log.push(String(d)));
    this.children.set(name, child);
    this.logs.set(name, log);
    try {
      await waitOk(`http://127.0.0.1:${port}${readyPath}`, 60_000, child);
    } catch (err) {
      throw new Error(`${err.message}\n${log.join('').slice(-3000)}`, { cause: err });
    }
    return performance.now() - started;
  }

  pid(name) {
    return this.children.get(name).pid;
  }

  async stop(name, signal = 'SIGTERM') {
    const child = this.children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }

  async stopAll() {
    await Promise.all([...this.children.keys()].map((n) => this.stop(n)));
  }
}

/** Books `slot` for the driver's vehicle and pays it by UPI; answers the booking. */
export async function bookAndPay(call, { slot, driver }) {
  const booking = await call('POST', '/api/bookings', { ...slot, vehicleId: driver.vehicleId }, driver.token);
  await call(
    'POST',
    '/api/payments',
    { bookingId: booking.id, paymentMethod: 'upi', upiId: 'bench@okaxis' },
    driver.token,
  );
  return booking;
}

/**
 * Starts charging a paid booking. The booking turns confirmed when bookings has consumed
 * payment.completed: until then the start is a 409 "not been paid yet", the only answer worth retrying
 * (any other 409 is a fixture bug).
 */
export async function startWhenPaid(call, bookingId, token) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call('POST', `/api/charging/${bookingId}/control`, { action: 'start' }, token);
    } catch (err) {
      if (attempt > 200 || !/-> 409: .*not been paid yet/.test(err.message)) throw err;
      await sleep(25);
    }
  }
}

/** JSON over HTTP against a base URL; throws with the body on a non-2xx answer. */
export function client(baseUrl) {
  return async function call(method, path, body, token) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  };
}
