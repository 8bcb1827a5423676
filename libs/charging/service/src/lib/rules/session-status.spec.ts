import type { StoredSession } from '../repositories/stored-session';
import { batteryLevel, isDue, notStartedStatus, paramsOf, statusOf } from './session-status';
import { alreadyStarted } from './start-rules';

const start = new Date('2026-11-23T04:30:00.000Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

/** 7 kW into a 40 kWh battery from 20% for a 30-minute booking, in real time: never full, due at its end. */
const running: StoredSession = {
  id: 1,
  bookingId: 10,
  userId: 100,
  stationId: 3,
  chargerIndex: 0,
  status: 'active',
  startTime: start,
  endTime: null,
  energyDelivered: '0',
  batteryPercentage: 20,
  chargerKw: 7,
  pricePerKwh: '20.00',
  capacityKwh: 40,
  startPercent: 20,
  bookedMinutes: 30,
  bookedEndTime: minutes(30),
  timeScale: 1,
  dueAt: minutes(30),
  actualCost: null,
  endReason: null,
};

describe('statusOf', () => {
  it('computes a running session at an instant from its stored start and parameters', () => {
    expect(statusOf(running, minutes(6))).toEqual({
      status: 'active',
      isCharging: true,
      percentComplete: 20,
      energyDelivered: 0.7,
      timeRemaining: 24,
      currentPower: 7,
      startTime: start.toISOString(),
      batteryPercentage: 21,
      costSoFar: '14.00',
    });
  });

  it('shows an ended session as stored', () => {
    const ended: StoredSession = {
      ...running,
      status: 'completed',
      endTime: minutes(15),
      energyDelivered: '1.75',
      batteryPercentage: 24,
      actualCost: '35.00',
      endReason: 'stopped',
    };
    expect(statusOf(ended, minutes(60))).toEqual({
      status: 'completed',
      isCharging: false,
      percentComplete: 50,
      energyDelivered: 1.75,
      timeRemaining: 0,
      currentPower: 0,
      startTime: start.toISOString(),
      batteryPercentage: 24,
      costSoFar: '35.00',
    });
  });

  it('a booking with no session is pending, at the default battery level', () => {
    expect(notStartedStatus()).toMatchObject({ status: 'pending', isCharging: false, batteryPercentage: 20 });
  });
});

describe('paramsOf', () => {
  it('is what the session was started with', () => {
    expect(paramsOf(running)).toEqual({
      startedAt: start,
      chargerKw: 7,
      pricePerKwh: '20.00',
      capacityKwh: 40,
      startPercent: 20,
      bookedMinutes: 30,
      bookedEnd: minutes(30),
      timeScale: 1,
    });
  });
});

describe('batteryLevel and isDue', () => {
  it('rounds the level down and keeps it within 0-100', () => {
    expect(batteryLevel(99.99)).toBe(99);
    expect(batteryLevel(100.2)).toBe(100);
    expect(batteryLevel(-1)).toBe(0);
  });

  it('a session is due from its due instant on', () => {
    expect(isDue(running, minutes(29.99))).toBe(false);
    expect(isDue(running, minutes(30))).toBe(true);
  });
});

describe('alreadyStarted', () => {
  it('says charging is in progress while the session runs, else how it ended', () => {
    expect(alreadyStarted(running, minutes(5))).toBe('Charging is already in progress for this booking.');
    expect(alreadyStarted(running, minutes(30))).toBe(
      'The charging session for this booking has already ended.',
    );
    expect(alreadyStarted({ ...running, status: 'completed', endReason: 'full' }, minutes(5))).toBe(
      'The charging session for this booking has already ended (battery full).',
    );
  });
});
