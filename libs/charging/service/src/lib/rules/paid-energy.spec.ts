import { paidEnergyWh } from './paid-energy';

describe('paidEnergyWh', () => {
  it('is the walk-up prepaid estimate at its price, in Wh', () => {
    expect(paidEnergyWh('walk_up', '200.00', '20.00')).toBe(10_000);
    expect(paidEnergyWh('walk_up', 150, 18)).toBe(8333);
  });

  it('rounds down, so the metered bill never passes what was paid', () => {
    // 100 / 30 = 3.3333… kWh
    expect(paidEnergyWh('walk_up', '100.00', '30.00')).toBe(3333);
    expect((3333 * 30) / 1000).toBeLessThanOrEqual(100);
  });

  it('does not apply to a booking, or to an older answer without a kind', () => {
    expect(paidEnergyWh('booking', '200.00', '20.00')).toBeNull();
    expect(paidEnergyWh(undefined, '200.00', '20.00')).toBeNull();
  });

  it('is null when nothing was bought', () => {
    expect(paidEnergyWh('walk_up', '0.00', '20.00')).toBeNull();
    expect(paidEnergyWh('walk_up', '10.00', '0')).toBeNull();
    expect(paidEnergyWh('walk_up', '0.01', '20.00')).toBeNull();
  });
});
