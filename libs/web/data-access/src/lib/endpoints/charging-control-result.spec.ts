import { describe, expect, it } from 'vitest';
import { aChargingStatus } from '../../testing';
import { changeLanguage } from '@chargesetu/web/i18n';
import { controlResult } from './charging-control-result';

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

describe('controlResult in Hindi (issue #20)', () => {
  it('says started, asked and stopped in Hindi, and passes the charger’s notice on as it came', async () => {
    await changeLanguage('hi');
    expect(controlResult('start', aChargingStatus({ status: 'active', isCharging: true })).title).toBe(
      'चार्जिंग सेशन शुरू हो गया',
    );
    expect(controlResult('start', aChargingStatus({ status: 'starting' }))).toEqual({
      severity: 'info',
      title: 'चार्जर से शुरू करने को कहा गया',
      description: 'चार्जर के पुष्टि करते ही चार्जिंग शुरू होगी।',
    });
    expect(controlResult('start', aChargingStatus({ notice: 'The charger refused to start.' }))).toEqual({
      severity: 'warning',
      title: 'चार्जिंग शुरू नहीं हुई',
      description: 'The charger refused to start.',
    });
    expect(controlResult('stop', aChargingStatus({ status: 'completed' })).title).toBe('चार्जिंग सेशन रुक गया');
    expect(controlResult('stop', aChargingStatus({ status: 'active', isCharging: true }))).toEqual({
      severity: 'info',
      title: 'चार्जर से रुकने को कहा गया',
      description: 'चार्जर के पुष्टि करते ही सेशन खत्म होगा।',
    });
  });
});
