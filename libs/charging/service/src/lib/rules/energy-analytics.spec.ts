import { istInstant } from '@chargesetu/shared/domain';
import { energyAnalytics } from './energy-analytics';

const RANGE = { from: '2026-11-23', to: '2026-11-24' };

describe('energyAnalytics', () => {
  it('adds up sessions and kWh per IST hour the session started and per station', () => {
    const r = energyAnalytics(RANGE, [
      { stationId: 4, start: istInstant('2026-11-23', '10:05'), energyKwh: 12.4, chargingMinutes: 31 },
      { stationId: 4, start: istInstant('2026-11-24', '10:55'), energyKwh: 7.35, chargingMinutes: 12 },
      { stationId: 9, start: istInstant('2026-11-23', '18:30'), energyKwh: 30.1, chargingMinutes: 62 },
    ]);
    expect(r.byHour).toHaveLength(24);
    expect(r.byHour[10]).toEqual({ hour: 10, sessions: 2, energyKwh: 19.75 });
    expect(r.byHour[18]).toEqual({ hour: 18, sessions: 1, energyKwh: 30.1 });
    expect(r.byHour[0]).toEqual({ hour: 0, sessions: 0, energyKwh: 0 });
    expect(r.byStation).toEqual([
      { stationId: 9, sessions: 1, energyKwh: 30.1 },
      { stationId: 4, sessions: 2, energyKwh: 19.75 },
    ]);
    expect(r.sessionTime).toEqual({
      sessions: 3,
      averageMinutes: 35,
      buckets: [
        { fromMinutes: 0, toMinutes: 15, sessions: 1 },
        { fromMinutes: 15, toMinutes: 30, sessions: 0 },
        { fromMinutes: 30, toMinutes: 45, sessions: 1 },
        { fromMinutes: 45, toMinutes: 60, sessions: 0 },
        { fromMinutes: 60, toMinutes: null, sessions: 1 },
      ],
    });
    expect(r).toMatchObject(RANGE);
  });
});
