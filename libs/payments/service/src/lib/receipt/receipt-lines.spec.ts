import { receiptLines } from './receipt-lines';

const sum = (...values: string[]) => values.reduce((a, v) => a + Math.round(Number(v) * 100), 0);

describe('receiptLines', () => {
  it('shows the spec-9 total with the fee, GST split in two halves, and the slot energy', () => {
    expect(receiptLines('555.00', 60)).toEqual({
      energyKwh: '30.00',
      estimatedCost: '555.00',
      platformFee: '10.00',
      taxableValue: '565.00',
      cgst: '50.85',
      sgst: '50.85',
      gstTotal: '101.70',
      total: '666.70',
    });
  });

  it('when the GST has an odd paisa, gives it to CGST so the lines still add up to the total', () => {
    const l = receiptLines('56.17', 7.4); // GST = 18% of 66.17 = 11.9106 -> 11.91
    expect(l.energyKwh).toBe('3.70');
    expect([l.cgst, l.sgst, l.gstTotal]).toEqual(['5.96', '5.95', '11.91']);
    expect(sum(l.cgst, l.sgst)).toBe(sum(l.gstTotal));
    expect(sum(l.taxableValue, l.gstTotal)).toBe(sum(l.total));
  });

  it('adds up for every cost in paise over a wide range', () => {
    for (let paise = 1; paise < 200_000; paise += 737) {
      const l = receiptLines((paise / 100).toFixed(2), 22);
      expect(sum(l.estimatedCost, l.platformFee, l.cgst, l.sgst)).toBe(sum(l.total));
    }
  });
});
