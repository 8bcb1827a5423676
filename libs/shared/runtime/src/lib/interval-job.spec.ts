import { intervalJob } from './interval-job';
import type { ServiceContext } from './service-module';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` holds (a loaded machine may run timers late, so no fixed sleep decides). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await sleep(5);
}

function depsLogging(errors: unknown[]) {
  const logger = {
    error: (o: { err: unknown }) => errors.push(o.err),
  } as unknown as ServiceContext['logger'];
  return { ctx: { logger } as ServiceContext };
}

describe('intervalJob', () => {
  it('never overlaps runs, and stopping waits for the run in progress', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let finished = 0;
    const stop = intervalJob({
      name: 'slow job',
      everyMs: () => 10,
      run: async () => {
        runs += 1;
        active += 1;
        most = Math.max(most, active);
        await sleep(35);
        active -= 1;
        finished += 1;
      },
    })(depsLogging([]));
    await until(() => runs >= 3);
    await stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(finished).toBe(runs); // nothing left running after stop()
    await sleep(40);
    expect(runs).toBe(finished); // and nothing started after it
  });

  it('logs a failed run and tries again at the next tick', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = intervalJob({
      name: 'flaky job',
      everyMs: () => 10,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
    })(depsLogging(errors));
    await until(() => runs >= 2);
    await stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([new Error('database away')]);
  });
});
