import {
  connectorTags,
  distinctConnectorTypes,
  findCharger,
  parkingLabel,
  parseChargers,
  powersForConnector,
  recommendedStations,
} from './chargers';

const CHARGERS = [
  { type: 'CCS2', power: 60, pricePerKwh: '18.00' },
  { type: 'CCS2', power: 120, pricePerKwh: '22.00' },
  { type: 'Type 2', power: 22, pricePerKwh: '12.00' },
  { type: 'CHAdeMO', power: 50, pricePerKwh: '18.00' },
  { type: 'GB/T', power: 60, pricePerKwh: '19.00' },
  { type: 'CCS2', power: 60, pricePerKwh: '18.00' },
];

describe('distinctConnectorTypes and connectorTags', () => {
  it('lists each type once in first-seen order', () => {
    expect(distinctConnectorTypes(CHARGERS)).toEqual(['CCS2', 'Type 2', 'CHAdeMO', 'GB/T']);
  });

  it('shows at most 3 tags and counts the rest', () => {
    expect(connectorTags(CHARGERS)).toEqual({ shown: ['CCS2', 'Type 2', 'CHAdeMO'], more: 1 });
    expect(connectorTags(CHARGERS.slice(0, 3))).toEqual({ shown: ['CCS2', 'Type 2'], more: 0 });
    expect(connectorTags(undefined)).toEqual({ shown: [], more: 0 });
  });
});

describe('powersForConnector and findCharger', () => {
  it('gives the distinct powers of one type, ascending', () => {
    expect(powersForConnector(CHARGERS, 'CCS2')).toEqual([60, 120]);
    expect(powersForConnector(CHARGERS, 'Type 1')).toEqual([]);
  });

  it('finds the charger for a type and power', () => {
    expect(findCharger(CHARGERS, 'CCS2', 120)?.pricePerKwh).toBe('22.00');
    expect(findCharger(CHARGERS, 'CCS2', 50)).toBeUndefined();
    expect(findCharger([{ type: 'CCS2', power: '60' }], 'CCS2', 60)).toBeDefined();
  });
});

describe('recommendedStations', () => {
  it('takes the first 3 stations with any charger of 100 kW or more, in order', () => {
    const fast = (id: number) => ({ id, chargers: [{ type: 'CCS2', power: 150 }] });
    const slow = (id: number) => ({ id, chargers: [{ type: 'Type 2', power: 22 }] });
    const stations = [slow(1), fast(2), slow(3), fast(4), fast(5), fast(6)];
    expect(recommendedStations(stations).map((s) => s.id)).toEqual([2, 4, 5]);
    expect(recommendedStations([slow(1), { id: 7, chargers: null }])).toEqual([]);
  });
});

describe('parseChargers', () => {
  it('reads JSON strings and normalizes power and price', () => {
    expect(parseChargers('[{"type":"CCS2","power":"60","pricePerKwh":18.5}]')).toEqual([
      { type: 'CCS2', power: 60, pricePerKwh: '18.50' },
    ]);
  });

  it('drops unreadable entries and never throws', () => {
    expect(
      parseChargers([
        { type: '', power: 10 },
        { type: 'CCS2', power: 0 },
        null,
        { type: 'Type 2', power: 7 },
      ]),
    ).toEqual([{ type: 'Type 2', power: 7, pricePerKwh: '0.00' }]);
    expect(parseChargers('{oops')).toEqual([]);
    expect(parseChargers({})).toEqual([]);
  });
});

describe('parkingLabel', () => {
  it('is Available when amenities include Parking', () => {
    expect(parkingLabel(['Cafe', 'parking'])).toBe('Available');
    expect(parkingLabel(['Cafe'])).toBe('Limited');
    expect(parkingLabel(null)).toBe('Limited');
  });
});
