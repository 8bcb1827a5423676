import type { BackgroundJob } from '@chargesetu/shared/runtime';
import { loadAuthConfig } from '../config';
import { loginFailuresRepository } from '../repositories/login-failures.repository';

const EVERY_MS = 10 * 60 * 1000;

/** Deletes failed sign-ins once they are well outside the counting window, so the table stays small. */
export const purgeLoginFailures: BackgroundJob = (ctx) => {
  const keepMinutes = 2 * loadAuthConfig(ctx.env).LOGIN_FAILURE_WINDOW_MINUTES;
  const failures = loginFailuresRepository(ctx.dataSource);
  const timer = setInterval(() => {
    failures
      .purge(keepMinutes)
      .catch((err: Error) => ctx.logger.warn({ err }, 'purging login failures failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
