import type { StoredSession } from '../repositories/stored-session';
import { minutesAfterStart, runningSession, SESSION_START } from '../../testing/stored-session';
import { batteryLevel, isDue, notStartedStatus, paramsOf, statusOf } from './session-status';
import { alreadyStarted } from './start-rules';

const start = SESSION_START;
const minutes = minutesAfterStart;
const running = runningSession();

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
      source: 'estimate',
      notice: null,
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
      source: 'estimate',
      notice: null,
    });
  });

  it('a booking with no session is pending, at the default battery level', () => {
    expect(notStartedStatus()).toMatchObject({
      status: 'pending',
      isCharging: false,
      batteryPercentage: null,
    });
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

/** The same booking on a charger connected over OCPP: 60 kW, prepaid ₹50, the meter's last sample. */
const charger = {
  chargePointId: 'CS3-1',
  connectorId: 1,
  idTag: 'CS0123456789ABCDEF',
  transactionId: '42',
  claimId: null,
  startRequestedAt: start,
  prepaidCost: '50.00',
  energyWh: 1_234,
  powerW: 7_400,
  socPercent: 37.6,
  meterAt: minutes(6),
  stopReason: null,
  stopSentAt: null,
  stopAtEnergyWh: null,
};
const metered: StoredSession = { ...running, source: 'meter', charger };

describe('statusOf a metered session', () => {
  it('shows the meter: energy, power and state of charge as sampled, cost at the price, time by the booking', () => {
    expect(statusOf(metered, minutes(6))).toEqual({
      status: 'active',
      isCharging: true,
      percentComplete: 20,
      energyDelivered: 1.23,
      timeRemaining: 24,
      currentPower: 7.4,
      startTime: start.toISOString(),
      batteryPercentage: 37,
      costSoFar: '24.60',
      source: 'meter',
      notice: null,
    });
  });

  it('never costs more than was prepaid, and says unknown for a state of charge never reported', () => {
    const lots = { ...metered, charger: { ...charger, energyWh: 9_000, socPercent: null, powerW: null } };
    expect(statusOf(lots, minutes(10))).toMatchObject({
      energyDelivered: 9,
      costSoFar: '50.00',
      batteryPercentage: null,
      currentPower: 0,
    });
  });

  it('is starting until the charger reports its transaction, with nothing delivered', () => {
    expect(statusOf({ ...metered, status: 'starting' }, minutes(1))).toMatchObject({
      status: 'starting',
      isCharging: false,
      energyDelivered: 0,
      startTime: null,
      batteryPercentage: null,
      source: 'meter',
    });
  });

  it('is not started, with the reason, after a start that failed', () => {
    const notice = 'The charger did not start charging within 60 seconds.';
    expect(statusOf({ ...metered, status: 'failed', notice }, minutes(2))).toMatchObject({
      status: 'pending',
      isCharging: false,
      notice,
    });
  });

  it('tells the driver the charger is finishing after their stop', () => {
    const stopping = {
      ...metered,
      charger: { ...charger, stopReason: 'stopped' as const, stopSentAt: minutes(7) },
    };
    expect(statusOf(stopping, minutes(7)).notice).toBe(
      'The charger is finishing the session. The final figures follow in a moment.',
    );
  });

  it('shows the final figures once ended', () => {
    const ended: StoredSession = {
      ...metered,
      status: 'completed',
      endTime: minutes(15),
      energyDelivered: '1.80',
      actualCost: '36.00',
      batteryPercentage: 41,
      endReason: 'stopped',
    };
    expect(statusOf(ended, minutes(60))).toMatchObject({
      status: 'completed',
      isCharging: false,
      percentComplete: 50,
      energyDelivered: 1.8,
      timeRemaining: 0,
      costSoFar: '36.00',
      batteryPercentage: 41,
    });
  });

  it('a metered session runs until its charger ends it, even past its booked time', () => {
    expect(alreadyStarted(metered, minutes(45))).toBe('Charging is already in progress for this booking.');
    expect(alreadyStarted({ ...metered, status: 'starting' }, minutes(1))).toBe(
      'Charging is already in progress for this booking.',
    );
  });
});
