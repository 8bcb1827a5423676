import { loadAuthConfig } from './config';

describe('loadAuthConfig: sign-in failure limits', () => {
  it('when nothing is set, allows 5 failures per account and address, 20 per address, slows an account after 10 (up to 3 s)', () => {
    expect(loadAuthConfig({})).toMatchObject({
      LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: 5,
      LOGIN_MAX_FAILURES_PER_IP: 20,
      LOGIN_FAILURE_WINDOW_MINUTES: 15,
      LOGIN_ACCOUNT_SLOWDOWN_AFTER: 10,
      LOGIN_ACCOUNT_MAX_DELAY_MS: 3000,
    });
  });

  it('when only the former LOGIN_MAX_FAILURES_PER_USERNAME is set, still honours it; the new name wins when both are', () => {
    expect(loadAuthConfig({ LOGIN_MAX_FAILURES_PER_USERNAME: '3' }).LOGIN_MAX_FAILURES_PER_ACCOUNT_IP).toBe(
      3,
    );
    const both = { LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '7' };
    expect(loadAuthConfig(both).LOGIN_MAX_FAILURES_PER_ACCOUNT_IP).toBe(7);
    expect(loadAuthConfig(both)).not.toHaveProperty('LOGIN_MAX_FAILURES_PER_USERNAME');
  });

  it.each([
    ['LOGIN_MAX_FAILURES_PER_ACCOUNT_IP', '0'],
    ['LOGIN_MAX_FAILURES_PER_USERNAME', 'many'],
    ['LOGIN_ACCOUNT_MAX_DELAY_MS', '-1'],
    ['LOGIN_ACCOUNT_SLOWDOWN_AFTER', '0'],
  ])('when %s is %j, stops with its name', (name, value) => {
    expect(() => loadAuthConfig({ [name]: value })).toThrow(name);
  });
});
