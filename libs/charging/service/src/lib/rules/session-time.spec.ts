import { sessionTime } from './session-time';

describe('sessionTime', () => {
  it('puts each session in the bucket its minutes fall in (start included, end excluded) and averages them', () => {
    const r = sessionTime([0.5, 14.99, 15, 29, 30, 44.9, 45, 59.99, 60, 240]);
    expect(r.buckets).toEqual([
      { fromMinutes: 0, toMinutes: 15, sessions: 2 },
      { fromMinutes: 15, toMinutes: 30, sessions: 2 },
      { fromMinutes: 30, toMinutes: 45, sessions: 2 },
      { fromMinutes: 45, toMinutes: 60, sessions: 2 },
      { fromMinutes: 60, toMinutes: null, sessions: 2 },
    ]);
    expect(r.sessions).toBe(10);
    // (0.5 + 14.99 + 15 + 29 + 30 + 44.9 + 45 + 59.99 + 60 + 240) / 10 = 53.938
    expect(r.averageMinutes).toBe(53.9);
  });

  it('with no session: every bucket 0 and no average (not an average of 0)', () => {
    const r = sessionTime([]);
    expect(r.sessions).toBe(0);
    expect(r.averageMinutes).toBeNull();
    expect(r.buckets.map((b) => b.sessions)).toEqual([0, 0, 0, 0, 0]);
  });

  it('counts an end before the start (a charger whose clock jumped back) as 0 minutes', () => {
    const r = sessionTime([-3, 10]);
    expect(r.buckets[0].sessions).toBe(2);
    expect(r.averageMinutes).toBe(5);
  });
});
