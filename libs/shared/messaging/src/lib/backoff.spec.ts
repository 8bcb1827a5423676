import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from the initial delay and stops growing at the cap (reconnect schedule: 200 ms .. 5 s)', () => {
    const schedule = [1, 2, 3, 4, 5, 6, 7, 8].map((a) => backoffDelay(a, { initialMs: 200, maxMs: 5000 }));
    expect(schedule).toEqual([200, 400, 800, 1600, 3200, 5000, 5000, 5000]);
  });

  it('defaults to 100 ms doubling up to 5 s', () => {
    expect(backoffDelay(1)).toBe(100);
    expect(backoffDelay(2)).toBe(200);
    expect(backoffDelay(100)).toBe(5000);
  });

  it('treats a nonsensical attempt as the first', () => {
    expect(backoffDelay(0)).toBe(100);
    expect(backoffDelay(Number.NaN)).toBe(100);
  });
});
