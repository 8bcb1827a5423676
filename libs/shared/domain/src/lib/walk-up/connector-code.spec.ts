import { chargeNowPath, connectorCode, parseConnectorCode } from './connector-code';

describe('connector codes', () => {
  it('names a charger by its station and its number from 1', () => {
    expect(connectorCode(12, 0)).toBe('12-1');
    expect(connectorCode(12, 2)).toBe('12-3');
  });

  it('reads back what it wrote', () => {
    for (const [stationId, chargerIndex] of [
      [1, 0],
      [12, 2],
      [987654321, 998],
    ]) {
      expect(parseConnectorCode(connectorCode(stationId, chargerIndex))).toEqual({ stationId, chargerIndex });
    }
    expect(parseConnectorCode(' 4-2 ')).toEqual({ stationId: 4, chargerIndex: 1 });
  });

  it('refuses what is not a code', () => {
    for (const bad of [
      '',
      '12',
      '12-0',
      '0-1',
      '12-',
      '-3',
      '12-3-4',
      'a-1',
      '12_3',
      '1234567890-1',
      '1-1000',
    ]) {
      expect(parseConnectorCode(bad)).toBeNull();
    }
  });

  it('opens the walk-up page', () => {
    expect(chargeNowPath('12-3')).toBe('/charge/12-3');
  });
});
