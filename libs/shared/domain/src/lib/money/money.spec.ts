import { parseMoney, toMoneyString } from './money';

describe('parseMoney', () => {
  it('reads numeric-column strings and numbers', () => {
    expect(parseMoney('123.40')).toBe(123.4);
    expect(parseMoney(' 18.5 ')).toBe(18.5);
    expect(parseMoney(650)).toBe(650);
    expect(parseMoney('.5')).toBe(0.5);
    expect(parseMoney('-12.345')).toBe(-12.35);
  });

  it('rounds to 2 decimals', () => {
    expect(parseMoney(1.005)).toBe(1.01);
    expect(parseMoney('2.675')).toBe(2.68);
  });

  it.each([['abc'], [''], ['12abc'], ['1e3'], [null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'gives NaN for %p',
    (value) => {
      expect(parseMoney(value as string | number | null | undefined)).toBeNaN();
    },
  );
});

describe('toMoneyString', () => {
  it('writes 2-decimal strings as numeric columns store them', () => {
    expect(toMoneyString(123.4)).toBe('123.40');
    expect(toMoneyString(0)).toBe('0.00');
    expect(toMoneyString(1.005)).toBe('1.01');
    expect(toMoneyString('650')).toBe('650.00');
    expect(toMoneyString(1840)).toBe('1840.00');
  });

  it('refuses values that are not amounts', () => {
    expect(() => toMoneyString('NaN')).toThrow(RangeError);
    expect(() => toMoneyString(Number.NaN)).toThrow(RangeError);
  });
});
