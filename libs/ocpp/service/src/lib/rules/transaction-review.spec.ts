import { reviewTransaction } from './transaction-review';

const now = new Date('2026-11-24T10:00:00Z');
const at = (min: number) => new Date(now.getTime() + min * 60_000);

describe('reviewTransaction', () => {
  it('bills meterStop − meterStart and flags nothing for sound readings', () => {
    expect(reviewTransaction({ meterStartWh: 1000, startedAt: at(-30), meterStopWh: 13_500, endedAt: at(-1) }, now)).toEqual({
      energyWh: 12_500,
      reviewReasons: [],
    });
  });

  it('accepts old timestamps (an offline queue delivered late)', () => {
    expect(
      reviewTransaction({ meterStartWh: 0, startedAt: at(-3000), meterStopWh: 500, endedAt: at(-2990) }, now).reviewReasons,
    ).toEqual([]);
  });

  it('flags a stop before the start, a meter going backwards and a future timestamp', () => {
    const r = reviewTransaction({ meterStartWh: 5000, startedAt: at(10), meterStopWh: 4000, endedAt: at(8) }, now);
    expect(r.reviewReasons).toEqual([
      'stopped before it started',
      'meter stop below meter start',
      'timestamp in the future',
    ]);
    expect(r.energyWh).toBe(0);
  });

  it('tolerates a charger clock a few minutes ahead', () => {
    expect(reviewTransaction({ meterStartWh: 0, startedAt: at(-10), meterStopWh: 1, endedAt: at(4) }, now).reviewReasons).toEqual([]);
  });
});
