import { changeLanguage } from '@chargesetu/web/i18n';
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

describe('vehicle form EV catalogue in Hindi', () => {
  it('describes a known model in Hindi with kW and kWh as they are', async () => {
    await changeLanguage('hi');
    expect(knownModelText(catalogueFill('Tata', 'Nexon EV 45')!.model)).toBe(
      'जाना-पहचाना मॉडल: 45 kWh बैटरी, AC 7.2 kW तक, DC 60 kW तक।',
    );
    expect(knownModelText(catalogueFill('MG', 'Comet EV')!.model)).toBe(
      'जाना-पहचाना मॉडल: 17.3 kWh बैटरी, AC 3.3 kW तक, DC चार्जिंग नहीं।',
    );
  });
});
