import { EV_MODEL_CATALOGUE } from './ev-models.data';
import { evFormConnectors, evMakes, evModelLabel, evModelsOfMake, findEvModelSpec } from './ev-models';

describe('EV model catalogue', () => {
  it('has unique ids and unique make + model labels, with sane figures', () => {
    expect(new Set(EV_MODEL_CATALOGUE.map((m) => m.id)).size).toBe(EV_MODEL_CATALOGUE.length);
    const labels = EV_MODEL_CATALOGUE.map((m) => `${m.make} ${evModelLabel(m)}`.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
    for (const m of EV_MODEL_CATALOGUE) {
      expect(m.batteryKwh).toBeGreaterThan(10);
      expect(m.maxAcKw).toBeGreaterThan(0);
      expect(m.connectors.includes('CCS2')).toBe(m.maxDcKw !== null);
    }
  });

  it('lists makes alphabetically and the models of a make in any case', () => {
    expect(evMakes().slice(0, 3)).toEqual(['BMW', 'BYD', 'Hyundai']);
    expect(evModelsOfMake('tata').map(evModelLabel)).toContain('Nexon EV 45');
  });

  it('finds a model by its form label, or by the bare model when it has one variant', () => {
    expect(findEvModelSpec({ make: 'Tata', model: 'Nexon EV 45' })?.batteryKwh).toBe(45);
    expect(findEvModelSpec({ make: ' mg ', model: 'ZS-EV' })?.id).toBe('mg-zs-ev');
    // Two Nexon EV variants with different batteries: the bare model does not say which.
    expect(findEvModelSpec({ make: 'Tata', model: 'Nexon EV' })).toBeNull();
    expect(findEvModelSpec({ make: 'Acme', model: 'Volt' })).toBeNull();
  });

  it("names a model's connectors as the vehicle form does", () => {
    expect(evFormConnectors({ connectors: ['CCS2', 'Type 2'] })).toEqual(['CCS Combo', 'Type 2 (Mennekes)']);
  });
});
