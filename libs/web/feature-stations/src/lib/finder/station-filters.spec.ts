import { aStation } from '../testing/a-station';
import { DEFAULT_FINDER_PARAMS, type FinderParams } from './finder-params';
import { amenityOptions, arrangeStations, connectorOptions, filterStations } from './station-filters';

const params = (p: Partial<FinderParams>): FinderParams => ({ ...DEFAULT_FINDER_PARAMS, ...p });

const bandra = aStation({
  id: 1,
  name: 'Statiq – Bandra Kurla Complex',
  operator: 'Statiq',
  latitude: 19.0662,
  longitude: 72.8654,
  address: {
    street: 'G Block, Bandra Kurla Complex',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400051',
  },
  chargers: [
    { type: 'CCS2', power: 30, pricePerKwh: '20.00' },
    { type: 'Type 2', power: 22, pricePerKwh: '15.00' },
  ],
  amenities: ['Parking', 'Cafe'],
});
const baner = aStation({
  id: 2,
  name: 'ChargeZone – Baner Highway',
  operator: 'ChargeZone',
  latitude: 18.559,
  longitude: 73.7868,
  address: { street: 'Baner Road', city: 'Pune', state: 'Maharashtra', pincode: '411045' },
  chargers: [
    { type: 'CCS2', power: 120, pricePerKwh: '24.00' },
    { type: 'CHAdeMO', power: 50, pricePerKwh: '22.00' },
  ],
  amenities: ['Restroom', 'Café'],
});
const saket = aStation({
  id: 3,
  name: 'Tata Power – Select Citywalk',
  latitude: 28.5286,
  longitude: 77.2193,
  address: { street: 'Press Enclave Marg', city: 'Saket', state: 'Delhi', pincode: '110017' },
  chargers: [{ type: 'GB/T', power: 15, pricePerKwh: '14.00' }],
  amenities: ['Parking', 'Restroom', 'Cafe'],
});
const all = [bandra, baner, saket];
const ids = (stations: { id: number }[]) => stations.map((s) => s.id);

describe('filterStations', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterStations(all, DEFAULT_FINDER_PARAMS))).toEqual([1, 2, 3]);
  });

  it('matches every word of the search in the name, operator or address, ignoring case and accents', () => {
    expect(ids(filterStations(all, params({ q: 'pune' })))).toEqual([2]);
    expect(ids(filterStations(all, params({ q: 'maharashtra bandra' })))).toEqual([1]);
    expect(ids(filterStations(all, params({ q: '110017' })))).toEqual([3]);
    expect(ids(filterStations(all, params({ q: 'CHARGEZONE' })))).toEqual([2]);
    expect(ids(filterStations(all, params({ q: 'pune delhi' })))).toEqual([]);
  });

  it('filters by connector type and by minimum power', () => {
    expect(ids(filterStations(all, params({ connector: 'CCS2' })))).toEqual([1, 2]);
    expect(ids(filterStations(all, params({ connector: 'gb/t' })))).toEqual([3]);
    expect(ids(filterStations(all, params({ minPower: 50 })))).toEqual([2]);
  });

  it('with both, needs one charger of that connector with that power', () => {
    // Baner's CHAdeMO is 50 kW: "CHAdeMO, 100 kW or more" must not match through its 120 kW CCS2.
    expect(ids(filterStations(all, params({ connector: 'CHAdeMO', minPower: 100 })))).toEqual([]);
    expect(ids(filterStations(all, params({ connector: 'CCS2', minPower: 100 })))).toEqual([2]);
  });

  it('needs every chosen amenity', () => {
    expect(ids(filterStations(all, params({ amenities: ['Parking'] })))).toEqual([1, 3]);
    expect(ids(filterStations(all, params({ amenities: ['parking', 'restroom'] })))).toEqual([3]);
  });
});

describe('arrangeStations (Near Me)', () => {
  const inPune = { latitude: 18.5204, longitude: 73.8567 };

  it('without a location keeps the order and shows no distances', () => {
    expect(arrangeStations(all, null, 'distance')).toEqual(all.map((station) => ({ station })));
  });

  it('sorting by distance puts the nearest first, each with its distance', () => {
    const listed = arrangeStations(all, inPune, 'distance');
    expect(listed.map((l) => l.station.id)).toEqual([2, 1, 3]);
    expect(listed[0].distanceKm).toBeGreaterThan(8);
    expect(listed[0].distanceKm).toBeLessThan(10);
    expect(listed[2].distanceKm).toBeGreaterThan(1000);
  });

  it('with a location but the default order, keeps the order and still shows distances', () => {
    const listed = arrangeStations(all, inPune, 'default');
    expect(listed.map((l) => l.station.id)).toEqual([1, 2, 3]);
    expect(listed.every((l) => typeof l.distanceKm === 'number')).toBe(true);
  });
});

describe('filter choices', () => {
  it('lists connector types in their usual order, then unknown ones', () => {
    const odd = aStation({ chargers: [{ type: 'Tesla NACS', power: 150, pricePerKwh: '25.00' }] });
    expect(connectorOptions([...all, odd])).toEqual(['CCS2', 'CHAdeMO', 'Type 2', 'GB/T', 'Tesla NACS']);
  });

  it('lists amenities most common first, then A–Z', () => {
    expect(amenityOptions(all)).toEqual(['Cafe', 'Parking', 'Restroom', 'Café']);
  });
});
