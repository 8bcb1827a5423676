import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireRealServices } from './real-services';

/**
 * Whether a Docker-compatible engine is probably reachable, decided synchronously (from DOCKER_HOST and
 * the usual socket paths) so test files can choose `it` or `it.skip` while Jest collects them. The real
 * probe is testcontainers' own, in useTestDatabase / useTestBroker; a wrong guess there fails loudly.
 */
function containerEngineLikely(): boolean {
  if (process.env.DOCKER_HOST) return true;
  const uid = typeof process.getuid === 'function' ? process.getuid() : -1;
  const home = os.homedir();
  return [
    '/var/run/docker.sock',
    path.join(home, '.docker/run/docker.sock'),
    path.join(home, '.colima/default/docker.sock'),
    `/run/user/${uid}/docker.sock`,
    `/run/user/${uid}/podman/podman.sock`,
  ].some((p) => existsSync(p));
}

/** What useTestDatabase / useTestBroker will most likely give, and why a backend is missing. */
export function backendPlan(): { realDatabase: boolean; broker: boolean } {
  const engine = containerEngineLikely();
  return { realDatabase: !!process.env.DATABASE_URL || engine, broker: !!process.env.AMQP_URL || engine };
}

type TestFn = (name: string, fn: jest.ProvidesCallback, timeout?: number) => void;

/**
 * `it` when the backend is there (or REQUIRE_REAL_SERVICES=1, so a missing one fails the run), else
 * `it.skip` with the reason in the test's name: reported as skipped, never as passed.
 */
function gate(available: boolean, reason: string): TestFn {
  if (available || requireRealServices()) return it;
  let warned = false;
  return (name, fn, timeout) => {
    // Jest prints nothing for a file whose tests are all skipped, and may drop its console output:
    // write the reason straight to stderr, once per file.
    if (!warned) {
      process.stderr.write(
        `\n⚠ Tests SKIPPED: ${reason}. Set REQUIRE_REAL_SERVICES=1 to make this an error.\n`,
      );
    }
    warned = true;
    it.skip(`${name} [SKIPPED: ${reason}]`, fn, timeout);
  };
}

/** For tests that need RabbitMQ. */
export const itWithBroker: TestFn = gate(
  backendPlan().broker,
  'needs RabbitMQ: AMQP_URL not set and no Docker engine found',
);

/** For tests that need real PostgreSQL (not the embedded fallback). */
export const itWithRealDatabase: TestFn = gate(
  backendPlan().realDatabase,
  'needs real PostgreSQL: DATABASE_URL not set and no Docker engine found',
);
