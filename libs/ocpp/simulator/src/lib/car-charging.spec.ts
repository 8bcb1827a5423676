import { simulateCharging } from '@chargesetu/shared/domain';
import { DEFAULT_CAR, fullAt, readingAt, type ChargeSession } from './car-charging';

const START = new Date('2026-11-23T04:30:00.000Z');
const after = (ms: number) => new Date(START.getTime() + ms);
const MINUTE = 60_000;

const session = (over: Partial<ChargeSession> = {}): ChargeSession => ({
  startedAt: START,
  chargerKw: 7.4,
  car: DEFAULT_CAR,
  timeScale: 1,
  ...over,
});

describe('readingAt', () => {
  it('is the platform curve at (wall minutes × time scale), in whole Wh', () => {
    const curve = simulateCharging({
      chargerKw: 7.4,
      pricePerKwh: 0,
      elapsedMinutes: 12,
      maxMinutes: Infinity,
    });
    expect(readingAt(session(), after(12 * MINUTE))).toEqual({
      at: after(12 * MINUTE),
      energyWh: Math.round(curve.energyKwh * 1000),
      powerW: 7400,
      socPercent: curve.percent,
      full: false,
    });
    // 60× faster: 12 wall seconds are 12 minutes of charging.
    expect(readingAt(session({ timeScale: 60 }), after(12_000)).energyWh).toBe(
      readingAt(session(), after(12 * MINUTE)).energyWh,
    );
  });

  it('starts at nothing delivered, with the car at its start percent', () => {
    expect(readingAt(session(), START)).toMatchObject({ energyWh: 0, socPercent: 20, full: false });
    expect(readingAt(session({ car: { capacityKwh: 60, startPercent: 55 } }), START).socPercent).toBe(55);
  });

  it('tapers above 80 % and ends full with the whole battery delivered', () => {
    const dc = session({ chargerKw: 50 });
    const due = fullAt(dc);
    const before = readingAt(dc, new Date(due.getTime() - MINUTE));
    expect(before.full).toBe(false);
    expect(before.powerW).toBeLessThan(50_000);
    // 20 % → 100 % of 40 kWh.
    expect(readingAt(dc, due)).toMatchObject({ energyWh: 32_000, powerW: 0, socPercent: 100, full: true });
    expect(readingAt(dc, after(10 * 60 * MINUTE)).energyWh).toBe(32_000);
  });

  it('is capped by the charger: a smaller charger takes longer to fill the same car', () => {
    expect(fullAt(session({ chargerKw: 7.4 })).getTime()).toBeGreaterThan(
      fullAt(session({ chargerKw: 50 })).getTime(),
    );
    expect(readingAt(session({ chargerKw: 3.3 }), after(60 * MINUTE)).energyWh).toBe(3300);
  });

  it('has no booked window: a slow charge goes on past 30 minutes', () => {
    expect(readingAt(session(), after(45 * MINUTE)).energyWh).toBeGreaterThan(
      readingAt(session(), after(30 * MINUTE)).energyWh,
    );
  });
});
