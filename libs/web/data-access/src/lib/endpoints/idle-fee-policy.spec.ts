import { idleFeePolicyText } from './charging.api';

describe('idleFeePolicyText', () => {
  it('states the idle fee with the figures the server gave when it is on', () => {
    expect(idleFeePolicyText({ enabled: true, perMinute: '2.00', graceMinutes: 10 })).toBe(
      'Idle fee: ₹2.00 per minute after 10 minutes once charging has finished, until you unplug.',
    );
    expect(idleFeePolicyText({ enabled: true, perMinute: '1250.50', graceMinutes: 0 })).toBe(
      'Idle fee: ₹1,250.50 per minute after 0 minutes once charging has finished, until you unplug.',
    );
  });

  it('says nothing while the fee is off', () => {
    expect(idleFeePolicyText({ enabled: false, perMinute: '0.00', graceMinutes: 10 })).toBeNull();
  });
});
