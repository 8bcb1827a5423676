import { stationFigureSource } from './availability';

describe('stationFigureSource', () => {
  it('is the chargers only when every charger reports, else the bookings', () => {
    expect(stationFigureSource([{ source: 'chargers' }, { source: 'chargers' }])).toBe('chargers');
    expect(stationFigureSource([{ source: 'chargers' }, { source: 'bookings' }])).toBe('bookings');
    expect(stationFigureSource([])).toBe('bookings');
  });
});
