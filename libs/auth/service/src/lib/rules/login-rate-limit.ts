import { RateLimited } from '@chargesetu/shared/domain';
import type { AuthConfig } from '../config';
import type { AttemptFailures } from '../repositories/login-failures.repository';

/** Sign-in refused for a while; the error handler sends retryAfterSeconds as the Retry-After header. */
export class TooManyAttemptsError extends RateLimited {
  constructor(
    message: string,
    override readonly retryAfterSeconds: number,
  ) {
    super(message, retryAfterSeconds);
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

export type SignInLimits = Pick<
  AuthConfig,
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT_IP'
  | 'LOGIN_MAX_FAILURES_PER_IP'
  | 'LOGIN_ACCOUNT_SLOWDOWN_AFTER'
  | 'LOGIN_ACCOUNT_MAX_DELAY_MS'
>;

/**
 * How long an attempt on an account waits, given its failures from every address in the window: none
 * below LOGIN_ACCOUNT_SLOWDOWN_AFTER, then 250 ms doubling per further failure, at most
 * LOGIN_ACCOUNT_MAX_DELAY_MS. Bounded on purpose: a guesser spread over many addresses is slowed, but
 * can never turn this into a lock-out of the owner.
 */
export function accountSlowdownMs(
  accountFailures: number,
  config: Pick<SignInLimits, 'LOGIN_ACCOUNT_SLOWDOWN_AFTER' | 'LOGIN_ACCOUNT_MAX_DELAY_MS'>,
): number {
  const over = accountFailures - config.LOGIN_ACCOUNT_SLOWDOWN_AFTER;
  if (over < 0) return 0;
  return Math.min(config.LOGIN_ACCOUNT_MAX_DELAY_MS, SLOWDOWN_STEP_MS * 2 ** Math.min(over, 16));
}

/**
 * Whether a sign-in may check its password, given the failures in the window. Failures count per
 * (account, client address) and per address, never per account alone, so nobody can lock the owner
 * out from somewhere else:
 * - this address failed LOGIN_MAX_FAILURES_PER_ACCOUNT_IP times on this account: 429 for this account;
 * - this address failed LOGIN_MAX_FAILURES_PER_IP times on any accounts: 429 for everything;
 * - the account failed often from all addresses together: the attempt waits (accountSlowdownMs), and
 *   is then answered normally, the right password included.
 * Throws TooManyAttemptsError for a refusal; otherwise answers how many milliseconds to wait first.
 */
export function signInWaitMs(failures: AttemptFailures, config: SignInLimits): number {
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
  return accountSlowdownMs(failures.account.count, config);
}
