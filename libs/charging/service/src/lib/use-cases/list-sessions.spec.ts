import type { StoredSession } from '../repositories/stored-session';
import { sessionSummary } from './list-sessions';

const start = new Date('2026-11-23T04:30:00.000Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

/** 7 kW at ₹20/kWh into a 40 kWh battery from 20%, a 30-minute booking in real time. */
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
  source: 'estimate',
  charger: null,
  notice: null,
};

describe('sessionSummary (GET /api/charging/sessions)', () => {
  it('a running session: no end, its energy and cost so far at the instant of the read', () => {
    expect(sessionSummary(running, minutes(6))).toEqual({
      bookingId: 10,
      stationId: 3,
      status: 'active',
      startTime: start.toISOString(),
      endTime: null,
      energyDelivered: 0.7, // 7 kW for 6 minutes
      cost: '14.00', // 0.7 kWh at ₹20
      source: 'estimate',
    });
  });

  it('an ended session: its stored end and final figures, whenever it is read', () => {
    const ended: StoredSession = {
      ...running,
      status: 'completed',
      endTime: minutes(15),
      energyDelivered: '1.75',
      batteryPercentage: 24,
      actualCost: '35.00',
      endReason: 'stopped',
    };
    expect(sessionSummary(ended, minutes(600))).toEqual({
      bookingId: 10,
      stationId: 3,
      status: 'completed',
      startTime: start.toISOString(),
      endTime: minutes(15).toISOString(),
      energyDelivered: 1.75,
      cost: '35.00',
      source: 'estimate',
    });
  });

  it('a session on a charger: the meter’s energy, billed at the price and never above what was prepaid', () => {
    const metered: StoredSession = {
      ...running,
      source: 'meter',
      charger: {
        chargePointId: 'CP-3',
        connectorId: 1,
        idTag: 'CS0123456789ABCDEF',
        transactionId: '77',
        claimId: null,
        startRequestedAt: start,
        prepaidCost: '30.00',
        energyWh: 2000,
        powerW: 7000,
        socPercent: null,
        meterAt: minutes(10),
        stopReason: null,
        stopSentAt: null,
      },
    };
    expect(sessionSummary(metered, minutes(12))).toMatchObject({
      status: 'active',
      endTime: null,
      energyDelivered: 2, // the meter, not the curve
      cost: '30.00', // 2 kWh x ₹20 = ₹40, capped at the ₹30 prepaid
      source: 'meter',
    });
  });
});
