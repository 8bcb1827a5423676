import { rmSync } from 'node:fs';
import type { E2eServer } from './global-setup';

/** Stops the server that global-setup started and removes its data directory. */
export default async function globalTeardown() {
  const server = (globalThis as { __E2E_SERVER__?: E2eServer }).__E2E_SERVER__;
  if (!server) return;
  const { child, dataDir } = server;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
