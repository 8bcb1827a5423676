import { costFor, costLines, durationText } from './cost';

describe('costFor (docs/product.md §9)', () => {
  it('prices power × time: ₹20 × 30 kW × 1 h = ₹600, + ₹10 fee, GST 18% of ₹610 = ₹109.80, total ₹719.80', () => {
    expect(costFor('20.00', { powerKw: 30, minutes: 60 })).toEqual({
      pricePerKwh: '20.00',
      powerKw: 30,
      minutes: 60,
      energyKwh: 30,
      estimated: 600,
      platformFee: 10,
      gst: 109.8,
      total: 719.8,
    });
  });

  it('prices a 30-minute slot as price × power × 0.5', () => {
    const c = costFor('23.50', { powerKw: 60, minutes: 30 });
    expect(c.estimated).toBe(705);
    expect(c.total).toBe(843.7);
  });

  it('prices energy as price × kWh', () => {
    const c = costFor('17.50', { energyKwh: 20 });
    expect(c).toMatchObject({ energyKwh: 20, estimated: 350, gst: 64.8, total: 424.8 });
    expect(c.powerKw).toBeUndefined();
  });

  it('writes the lines with the formula spelled out', () => {
    expect(costLines(costFor('20.00', { powerKw: 30, minutes: 60 }))).toEqual([
      '- Charging: ₹20.00/kWh × 30 kW × 1 hour (30 kWh) = **₹600.00**',
      '- Platform fee: ₹10.00',
      '- GST 18% on (charging + fee): ₹109.80',
      '- **Total: ₹719.80**',
    ]);
    expect(costLines(costFor('17.50', { energyKwh: 20 }))[0]).toBe(
      '- Charging: ₹17.50/kWh × 20 kWh = **₹350.00**',
    );
  });

  it('names durations', () => {
    expect([30, 60, 90, 120, 45].map((m) => durationText(m, 'hi'))).toEqual([
      '30 मिनट',
      '1 घंटा',
      '1.5 घंटे',
      '2 घंटे',
      '45 मिनट',
    ]);
    expect([30, 60, 90, 120, 45].map((m) => durationText(m))).toEqual([
      '30 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
      '45 minutes',
    ]);
  });
});
