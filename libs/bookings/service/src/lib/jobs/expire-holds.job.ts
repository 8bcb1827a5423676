import type { BackgroundJob } from '@chargesetu/shared/runtime';
import { loadBookingsConfig } from '../config';
import { bookingsDeps } from '../deps';
import { expireHolds } from '../use-cases/expire-holds';

/**
 * Every BOOKING_EXPIRY_INTERVAL_MS, cancels unpaid holds older than BOOKING_HOLD_MINUTES (their
 * deadline was set at creation). Runs never overlap; stopping waits for a run in progress.
 */
export const expireHoldsJob: BackgroundJob = (ctx) => {
  const { BOOKING_EXPIRY_INTERVAL_MS } = loadBookingsConfig(ctx.env);
  const deps = bookingsDeps(ctx);
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = expireHolds(deps)
      .then(() => undefined)
      .catch((err: unknown) => ctx.logger.error({ err }, 'expiring unpaid holds failed'))
      .finally(() => {
        running = undefined;
      });
  }, BOOKING_EXPIRY_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
