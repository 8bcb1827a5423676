import { describe, expect, it } from 'vitest';
import { aChargingStatus } from '../../testing';
import { controlResult, WAITING_FOR_CHARGER_TEXT } from './charging-control-result';

describe('WAITING_FOR_CHARGER_TEXT', () => {
  it('names the time a charger has to confirm', () => {
    expect(WAITING_FOR_CHARGER_TEXT).toBe('Waiting for the charger to start… (up to 60 seconds)');
  });
});

describe('controlResult (the toast after Start or Stop)', () => {
  it('says started only when the session is active', () => {
    expect(controlResult('start', aChargingStatus({ status: 'active', isCharging: true }))).toEqual({
      severity: 'success',
      title: 'Charging session started successfully',
    });
  });
  it('says the charger was asked when it has not confirmed yet', () => {
    expect(controlResult('start', aChargingStatus({ status: 'starting' }))).toEqual({
      severity: 'info',
      title: 'Charger asked to start',
      description: 'Charging begins once the charger confirms.',
    });
  });
  it('warns, with the notice, when the start failed at once', () => {
    expect(controlResult('start', aChargingStatus({ notice: 'The charger refused to start.' }))).toEqual({
      severity: 'warning',
      title: 'Charging did not start',
      description: 'The charger refused to start.',
    });
    expect(controlResult('start', aChargingStatus())).toEqual({
      severity: 'warning',
      title: 'Charging did not start',
    });
  });
  it('says stopped once completed, and asked while the charger finishes', () => {
    expect(controlResult('stop', aChargingStatus({ status: 'completed' }))).toEqual({
      severity: 'success',
      title: 'Charging session stopped successfully',
    });
    expect(
      controlResult(
        'stop',
        aChargingStatus({ status: 'active', isCharging: true, notice: 'The charger is finishing.' }),
      ),
    ).toEqual({
      severity: 'info',
      title: 'Charger asked to stop',
      description: 'The session ends once the charger confirms.',
    });
  });
});
