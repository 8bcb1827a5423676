import { bookedProgressAt, meteredCost, meteredEnergyKwh, sessionTimeUpAt } from './metered-session';

const start = new Date('2026-11-24T10:00:00.000Z');
const params = { startedAt: start, chargerKw: 60, pricePerKwh: '18.50', bookedMinutes: 30, timeScale: 1 };

describe('meteredEnergyKwh', () => {
  it('turns the meter Wh into kWh with 2 decimals', () => {
    expect(meteredEnergyKwh(12_345)).toBe(12.35);
    expect(meteredEnergyKwh(999)).toBe(1);
    expect(meteredEnergyKwh(4)).toBe(0);
  });
  it('reads nothing for a missing or negative reading', () => {
    expect(meteredEnergyKwh(null)).toBe(0);
    expect(meteredEnergyKwh(undefined)).toBe(0);
    expect(meteredEnergyKwh(-500)).toBe(0);
    expect(meteredEnergyKwh(Number.NaN)).toBe(0);
  });
});

describe('meteredCost', () => {
  it('is energy × price, 2 decimals', () => {
    expect(meteredCost(12.35, '18.50', '555.00')).toBe(228.48);
  });
  it('never exceeds the prepaid amount', () => {
    expect(meteredCost(40, '18.50', '555.00')).toBe(555);
    expect(meteredCost(30, 18.5, 555)).toBe(555);
  });
  it('is uncapped without a prepaid amount', () => {
    expect(meteredCost(40, '18.50', null)).toBe(740);
  });
});

describe('sessionTimeUpAt', () => {
  it('is the booked minutes after the start', () => {
    expect(sessionTimeUpAt(params).toISOString()).toBe('2026-11-24T10:30:00.000Z');
  });
  it('never passes the booking end', () => {
    const bookedEnd = new Date('2026-11-24T10:12:00.000Z');
    expect(sessionTimeUpAt({ ...params, bookedEnd }).toISOString()).toBe('2026-11-24T10:12:00.000Z');
  });
  it('follows the time scale', () => {
    expect(sessionTimeUpAt({ ...params, timeScale: 60 }).toISOString()).toBe('2026-11-24T10:00:30.000Z');
  });
});

describe('bookedProgressAt', () => {
  it('is the share of the booked time used and the minutes left', () => {
    expect(bookedProgressAt(params, new Date('2026-11-24T10:10:00.000Z'))).toEqual({
      percentComplete: 33.33,
      timeRemainingMinutes: 20,
    });
  });
  it('is 0 before the start and 100 at and after the end', () => {
    expect(bookedProgressAt(params, new Date('2026-11-24T09:59:00.000Z'))).toEqual({
      percentComplete: 0,
      timeRemainingMinutes: 30,
    });
    expect(bookedProgressAt(params, new Date('2026-11-24T11:00:00.000Z'))).toEqual({
      percentComplete: 100,
      timeRemainingMinutes: 0,
    });
  });
  it('rounds a part minute left up', () => {
    expect(bookedProgressAt(params, new Date('2026-11-24T10:10:30.000Z')).timeRemainingMinutes).toBe(20);
  });
});
