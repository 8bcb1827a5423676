import { growthSeries } from './user-growth';

describe('growthSeries', () => {
  it('carries the accounts from before the first month into a running total, month by month', () => {
    const series = growthSeries(
      ['2026-05', '2026-06', '2026-07'],
      40,
      new Map([
        ['2026-05', 3],
        ['2026-07', 5],
      ]),
    );
    expect(series).toEqual([
      { month: '2026-05', newDrivers: 3, totalDrivers: 43 },
      { month: '2026-06', newDrivers: 0, totalDrivers: 43 },
      { month: '2026-07', newDrivers: 5, totalDrivers: 48 },
    ]);
  });

  it('ignores counts of months outside the series (never adds them to a total)', () => {
    expect(growthSeries(['2026-07'], 0, new Map([['2026-08', 2]]))).toEqual([
      { month: '2026-07', newDrivers: 0, totalDrivers: 0 },
    ]);
  });
});
