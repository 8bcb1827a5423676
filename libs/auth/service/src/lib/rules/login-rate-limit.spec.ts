import { RateLimited } from '@chargesetu/shared/domain';
import { accountKey, accountSlowdownMs, signInWaitMs, TooManyAttemptsError } from './login-rate-limit';

describe('accountSlowdownMs', () => {
  const config = { LOGIN_ACCOUNT_SLOWDOWN_AFTER: 10, LOGIN_ACCOUNT_MAX_DELAY_MS: 3000 };

  it('when the account has fewer failures than the threshold, adds nothing', () => {
    expect([0, 5, 9].map((n) => accountSlowdownMs(n, config))).toEqual([0, 0, 0]);
  });

  it('from the threshold on, waits 250 ms doubling per further failure, never more than the cap', () => {
    expect([10, 11, 12, 13, 14, 1000].map((n) => accountSlowdownMs(n, config))).toEqual([
      250, 500, 1000, 2000, 3000, 3000,
    ]);
  });

  it('when the cap is 0, the slowdown is off', () => {
    expect(accountSlowdownMs(50, { ...config, LOGIN_ACCOUNT_MAX_DELAY_MS: 0 })).toBe(0);
  });
});

describe('signInWaitMs', () => {
  const config = {
    LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: 5,
    LOGIN_MAX_FAILURES_PER_IP: 20,
    LOGIN_ACCOUNT_SLOWDOWN_AFTER: 10,
    LOGIN_ACCOUNT_MAX_DELAY_MS: 3000,
  };
  const window = (count: number, secondsUntilOldestExpires = 0) => ({ count, secondsUntilOldestExpires });
  const failures = (pair: number, source: number, account: number, seconds = 0) => ({
    pair: window(pair, seconds),
    source: window(source, seconds),
    account: window(account, seconds),
  });
  const refusal = (f: ReturnType<typeof failures>) => {
    try {
      signInWaitMs(f, config);
    } catch (err) {
      return err;
    }
    throw new Error('expected a refusal');
  };

  it('when nothing is over a limit, answers the account slowdown (0 below its threshold)', () => {
    expect(signInWaitMs(failures(4, 19, 9), config)).toBe(0);
    expect(signInWaitMs(failures(4, 19, 11), config)).toBe(500);
  });

  it('when this address failed too often on this account, refuses it with the minutes left and Retry-After', () => {
    const err = refusal(failures(5, 5, 5, 61)) as TooManyAttemptsError;
    expect(err).toBeInstanceOf(TooManyAttemptsError);
    expect(err).toBeInstanceOf(RateLimited);
    expect(err.message).toBe(
      'Too many failed sign-in attempts for this account. Please wait 2 minutes and try again.',
    );
    expect(err.retryAfterSeconds).toBe(61);
  });

  it('when this address failed too often on any accounts, refuses it as a network (at least 1 s, 1 minute)', () => {
    const err = refusal(failures(0, 20, 0, 0)) as TooManyAttemptsError;
    expect(err.message).toBe(
      'Too many failed sign-in attempts from your network. Please wait 1 minute and try again.',
    );
    expect(err.retryAfterSeconds).toBe(1);
  });

  it('counts unknown names by the name tried, lower-cased, and accounts by their id', () => {
    expect(accountKey(7, 'Asha')).toBe('user:7');
    expect(accountKey(undefined, 'Asha')).toBe('name:asha');
  });
});
