import type { StoredSession } from '../repositories/stored-session';
import { minutesAfterStart, runningSession, SESSION_START } from '../../testing/stored-session';
import { adminSessionView } from './list-admin-sessions';

const start = SESSION_START;
const minutes = minutesAfterStart;

/** A session on a charger connected over OCPP, its transaction 77 on connector 2 of CP-3. */
const metered = (over: Partial<StoredSession> = {}): StoredSession =>
  runningSession({
    source: 'meter',
    chargerIndex: 1,
    charger: {
      chargePointId: 'CP-3',
      connectorId: 2,
      idTag: 'CS0123456789ABCDEF',
      transactionId: '77',
      claimId: null,
      startRequestedAt: start,
      prepaidCost: '30.00',
      energyWh: 1234,
      powerW: 7000,
      socPercent: null,
      meterAt: minutes(10),
      stopReason: null,
      stopSentAt: null,
      stopAtEnergyWh: null,
    },
    ...over,
  });

describe('adminSessionView (GET /api/charging/admin/sessions)', () => {
  it('a running metered session: its charger transaction, the meter’s energy and its cost so far, no flag', () => {
    expect(adminSessionView(metered(), minutes(12))).toEqual({
      sessionId: 1,
      bookingId: 10,
      stationId: 3,
      chargerIndex: 1,
      chargePointId: 'CP-3',
      connectorId: 2,
      transactionId: '77',
      status: 'active',
      source: 'meter',
      startTime: start.toISOString(),
      endTime: null,
      energyKwh: 1.23,
      cost: '24.60', // 1.23 kWh × ₹20
      flag: null,
      idleMinutes: 0,
      idleFee: null, // the fee is off unless configured
    });
  });

  it('a session closed on its last reading: the stored final figures and the flag with when it was closed', () => {
    const closed = metered({
      status: 'completed',
      endTime: minutes(10),
      energyDelivered: '1.23',
      actualCost: '24.60',
      endReason: 'time_up',
      flag: { reason: 'no_stop_after_grace', at: minutes(160) },
    });
    expect(adminSessionView(closed, minutes(600))).toMatchObject({
      status: 'completed',
      endTime: minutes(10).toISOString(),
      energyKwh: 1.23,
      cost: '24.60',
      flag: { reason: 'no_stop_after_grace', at: minutes(160).toISOString() },
    });
  });

  it('a session on the estimate has no charger transaction', () => {
    expect(adminSessionView(runningSession(), minutes(6))).toMatchObject({
      chargePointId: null,
      connectorId: null,
      transactionId: null,
      source: 'estimate',
      energyKwh: 0.7,
      cost: '14.00',
    });
  });

  it('idle minutes from its connector reports so far and, with the fee on, what the rule makes of them', () => {
    const reports = [
      { status: 'SuspendedEV', at: minutes(10) },
      { status: 'Charging', at: minutes(20) },
      { status: 'SuspendedEV', at: minutes(25) },
    ];
    // 10 closed minutes + 15 open ones at minute 40; 25 − 10 free minutes at ₹2.50.
    expect(
      adminSessionView(metered(), minutes(40), reports, { perMinute: 2.5, graceMinutes: 10 }),
    ).toMatchObject({
      idleMinutes: 25,
      idleFee: '37.50',
    });
    expect(adminSessionView(metered(), minutes(40), reports)).toMatchObject({
      idleMinutes: 25,
      idleFee: null,
    });
  });
});
