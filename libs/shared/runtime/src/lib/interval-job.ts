import type { Job, ServiceDeps } from './service-module';

/**
 * A job that runs every `everyMs(deps)` milliseconds while the service runs. Runs never overlap (a tick
 * that finds the previous run still going is skipped), a failed run is logged and the next tick tries
 * again, the timer never keeps the process alive, and stopping waits for a run in progress.
 */
export function intervalJob<D extends ServiceDeps>(def: {
  /** What it does, for the log: "expiring unpaid holds". */
  name: string;
  everyMs(deps: D): number;
  run(deps: D): Promise<unknown>;
}): Job<D> {
  return (deps) => {
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = def
        .run(deps)
        .then(() => undefined)
        .catch((err: unknown) => deps.ctx.logger.error({ err }, `${def.name} failed`))
        .finally(() => {
          running = undefined;
        });
    }, def.everyMs(deps));
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  };
}
