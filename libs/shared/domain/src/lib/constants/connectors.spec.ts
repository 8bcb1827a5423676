import {
  canonicalConnector,
  connectorMatches,
  CONNECTOR_TYPES,
  FULL_VEHICLE_CONNECTOR_TYPES,
  isVehicleCompatible,
} from './connectors';

describe('canonicalConnector', () => {
  it.each([
    ['Type 2 (Mennekes)', 'Type 2'],
    ['CCS Combo', 'CCS2'],
    ['Type 1 (J1772)', 'Type 1'],
    ['chademo', 'CHAdeMO'],
    ['  gb/t ', 'GB/T'],
    ['CCS2', 'CCS2'],
    ['Tesla', 'Tesla'],
  ])('%p -> %p', (input, expected) => {
    expect(canonicalConnector(input)).toBe(expected);
  });
});

describe('connectorMatches', () => {
  it('matches the full vehicle form names to station charger types', () => {
    expect(connectorMatches('Type 2 (Mennekes)', 'Type 2')).toBe(true);
    expect(connectorMatches('CCS Combo', 'CCS2')).toBe(true);
    expect(connectorMatches('Type 1 (J1772)', 'Type 1')).toBe(true);
    expect(connectorMatches('GB/T', 'GB/T')).toBe(true);
  });

  it('matches the booking form names exactly', () => {
    for (const type of CONNECTOR_TYPES) expect(connectorMatches(type, type)).toBe(true);
  });

  it('does not match different plugs', () => {
    expect(connectorMatches('Type 2 (Mennekes)', 'CCS2')).toBe(false);
    expect(connectorMatches('CHAdeMO', 'Type 2')).toBe(false);
    expect(connectorMatches('Type 1 (J1772)', 'Type 2')).toBe(false);
    expect(connectorMatches('', '')).toBe(false);
  });

  it('gives every full-form connector a station equivalent', () => {
    const stationTypes = ['CCS2', 'CHAdeMO', 'Type 2', 'GB/T', 'Type 1'];
    for (const type of FULL_VEHICLE_CONNECTOR_TYPES) {
      expect(stationTypes.some((s) => connectorMatches(type, s))).toBe(true);
    }
  });
});

describe('isVehicleCompatible', () => {
  it('is true when any of the vehicle connectors fits', () => {
    expect(isVehicleCompatible(['CHAdeMO', 'CCS Combo'], 'CCS2')).toBe(true);
    expect(isVehicleCompatible(['CHAdeMO'], 'CCS2')).toBe(false);
    expect(isVehicleCompatible(undefined, 'CCS2')).toBe(false);
  });
});
