import { noShowRefund } from './no-show-refund';

describe('noShowRefund', () => {
  it('When the share is 0 %, then nothing comes back; at 100 %, the whole payment', () => {
    expect(noShowRefund('755.20', 0)).toBe(0);
    expect(noShowRefund('755.20', 100)).toBe(755.2);
  });

  it('When the share does not fall on a whole paisa, then it is rounded down to the paisa', () => {
    // 75520 paise × 25 % = 18880 paise exactly; × 33 % = 24921.6 paise -> 24921.
    expect(noShowRefund('755.20', 25)).toBe(188.8);
    expect(noShowRefund('755.20', 33)).toBe(249.21);
    // 1 paisa × 50 % is half a paisa: nothing.
    expect(noShowRefund('0.01', 50)).toBe(0);
    expect(noShowRefund('0.03', 50)).toBe(0.01);
  });

  it('works in paise, not floating point', () => {
    // 0.1 + 0.2 style trap: 1.10 × 10 % is 11 paise, not 0.11000000000000001.
    expect(noShowRefund('1.10', 10)).toBe(0.11);
    expect(noShowRefund('666.70', 50)).toBe(333.35);
  });

  it('refuses a share that is not a whole percent from 0 to 100', () => {
    expect(() => noShowRefund('10.00', 101)).toThrow(RangeError);
    expect(() => noShowRefund('10.00', -1)).toThrow(RangeError);
    expect(() => noShowRefund('10.00', 12.5)).toThrow(RangeError);
  });
});
