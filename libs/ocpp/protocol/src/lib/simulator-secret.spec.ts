import { simulatorSecret } from './simulator-secret';

describe('simulatorSecret', () => {
  it('is CHARGER_SIM_SECRET when set, else JWT_SECRET, else undefined', () => {
    expect(simulatorSecret({ CHARGER_SIM_SECRET: 'sim-secret-0123456789', JWT_SECRET: 'j'.repeat(32) })).toBe(
      'sim-secret-0123456789',
    );
    expect(simulatorSecret({ JWT_SECRET: 'j'.repeat(32) })).toBe('j'.repeat(32));
    expect(simulatorSecret({ CHARGER_SIM_SECRET: '', JWT_SECRET: 'j'.repeat(32) })).toBe('j'.repeat(32));
    expect(simulatorSecret({})).toBeUndefined();
  });
});
