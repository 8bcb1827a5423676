import type { Station } from '@chargesetu/shared/contracts';
import { changeLanguage } from '@chargesetu/web/i18n';
import { catalogueFigures } from './catalogue-figures';

let nextId = 1;
function aStation(city: string, state: string, powers: number[]): Station {
  return {
    id: nextId++,
    name: `${city} hub`,
    operator: 'Statiq',
    latitude: 18.52,
    longitude: 73.85,
    address: { street: 'Main Road', city, state, pincode: '411001' },
    chargers: powers.map((power) => ({ type: 'CCS2', power, pricePerKwh: '21.00' })),
    amenities: [],
    operatingHours: '24/7',
    photos: [],
    ratings: 0,
    reviewCount: 0,
    hasLiveStatus: false,
    apiEndpoint: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('catalogueFigures (the landing page numbers)', () => {
  it('counts stations, cities, charging points and the most powerful charger', () => {
    const figures = catalogueFigures([
      aStation('Pune', 'Maharashtra', [60, 22]),
      aStation('pune ', 'Maharashtra', [7.4]),
      aStation('Mumbai', 'Maharashtra', [240, 60, 30]),
    ]);
    expect(figures).toEqual([
      { label: 'Charging stations', value: '3' },
      { label: 'Cities', value: '2' },
      { label: 'Charging points', value: '6' },
      { label: 'Most powerful charger', value: '240 kW' },
    ]);
  });

  it('counts a city name found in two states twice, and groups thousands the Indian way', () => {
    const many = Array.from({ length: 1200 }, (_, i) =>
      aStation('Aurangabad', i % 2 ? 'Maharashtra' : 'Bihar', [50]),
    );
    expect(catalogueFigures(many).slice(0, 3)).toEqual([
      { label: 'Charging stations', value: '1,200' },
      { label: 'Cities', value: '2' },
      { label: 'Charging points', value: '1,200' },
    ]);
  });

  it('says "1" in the singular and shows a fractional power to one decimal', () => {
    expect(catalogueFigures([aStation('Goa', 'Goa', [7.4])])).toEqual([
      { label: 'Charging station', value: '1' },
      { label: 'City', value: '1' },
      { label: 'Charging point', value: '1' },
      { label: 'Most powerful charger', value: '7.4 kW' },
    ]);
  });

  it('shows no top power when no charger is listed, rather than "0 kW"', () => {
    const figures = catalogueFigures([aStation('Kochi', 'Kerala', [])]);
    expect(figures.map((f) => f.label)).toEqual(['Charging station', 'City', 'Charging points']);
    expect(figures[2].value).toBe('0');
  });
});

describe('catalogueFigures in Hindi (issue #20)', () => {
  it('labels the figures in Hindi and groups the numbers the Indian way', async () => {
    await changeLanguage('hi');
    const many = Array.from({ length: 123456 }, (_, i) =>
      aStation('Pune', 'Maharashtra', i ? [60] : [7.4, 142.5]),
    );
    expect(catalogueFigures(many)).toEqual([
      { label: 'चार्जिंग स्टेशन', value: '1,23,456' },
      { label: 'शहर', value: '1' },
      { label: 'चार्जिंग पॉइंट', value: '1,23,457' },
      { label: 'सबसे पावरफ़ुल चार्जर', value: '142.5 kW' },
    ]);
  });
});
