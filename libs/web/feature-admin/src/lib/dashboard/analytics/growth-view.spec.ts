import { growthSummary, monthLabel } from './growth-view';

describe('growth view', () => {
  it('names months as "Jul 2026"', () => {
    expect(monthLabel('2026-07')).toBe('Jul 2026');
  });

  it('says how many drivers there are, how many were there before, and how many joined', () => {
    expect(
      growthSummary([
        { month: '2026-06', newDrivers: 3, totalDrivers: 1203 },
        { month: '2026-07', newDrivers: 5, totalDrivers: 1208 },
      ]),
    ).toBe('1,208 drivers now (1,200 before Jun 2026); 8 joined over these 2 months, 5 of them in Jul 2026.');
    expect(growthSummary([{ month: '2026-07', newDrivers: 1, totalDrivers: 1 }])).toBe(
      '1 driver now (0 before Jul 2026); 1 joined this month, 1 of them in Jul 2026.',
    );
  });

  it('without a single driver: nothing to summarise (the card shows its empty state)', () => {
    expect(growthSummary([{ month: '2026-07', newDrivers: 0, totalDrivers: 0 }])).toBeNull();
    expect(growthSummary([])).toBeNull();
  });
});
