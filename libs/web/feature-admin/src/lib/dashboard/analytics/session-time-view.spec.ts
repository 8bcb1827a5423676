import type { SessionTime } from '@chargesetu/shared/contracts';
import { minutesText, sessionBucketLabel, sessionBucketWords, sessionTimeSummary } from './session-time-view';

const time = (counts: number[], averageMinutes: number | null): SessionTime => ({
  sessions: counts.reduce((a, b) => a + b, 0),
  averageMinutes,
  buckets: [0, 15, 30, 45, 60].map((fromMinutes, i) => ({
    fromMinutes,
    toMinutes: fromMinutes === 60 ? null : fromMinutes + 15,
    sessions: counts[i],
  })),
});

describe('session time view', () => {
  it('labels the buckets for the axis', () => {
    expect(time([0, 0, 0, 0, 0], null).buckets.map(sessionBucketLabel)).toEqual([
      'Under 15 min',
      '15–30 min',
      '30–45 min',
      '45–60 min',
      '60 min or more',
    ]);
    expect(time([0, 0, 0, 0, 0], null).buckets.map(sessionBucketWords)).toEqual([
      'under 15 minutes',
      '15 to 30 minutes',
      '30 to 45 minutes',
      '45 to 60 minutes',
      '60 minutes or more',
    ]);
  });

  it('writes minutes with at most one decimal', () => {
    expect(minutesText(31.4)).toBe('31.4 minutes');
    expect(minutesText(1)).toBe('1 minute');
  });

  it('names the count, the average and the most common length', () => {
    expect(sessionTimeSummary(time([2, 7, 3, 0, 0], 24.3))).toBe(
      '12 completed sessions, 24.3 minutes on average; most (7) charged 15 to 30 minutes.',
    );
    expect(sessionTimeSummary(time([1, 0, 0, 0, 0], 1.2))).toBe(
      '1 completed session, 1.2 minutes on average; it charged under 15 minutes.',
    );
  });

  it('without a completed session: nothing to summarise (the card shows its empty state)', () => {
    expect(sessionTimeSummary(time([0, 0, 0, 0, 0], null))).toBeNull();
  });
});
