import { catalogueFill, knownModelText, makeSuggestions, modelSuggestions } from './model-catalogue';

describe('vehicle form EV catalogue', () => {
  it('suggests the makes, then the models of the typed make', () => {
    expect(makeSuggestions()).toContain('Tata');
    expect(modelSuggestions('tata')).toEqual(
      expect.arrayContaining(['Nexon EV 45', 'Nexon EV MR', 'Punch EV LR']),
    );
    expect(modelSuggestions('Acme')).toEqual([]);
  });

  it("fills a known model's battery and connectors as the form names them", () => {
    const fill = catalogueFill('Tata', 'Nexon EV 45');
    expect(fill && { battery: fill.batteryCapacity, connectors: fill.connectorTypes }).toEqual({
      battery: '45',
      connectors: ['CCS Combo', 'Type 2 (Mennekes)'],
    });
    expect(catalogueFill('MG', 'Comet EV')?.connectorTypes).toEqual(['Type 2 (Mennekes)']);
    expect(catalogueFill('Acme', 'Volt')).toBeNull();
  });

  it('describes a known model in one line', () => {
    expect(knownModelText(catalogueFill('Tata', 'Nexon EV 45')!.model)).toBe(
      'Known model: 45 kWh battery, AC up to 7.2 kW, DC up to 60 kW.',
    );
    expect(knownModelText(catalogueFill('MG', 'Comet EV')!.model)).toBe(
      'Known model: 17.3 kWh battery, AC up to 3.3 kW, no DC charging.',
    );
  });
});
