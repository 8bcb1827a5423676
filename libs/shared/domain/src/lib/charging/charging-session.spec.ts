import {
  sessionDueAt,
  sessionMaxMinutes,
  sessionStateAt,
  simulatedMinutesAt,
  type ChargingSessionParams,
} from './charging-session';
import { simulateCharging } from './charging-curve';

const START = '2026-11-23T04:30:00.000Z';
const at = (ms: number) => new Date(Date.parse(START) + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const AC: ChargingSessionParams = { startedAt: START, chargerKw: 7.4, pricePerKwh: '12.00' };
const DC: ChargingSessionParams = { startedAt: START, chargerKw: 150, pricePerKwh: '22.00' };

describe('sessionStateAt', () => {
  it('at scale 1, follows the wall clock minute for minute', () => {
    expect(sessionStateAt(AC, at(12 * MINUTE))).toEqual(
      simulateCharging({ chargerKw: 7.4, pricePerKwh: 12, elapsedMinutes: 12 }),
    );
  });

  it('CHARGING_TIME_SCALE 60 makes a wall-clock second a minute of charging', () => {
    const fast = { ...AC, timeScale: 60 };
    expect(simulatedMinutesAt(fast, at(12 * SECOND))).toBe(12);
    expect(sessionStateAt(fast, at(12 * SECOND))).toEqual(sessionStateAt(AC, at(12 * MINUTE)));
    expect(sessionStateAt(fast, at(29 * SECOND)).finished).toBe(false);
    expect(sessionStateAt(fast, at(30 * SECOND))).toMatchObject({ finished: true, energyKwh: 3.7 });
  });

  it('before the start, nothing has happened', () => {
    expect(sessionStateAt(DC, at(-5 * MINUTE))).toMatchObject({ energyKwh: 0, percent: 20, finished: false });
  });

  it('after its natural end, stays at its final state', () => {
    const final = sessionStateAt(DC, sessionDueAt(DC));
    expect(final).toMatchObject({
      percent: 100,
      energyKwh: 32,
      cost: 704,
      endReason: 'full',
      finished: true,
    });
    expect(sessionStateAt(DC, at(3 * 60 * MINUTE))).toEqual(final);
  });

  it('is the same for the same parameters and instant: nothing is kept in memory', () => {
    const params = { ...DC, capacityKwh: 60, startPercent: 35, timeScale: 7 };
    const when = at(83 * SECOND);
    expect(sessionStateAt({ ...params }, when.toISOString())).toEqual(sessionStateAt(params, when));
  });

  it('treats a missing, zero or unreadable scale as 1', () => {
    for (const timeScale of [0, -3, Number.NaN, undefined]) {
      expect(sessionStateAt({ ...AC, timeScale }, at(7 * MINUTE))).toEqual(
        sessionStateAt(AC, at(7 * MINUTE)),
      );
    }
  });
});

describe('sessionMaxMinutes', () => {
  it('is the booked duration from the actual start', () => {
    expect(sessionMaxMinutes(AC)).toBe(30);
    expect(sessionMaxMinutes({ ...AC, bookedMinutes: 45 })).toBe(45);
    expect(sessionMaxMinutes({ ...AC, bookedEnd: at(2 * 60 * MINUTE) })).toBe(30);
  });

  it('never runs past the end of the booking (in simulated minutes at the session scale)', () => {
    expect(sessionMaxMinutes({ ...AC, bookedEnd: at(10 * MINUTE) })).toBe(10);
    expect(sessionMaxMinutes({ ...AC, bookedEnd: at(10 * SECOND), timeScale: 60 })).toBe(10);
    expect(sessionMaxMinutes({ ...AC, bookedEnd: at(10 * MINUTE), timeScale: 60 })).toBe(30);
    expect(sessionMaxMinutes({ ...AC, bookedEnd: at(-MINUTE) })).toBe(0);
  });
});

describe('sessionDueAt', () => {
  it('is when the booked time is used up, or when the battery is full if that comes first', () => {
    expect(sessionDueAt(AC)).toEqual(at(30 * MINUTE));
    expect(sessionDueAt({ ...AC, timeScale: 60 })).toEqual(at(30 * SECOND));
    expect(sessionDueAt({ ...AC, bookedEnd: at(10 * MINUTE) })).toEqual(at(10 * MINUTE));
    // 150 kW on 40 kWh from 20% is full after ≈ 17.79 minutes (see the curve's tests).
    const full = sessionDueAt(DC).getTime() - Date.parse(START);
    expect(full / MINUTE).toBeCloseTo(17.79, 2);
    expect(sessionDueAt({ ...DC, timeScale: 10 }).getTime() - Date.parse(START)).toBe(Math.ceil(full / 10));
  });

  it('the session is finished at that instant and not a millisecond before', () => {
    for (const p of [AC, DC, { ...DC, timeScale: 7 }, { ...AC, timeScale: 60, capacityKwh: 5 }]) {
      const due = sessionDueAt(p);
      expect(sessionStateAt(p, due)).toMatchObject({ finished: true, percentComplete: 100 });
      const before = sessionStateAt(p, new Date(due.getTime() - 1));
      expect(before.endReason).toBeNull();
      expect(before.currentPowerKw).toBeGreaterThan(0);
    }
  });
});
