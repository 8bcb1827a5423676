import type { BackgroundJob } from '@chargesetu/shared/runtime';
import { loadChargingConfig } from '../config';
import { chargingDeps } from '../deps';
import { completeDueSessions } from '../use-cases/complete-due-sessions';

/**
 * Every CHARGING_COMPLETION_INTERVAL_MS, completes the sessions that have reached their natural end, so
 * a session ends (and the booking is settled) even if nobody polls its status. Runs never overlap;
 * stopping waits for a run in progress.
 */
export const completeDueSessionsJob: BackgroundJob = (ctx) => {
  const { CHARGING_COMPLETION_INTERVAL_MS } = loadChargingConfig(ctx.env);
  const deps = chargingDeps(ctx);
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = completeDueSessions(deps)
      .then(() => undefined)
      .catch((err: unknown) => ctx.logger.error({ err }, 'completing due charging sessions failed'))
      .finally(() => {
        running = undefined;
      });
  }, CHARGING_COMPLETION_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
