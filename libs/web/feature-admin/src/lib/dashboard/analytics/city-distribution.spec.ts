import type { BookingsAnalytics, Station } from '@chargesetu/shared/contracts';
import { cityDistribution, cityNotGiven, notInCatalogue } from './city-distribution';

const row = (stationId: number, bookings: number): BookingsAnalytics['byStation'][number] => ({
  stationId,
  stationName: `Station ${stationId}`,
  bookings,
  bookedMinutes: bookings * 30,
  availableMinutes: null,
  utilisation: null,
});
const station = (id: number, city: string): Pick<Station, 'id' | 'address'> => ({
  id,
  address: { street: '', city, state: 'Karnataka', pincode: '' },
});

describe('cityDistribution', () => {
  it("adds each station's bookings to its catalogue city, most booked first, with its share", () => {
    const cities = cityDistribution(
      [row(1, 5), row(2, 2), row(3, 1)],
      [station(1, 'Bengaluru'), station(2, 'Mumbai'), station(3, ' bengaluru ')],
    );
    expect(cities).toEqual([
      { city: 'Bengaluru', stations: 2, bookings: 6, share: 75 },
      { city: 'Mumbai', stations: 1, bookings: 2, share: 25 },
    ]);
  });

  it('groups a station gone from the catalogue, or without a city, so the cities add up to every booking', () => {
    const cities = cityDistribution(
      [row(1, 2), row(7, 1), row(8, 1)],
      [station(1, 'Pune'), station(8, '  ')],
    );
    expect(cities.map((c) => [c.city, c.bookings])).toEqual([
      ['Pune', 2],
      [cityNotGiven(), 1],
      [notInCatalogue(), 1],
    ]);
    expect(cities.reduce((n, c) => n + c.bookings, 0)).toBe(4);
  });

  it('with no bookings: no cities (an empty state, not a pie of zeros)', () => {
    expect(cityDistribution([], [station(1, 'Pune')])).toEqual([]);
  });
});
