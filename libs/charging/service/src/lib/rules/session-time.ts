import { SESSION_TIME_EDGES_MINUTES, type SessionTime } from '@chargesetu/shared/contracts';

/**
 * Completed sessions by how long they charged: one bucket per interval of SESSION_TIME_EDGES_MINUTES
 * (from included, to excluded; the last open-ended) and the mean, one decimal (null without a session).
 * An end before the start (a charger's clock that jumped back) counts as 0 minutes.
 */
export function sessionTime(charged: number[]): SessionTime {
  const minutes = charged.map((m) => Math.max(0, m));
  const starts = [0, ...SESSION_TIME_EDGES_MINUTES];
  const buckets = starts.map((fromMinutes, i) => ({
    fromMinutes,
    toMinutes: i + 1 < starts.length ? starts[i + 1] : null,
    sessions: 0,
  }));
  for (const m of minutes) {
    buckets[buckets.findLastIndex((b) => m >= b.fromMinutes)].sessions += 1;
  }
  const total = minutes.reduce((a, b) => a + b, 0);
  return {
    sessions: minutes.length,
    averageMinutes: minutes.length === 0 ? null : Math.round((total / minutes.length) * 10) / 10,
    buckets,
  };
}
