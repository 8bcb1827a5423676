import { setTimeout } from 'node:timers/promises';
import { HttpError } from '@chargesetu/shared/server-kit';
import type { AuthConfig } from '../config';
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

/** The first step of the per-account slowdown; it doubles with each further failure, up to the cap. */
export const SLOWDOWN_STEP_MS = 250;

/**
 * How long an attempt on an account waits, given its failures from every address in the window: none
 * below LOGIN_ACCOUNT_SLOWDOWN_AFTER, then 250 ms doubling per further failure, at most
 * LOGIN_ACCOUNT_MAX_DELAY_MS. Bounded on purpose: a guesser spread over many addresses is slowed, but
 * can never turn this into a lock-out of the owner.
 */
export function accountSlowdownMs(
  accountFailures: number,
  config: Pick<AuthConfig, 'LOGIN_ACCOUNT_SLOWDOWN_AFTER' | 'LOGIN_ACCOUNT_MAX_DELAY_MS'>,
): number {
  const over = accountFailures - config.LOGIN_ACCOUNT_SLOWDOWN_AFTER;
  if (over < 0) return 0;
  return Math.min(config.LOGIN_ACCOUNT_MAX_DELAY_MS, SLOWDOWN_STEP_MS * 2 ** Math.min(over, 16));
}

/**
 * Decides whether a sign-in may check its password; called before the password, so a refused guesser
 * learns nothing. Failures count per (account, client address) and per address, never per account
 * alone, so nobody can lock the owner out from somewhere else:
 * - this address failed LOGIN_MAX_FAILURES_PER_ACCOUNT_IP times on this account: 429 for this account;
 * - this address failed LOGIN_MAX_FAILURES_PER_IP times on any accounts: 429 for everything;
 * - the account failed often from all addresses together: the attempt waits (accountSlowdownMs), and
 *   is then answered normally, the right password included.
 * Only failures count: someone who types the right password is never refused, however often.
 */
export async function assertSignInAllowed(deps: AuthDeps, key: string, ip: string): Promise<void> {
  const { config } = deps;
  const failures = await deps.failures.forAttempt(key, ip, config.LOGIN_FAILURE_WINDOW_MINUTES);
  if (failures.pair.count >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT_IP) {
    const wait = failures.pair.secondsUntilOldestExpires;
    throw new TooManyAttemptsError(
      `Too many failed sign-in attempts for this account. Please wait ${minutes(wait)} and try again.`,
      Math.max(1, wait),
    );
  }
  if (failures.source.count >= config.LOGIN_MAX_FAILURES_PER_IP) {
    const wait = failures.source.secondsUntilOldestExpires;
    throw new TooManyAttemptsError(
      `Too many failed sign-in attempts from your network. Please wait ${minutes(wait)} and try again.`,
      Math.max(1, wait),
    );
  }
  const slowdown = accountSlowdownMs(failures.account.count, config);
  if (slowdown > 0) await setTimeout(slowdown);
}
