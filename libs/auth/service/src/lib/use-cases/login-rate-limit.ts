import { HttpError } from '@chargesetu/shared/server-kit';
import type { AuthDeps } from '../deps';

/** A 429 that also tells clients when to retry (the Retry-After header). */
export class TooManyAttemptsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The key failures are counted under: the account when it exists, else the name that was tried. */
export function accountKey(userId: number | undefined, identifier: string): string {
  return userId ? `user:${userId}` : `name:${identifier.toLowerCase().slice(0, 250)}`;
}

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/**
 * Refuses a sign-in once the account or the client IP has had too many failures in the window; checked
 * before the password, so a locked-out guesser learns nothing. Only failures count: someone who types
 * the right password is never slowed, however often they sign in.
 */
export async function assertSignInAllowed(deps: AuthDeps, key: string, ip: string): Promise<void> {
  const { LOGIN_FAILURE_WINDOW_MINUTES: window } = deps.config;
  const account = await deps.failures.forAccount(key, window);
  if (account.count >= deps.config.LOGIN_MAX_FAILURES_PER_USERNAME) {
    const wait = account.secondsUntilOldestExpires;
    throw new TooManyAttemptsError(
      `Too many failed sign-in attempts for this account. Please wait ${minutes(wait)} and try again.`,
      Math.max(1, wait),
    );
  }
  const fromIp = await deps.failures.forIp(ip, window);
  if (fromIp.count >= deps.config.LOGIN_MAX_FAILURES_PER_IP) {
    const wait = fromIp.secondsUntilOldestExpires;
    throw new TooManyAttemptsError(
      `Too many failed sign-in attempts from your network. Please wait ${minutes(wait)} and try again.`,
      Math.max(1, wait),
    );
  }
}
