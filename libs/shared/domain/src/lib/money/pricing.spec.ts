import { estimateCost, priceBreakdown } from './pricing';

describe('estimateCost', () => {
  it('is price x power x 0.5 h for the default 30-minute booking', () => {
    expect(estimateCost(18.5, 60)).toBe(555);
    expect(estimateCost(12, 7)).toBe(42);
    expect(estimateCost(18.5, 7.4)).toBe(68.45);
  });

  it('uses the given duration in minutes', () => {
    expect(estimateCost(20, 50, 60)).toBe(1000);
    expect(estimateCost(20, 50, 15)).toBe(250);
  });

  it('accepts the price as a numeric-column string', () => {
    expect(estimateCost('18.50', 60)).toBe(555);
  });

  it('rounds to 2 decimals', () => {
    expect(estimateCost(13.33, 7, 30)).toBe(46.66); // 46.655 -> 46.66
    expect(estimateCost(0.01, 1, 30)).toBe(0.01); // 0.005 -> 0.01
  });
});

describe('priceBreakdown', () => {
  it('adds the ₹10 platform fee and 18% GST on (estimated + fee)', () => {
    expect(priceBreakdown(555)).toEqual({ estimated: 555, platformFee: 10, gst: 101.7, total: 666.7 });
  });

  it('rounds GST and total to the paisa, half up', () => {
    // (42.25 + 10) x 0.18 = 9.405 -> 9.41; total 61.66
    expect(priceBreakdown(42.25)).toEqual({ estimated: 42.25, platformFee: 10, gst: 9.41, total: 61.66 });
  });

  it('has total = (estimated + 10) x 1.18 rounded, and the lines always add up', () => {
    for (let paise = 0; paise < 20000; paise += 37) {
      const estimated = paise / 100;
      const b = priceBreakdown(estimated);
      expect(Math.round((b.estimated + b.platformFee + b.gst) * 100)).toBe(Math.round(b.total * 100));
      expect(Math.abs(b.total - (estimated + 10) * 1.18)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  it('works for a zero estimate and accepts strings', () => {
    expect(priceBreakdown(0)).toEqual({ estimated: 0, platformFee: 10, gst: 1.8, total: 11.8 });
    expect(priceBreakdown('68.45')).toEqual({ estimated: 68.45, platformFee: 10, gst: 14.12, total: 92.57 });
  });
});
