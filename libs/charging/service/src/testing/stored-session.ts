import type { StoredSession } from '../lib/repositories/stored-session';

/** The unit specs' clock: a session started at 10:00 IST on 23 November 2026. */
export const SESSION_START = new Date('2026-11-23T04:30:00.000Z');

/** SESSION_START plus n minutes. */
export const minutesAfterStart = (n: number) => new Date(SESSION_START.getTime() + n * 60_000);

/**
 * A running session as the repository returns it: 7 kW at ₹20/kWh into a 40 kWh battery from 20 %, for a
 * 30-minute booking in real time (never full, due at its end), on the estimate. Override what a case needs.
 */
export function runningSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    id: 1,
    bookingId: 10,
    userId: 100,
    stationId: 3,
    chargerIndex: 0,
    status: 'active',
    startTime: SESSION_START,
    endTime: null,
    energyDelivered: '0',
    batteryPercentage: 20,
    chargerKw: 7,
    pricePerKwh: '20.00',
    capacityKwh: 40,
    startPercent: 20,
    bookedMinutes: 30,
    bookedEndTime: minutesAfterStart(30),
    timeScale: 1,
    dueAt: minutesAfterStart(30),
    actualCost: null,
    endReason: null,
    source: 'estimate',
    charger: null,
    notice: null,
    flag: null,
    ...overrides,
  };
}
