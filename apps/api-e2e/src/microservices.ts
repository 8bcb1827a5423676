import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const SERVICES = ['auth', 'stations', 'bookings', 'payments', 'charging', 'assistant', 'ocpp'] as const;
export type Service = (typeof SERVICES)[number];
const root = path.resolve(__dirname, '../../..');

/** The built bundles (dist/apps/<name>/main.js), each its own process, as `npm run start:services` runs them. */
export class Microservices {
  readonly processes = new Map<string, ChildProcess>();
  readonly output = new Map<string, string[]>();
  constructor(readonly env: NodeJS.ProcessEnv) {}

  /**
   * Spawns an app. `as` names the process when one app runs twice (a second instance of a service);
   * `env` adds to or overrides the cluster's environment for this process only. Starting a name again
   * (after a kill) replaces the old process and keeps its earlier output.
   */
  start(name: Service | 'gateway' | 'charger-sim', o: { as?: string; env?: NodeJS.ProcessEnv } = {}): void {
    const key = o.as ?? name;
    const child = spawn(process.execPath, [path.join(root, 'dist/apps', name, 'main.js')], {
      env: { ...process.env, ...this.env, ...o.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = this.output.get(key) ?? [];
    child.stdout?.on('data', (d) => lines.push(String(d)));
    child.stderr?.on('data', (d) => lines.push(String(d)));
    this.output.set(key, lines);
    this.processes.set(key, child);
  }

  async kill(name: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.processes.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.processes.keys()].map((n) => this.kill(n)));
  }

  /** Polls a URL until it answers 200, or fails with the process output to explain why. */
  async waitReady(name: string, url: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const child = this.processes.get(name);
      if (child && child.exitCode !== null) break;
      try {
        if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(
      `${name} did not become ready at ${url}:\n${(this.output.get(name) ?? []).join('').slice(-3000)}`,
    );
  }
}
