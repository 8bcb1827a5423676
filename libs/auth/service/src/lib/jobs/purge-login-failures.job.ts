import { intervalJob } from '@chargesetu/shared/runtime';
import type { AuthDeps } from '../deps';

/** Deletes failed sign-ins once they are well outside the counting window, so the table stays small. */
export const purgeLoginFailures = intervalJob<AuthDeps>({
  name: 'purging login failures',
  everyMs: () => 10 * 60 * 1000,
  run: (deps) => deps.failures.purge(2 * deps.config.LOGIN_FAILURE_WINDOW_MINUTES),
});
