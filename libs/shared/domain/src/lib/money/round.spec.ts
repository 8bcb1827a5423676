import { fromPaise, round2, roundTo, toPaise } from './round';

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [1.255, 1.26],
    [0.1 + 0.2, 0.3],
    [18.5 * 60 * 0.5, 555],
    [18.5 * 7.4 * 0.5, 68.45],
    [123.4, 123.4],
    [8.345, 8.35],
    [1234567.895, 1234567.9],
    [0, 0],
  ])('rounds %p half away from zero to %p', (input, expected) => {
    expect(round2(input)).toBe(expected);
  });

  it('rounds negative amounts symmetrically and never returns -0', () => {
    expect(round2(-1.005)).toBe(-1.01);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it('passes non-finite values through unchanged', () => {
    expect(round2(Number.NaN)).toBeNaN();
    expect(round2(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('rounds very small values that print in exponent form', () => {
    expect(round2(1e-7)).toBe(0);
  });
});

describe('roundTo', () => {
  it('rounds to any number of decimals', () => {
    expect(roundTo(29.25, 1)).toBe(29.3);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(1.23456, 3)).toBe(1.235);
  });
});

describe('toPaise / fromPaise', () => {
  it('converts rupees to whole paise and back', () => {
    expect(toPaise(123.405)).toBe(12341);
    expect(toPaise(0.07)).toBe(7);
    expect(fromPaise(12341)).toBe(123.41);
    expect(fromPaise(toPaise(19.99))).toBe(19.99);
  });
});
