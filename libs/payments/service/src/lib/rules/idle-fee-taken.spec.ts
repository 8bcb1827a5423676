import { idleFeeTaken } from './idle-fee-taken';

describe('idleFeeTaken', () => {
  it('takes the whole fee from a wallet that holds it', () => {
    expect(idleFeeTaken('30.00', '650.00')).toBe(30);
    expect(idleFeeTaken('30.00', '30.00')).toBe(30);
  });

  it('takes what the wallet holds at most, never below zero', () => {
    expect(idleFeeTaken('30.00', '12.34')).toBe(12.34);
    expect(idleFeeTaken('30.00', '0.00')).toBe(0);
    expect(idleFeeTaken('30.00', '-1.00')).toBe(0);
  });

  it('keeps whole paise', () => {
    expect(idleFeeTaken('0.10', '0.30')).toBe(0.1);
    expect(idleFeeTaken('12.35', '12.34')).toBe(12.34);
  });

  it('refuses a negative or unreadable fee', () => {
    expect(() => idleFeeTaken('-1.00', '10.00')).toThrow(RangeError);
    expect(() => idleFeeTaken('abc', '10.00')).toThrow(RangeError);
  });
});
