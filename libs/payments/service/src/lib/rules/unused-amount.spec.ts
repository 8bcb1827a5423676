import { unusedAmount } from './unused-amount';

describe('unusedAmount', () => {
  it('is what was paid minus (actual cost + 10) x 1.18, to the paisa', () => {
    // Paid for a 555.00 estimate: (555 + 10) x 1.18 = 666.70. Charged 44.40: (44.40 + 10) x 1.18 = 64.19.
    expect(unusedAmount('666.70', '44.40')).toBe(602.51);
    // Nothing delivered: the platform fee and its GST (11.80) are kept.
    expect(unusedAmount('666.70', '0.00')).toBe(654.9);
  });

  it('is 0 when the session cost what was paid, or more (never a charge)', () => {
    expect(unusedAmount('666.70', '555.00')).toBe(0);
    expect(unusedAmount('666.70', '555.01')).toBe(0);
  });

  it('gives back a single paisa when that is the whole difference', () => {
    // (554.99 + 10) x 1.18 = 666.6882 -> 666.69
    expect(unusedAmount('666.70', '554.99')).toBe(0.01);
  });
});
