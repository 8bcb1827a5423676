import {
  actionAnswer,
  actionQuestion,
  auditParams,
  auditResult,
  countLabels,
  energyText,
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
});
