import {
  actionAnswer,
  actionQuestion,
  auditParams,
  auditResult,
  countLabels,
  energyText,
  revenueText,
  sessionNote,
  sessionsByTransaction,
  transactionKey,
  transactionsLine,
} from './console-text';

describe('the operator console texts', () => {
  it('asks before each action in words that say what happens', () => {
    expect(actionQuestion({ kind: 'Reset', chargePointId: 'CP1', type: 'Hard' })).toMatchObject({
      title: 'Hard reset CP1?',
      confirm: 'Hard reset',
    });
    expect(actionQuestion({ kind: 'Reset', chargePointId: 'CP1', type: 'Soft' }).confirm).toBe('Soft reset');
    expect(actionQuestion({ kind: 'UnlockConnector', chargePointId: 'CP1', connectorId: 2 }).title).toBe(
      'Unlock connector 2 of CP1?',
    );
    expect(actionQuestion({ kind: 'RemoteStop', chargePointId: 'CP1', transactionId: '7' }).title).toBe(
      'Stop transaction 7 on CP1?',
    );
  });

  it('reads Accepted and Unlocked as success, anything else as a warning naming the answer', () => {
    expect(
      actionAnswer({ kind: 'UnlockConnector', chargePointId: 'CP1', connectorId: 1 }, 'Unlocked'),
    ).toEqual({
      severity: 'success',
      message: 'CP1 unlocked the connector',
    });
    expect(actionAnswer({ kind: 'Reset', chargePointId: 'CP1', type: 'Soft' }, 'Rejected')).toEqual({
      severity: 'warning',
      message: 'CP1 answered Rejected',
    });
  });

  it('shows audit parameters and results, and unknown figures as Unknown', () => {
    expect(auditParams({ connectorId: 0, type: 'Inoperative' })).toBe('Inoperative, connector 0');
    expect(auditParams({ transactionId: '12' })).toBe('transaction 12');
    expect(auditParams({})).toBe('—');
    expect(auditResult({ outcome: 'ok', answer: 'Accepted', error: null })).toBe('Accepted');
    expect(auditResult({ outcome: 'error', answer: null, error: 'Charger X is not connected' })).toBe(
      'Failed: Charger X is not connected',
    );
    expect(energyText(null)).toBe('Unknown');
    expect(energyText(12.5)).toBe('12.500 kWh');
    expect(energyText(1234.5)).toBe('1,234.500 kWh');
  });

  it('summarises transactions and counts', () => {
    expect(transactionsLine([{ open: true }, { open: false }, { open: false }])).toBe(
      '1 live session, 2 ended in the last 24 h',
    );
    expect(countLabels({ total: 5, online: 3, offline: 2, faulted: 1 }).map((c) => c.label)).toEqual([
      '3 online',
      '2 offline',
      '1 faulted',
    ]);
  });

  it('finds a transaction’s session by charge point and transaction id; revenue unknown is "—", never ₹0', () => {
    const base = { chargePointId: 'CP1', transactionId: '7', cost: '24.60' };
    const sessions: Array<{ chargePointId: string | null; transactionId: string | null; cost: string }> = [
      base,
      { ...base, chargePointId: 'CP2', cost: '1.00' },
      { ...base, chargePointId: null, transactionId: null, cost: '5.00' }, // on the estimate
    ];
    const byKey = sessionsByTransaction(sessions);
    expect(byKey.size).toBe(2);
    expect(revenueText(byKey.get(transactionKey('CP1', '7')))).toBe('₹24.60');
    expect(revenueText(byKey.get(transactionKey('CP1', '8')))).toBe('—');
    expect(revenueText({ cost: '0.00' })).toBe('₹0.00');
    expect(revenueText(undefined)).toBe('—');
  });

  it('says which booking a transaction charged, whether it was flagged, and its idle time', () => {
    const s = { bookingId: 40, flag: null, idleMinutes: 0, idleFee: null };
    expect(sessionNote(undefined)).toBe('—');
    expect(sessionNote(s)).toBe('Booking CS-000040');
    expect(
      sessionNote({
        ...s,
        flag: { reason: 'no_stop_after_grace', at: '2026-11-24T06:00:00.000Z' },
        idleMinutes: 27,
        idleFee: '42.50',
      }),
    ).toBe(
      'Booking CS-000040 · Flagged: closed on the last reading (no StopTransaction after the grace period) · Idle 27 min, fee ₹42.50',
    );
    expect(sessionNote({ ...s, idleMinutes: 3 })).toBe('Booking CS-000040 · Idle 3 min');
  });
});
