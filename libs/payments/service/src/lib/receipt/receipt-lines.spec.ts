import { receiptLines, settlementLines } from './receipt-lines';

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

describe('settlementLines', () => {
  // Paid for the 60 kW booking above: (555.00 + 10) x 1.18 = 666.70.
  const paid = '666.70';

  it('taxes the actual charging cost like the estimate and gives back the rest of the payment', () => {
    // 3.70 kWh at 18.50/kWh = 68.45; GST = 18% of 78.45 = 14.121 -> 14.12; total 92.57; back 666.70 - 92.57.
    expect(settlementLines({ energyDelivered: '3.70', actualCost: '68.45' }, paid)).toEqual({
      energyKwh: '3.70',
      chargingCost: '68.45',
      platformFee: '10.00',
      taxableValue: '78.45',
      cgst: '7.06',
      sgst: '7.06',
      gstTotal: '14.12',
      total: '92.57',
      paidInAdvance: '666.70',
      returnedToWallet: '574.13',
      refundedOnCancellation: null,
    });
  });

  it('gives the odd GST paisa to CGST, like the prepaid lines', () => {
    const l = settlementLines({ energyDelivered: '3.04', actualCost: '56.17' }, paid);
    expect([l.taxableValue, l.cgst, l.sgst, l.gstTotal, l.total]).toEqual([
      '66.17',
      '5.96',
      '5.95',
      '11.91',
      '78.08',
    ]);
    expect(l.returnedToWallet).toBe('588.62');
  });

  it('returns nothing when the session cost the whole estimate, and the lines are the prepaid ones', () => {
    const l = settlementLines({ energyDelivered: '30.00', actualCost: '555.00' }, paid);
    const prepaid = receiptLines('555.00', 60);
    expect(l).toMatchObject({
      energyKwh: '30.00',
      chargingCost: prepaid.estimatedCost,
      cgst: prepaid.cgst,
      sgst: prepaid.sgst,
      total: paid,
      returnedToWallet: '0.00',
    });
  });

  it('never returns a negative amount, even for a cost above the estimate (the handler bills the estimate)', () => {
    expect(settlementLines({ energyDelivered: '31.00', actualCost: '573.50' }, paid).returnedToWallet).toBe(
      '0.00',
    );
  });

  it('for a payment refunded after its settlement, shows the refund as the payment less what was given back', () => {
    const l = settlementLines({ energyDelivered: '3.70', actualCost: '68.45' }, paid, { refunded: true });
    expect([l.returnedToWallet, l.refundedOnCancellation]).toEqual(['574.13', '92.57']);
    expect(sum(l.returnedToWallet, l.refundedOnCancellation!)).toBe(sum(paid));
  });

  it('adds up to the paisa for every actual cost up to the estimate: cost + fee + GST = total, total + returned = paid', () => {
    for (let paise = 0; paise <= 55_500; paise += 37) {
      const l = settlementLines({ energyDelivered: '1.00', actualCost: (paise / 100).toFixed(2) }, paid);
      expect(sum(l.chargingCost, l.platformFee, l.cgst, l.sgst)).toBe(sum(l.total));
      expect(sum(l.cgst, l.sgst)).toBe(sum(l.gstTotal));
      expect(sum(l.total, l.returnedToWallet)).toBe(sum(l.paidInAdvance));
    }
  });
});
