import { accountSlowdownMs } from './login-rate-limit';

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
