import { timeAgo } from './time-ago';

const now = new Date('2026-11-24T10:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it('says "just now" under a minute, and for a moment ahead of the clock', () => {
    expect(timeAgo(before(59_999), now)).toBe('just now');
    expect(timeAgo(before(-5_000), now)).toBe('just now');
  });

  it('counts whole minutes, hours and days, rounding down', () => {
    expect(timeAgo(before(60_000), now)).toBe('1 min ago');
    expect(timeAgo(before(59 * 60_000 + 59_000), now)).toBe('59 min ago');
    expect(timeAgo(before(3 * 3_600_000 + 1), now)).toBe('3 hr ago');
    expect(timeAgo(before(24 * 3_600_000), now)).toBe('1 day ago');
    expect(timeAgo(before(29 * 24 * 3_600_000), now)).toBe('29 days ago');
  });

  it('gives the IST date from 30 days on, and for an instant it cannot read', () => {
    expect(timeAgo('2026-10-01T20:00:00.000Z', now)).toBe('2 Oct 2026');
    expect(timeAgo('not a date', now)).toBe('—');
  });
});
