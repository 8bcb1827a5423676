import { aStation } from '../testing/builders';
import { nearbyStations, searchStations, stationsByDistance } from './nearby-stations';

// Mumbai, Pune, Delhi, Bengaluru, Thane, in catalogue order.
const catalogue = [
  aStation({ id: 1, name: 'Kurla Plaza', latitude: 19.0866, longitude: 72.8898 }),
  aStation({
    id: 2,
    name: 'Pune Hub',
    latitude: 18.5204,
    longitude: 73.8567,
    address: { street: 'FC Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' },
  }),
  aStation({
    id: 3,
    name: 'Connaught Place',
    operator: 'Statiq',
    latitude: 28.6315,
    longitude: 77.2167,
    address: { street: 'Outer Circle', city: 'New Delhi', state: 'Delhi', pincode: '110001' },
  }),
  aStation({ id: 4, name: 'Koramangala', latitude: 12.9352, longitude: 77.6245 }),
  aStation({ id: 5, name: 'Thane West', latitude: 19.2183, longitude: 72.9781 }),
];

describe('nearbyStations (docs/product.md §9: the first 3 stations; real distance when known)', () => {
  it('without a known location, is the catalogue’s first three, with no distance', () => {
    expect(nearbyStations(catalogue, null)).toEqual([
      { station: catalogue[0], distanceKm: null },
      { station: catalogue[1], distanceKm: null },
      { station: catalogue[2], distanceKm: null },
    ]);
  });

  it('with the location from Near Me, is the three nearest, nearest first, with their distance', () => {
    const bandra = { latitude: 19.0596, longitude: 72.8295 };
    const nearby = nearbyStations(catalogue, bandra);
    expect(nearby.map((n) => n.station.id)).toEqual([1, 5, 2]);
    // Bandra to Kurla is about 7 km; Bandra to Thane about 22 km.
    expect(nearby[0].distanceKm).toBeCloseTo(7.0, 0);
    expect(nearby[1].distanceKm).toBeGreaterThan(20);
    expect(nearby[1].distanceKm).toBeLessThan(25);
  });

  it('stationsByDistance keeps every station', () => {
    expect(stationsByDistance(catalogue, { latitude: 28.6, longitude: 77.2 })[0].station.id).toBe(3);
    expect(stationsByDistance(catalogue, null)).toHaveLength(5);
  });
});

describe('searchStations', () => {
  const list = stationsByDistance(catalogue, null);
  it('keeps stations whose name, operator or address holds every word, ignoring case', () => {
    expect(searchStations(list, 'pune').map((s) => s.station.id)).toEqual([2]);
    expect(searchStations(list, 'STATIQ delhi').map((s) => s.station.id)).toEqual([3]);
    expect(searchStations(list, '400001').map((s) => s.station.id)).toEqual([1, 4, 5]);
    expect(searchStations(list, 'pune delhi')).toEqual([]);
  });

  it('keeps everything for an empty or blank query', () => {
    expect(searchStations(list, '   ')).toHaveLength(5);
  });
});
