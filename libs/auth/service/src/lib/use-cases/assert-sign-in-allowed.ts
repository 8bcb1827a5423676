import { setTimeout } from 'node:timers/promises';
import type { AuthDeps } from '../deps';
import { signInWaitMs } from '../rules/login-rate-limit';

/**
 * Decides whether a sign-in may check its password (rules/login-rate-limit.ts), from the failures in the
 * window; called before the password, so a refused guesser learns nothing. Throws TooManyAttemptsError
 * (429) or waits the account's slowdown. Only failures count: someone who types the right password is
 * never refused, however often.
 */
export async function assertSignInAllowed(deps: AuthDeps, key: string, ip: string): Promise<void> {
  const failures = await deps.failures.forAttempt(key, ip, deps.config.LOGIN_FAILURE_WINDOW_MINUTES);
  const wait = signInWaitMs(failures, deps.config);
  if (wait > 0) await setTimeout(wait);
}
