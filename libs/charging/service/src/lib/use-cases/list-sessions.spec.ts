import type { StoredSession } from '../repositories/stored-session';
import { minutesAfterStart, runningSession, SESSION_START } from '../../testing/stored-session';
import { sessionSummary } from './list-sessions';

const start = SESSION_START;
const minutes = minutesAfterStart;
const running = runningSession();

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
        stopAtEnergyWh: null,
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
