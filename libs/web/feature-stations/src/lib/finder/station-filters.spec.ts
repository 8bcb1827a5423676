import { aStation } from '@chargesetu/web/data-access/testing';
import { DEFAULT_FINDER_PARAMS, type FinderParams } from './finder-params';
import {
  amenityOptions,
  arrangeStations,
  connectorOptions,
  filterStations,
  finderSections,
  lowestPricePerKwh,
} from './station-filters';

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
// 2026-11-23 (a Monday) at 21:00 IST.
const NINE_PM = new Date('2026-11-23T15:30:00.000Z');
const filterAll = (p: FinderParams) => filterStations(all, p, NINE_PM);
const ids = (stations: { id: number }[]) => stations.map((s) => s.id);

describe('filterStations', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterAll(DEFAULT_FINDER_PARAMS))).toEqual([1, 2, 3]);
  });

  it('matches every word of the search in the name, operator or address, ignoring case and accents', () => {
    expect(ids(filterAll(params({ q: 'pune' })))).toEqual([2]);
    expect(ids(filterAll(params({ q: 'maharashtra bandra' })))).toEqual([1]);
    expect(ids(filterAll(params({ q: '110017' })))).toEqual([3]);
    expect(ids(filterAll(params({ q: 'CHARGEZONE' })))).toEqual([2]);
    expect(ids(filterAll(params({ q: 'pune delhi' })))).toEqual([]);
  });

  it('filters by connector type and by minimum power', () => {
    expect(ids(filterAll(params({ connector: 'CCS2' })))).toEqual([1, 2]);
    expect(ids(filterAll(params({ connector: 'gb/t' })))).toEqual([3]);
    expect(ids(filterAll(params({ minPower: 50 })))).toEqual([2]);
  });

  it('with both, needs one charger of that connector with that power', () => {
    // Baner's CHAdeMO is 50 kW: "CHAdeMO, 100 kW or more" must not match through its 120 kW CCS2.
    expect(ids(filterAll(params({ connector: 'CHAdeMO', minPower: 100 })))).toEqual([]);
    expect(ids(filterAll(params({ connector: 'CCS2', minPower: 100 })))).toEqual([2]);
  });

  it('needs every chosen amenity', () => {
    expect(ids(filterAll(params({ amenities: ['Parking'] })))).toEqual([1, 3]);
    expect(ids(filterAll(params({ amenities: ['parking', 'restroom'] })))).toEqual([3]);
  });
});

describe('Open now and 24×7 (docs/product.md §2.2)', () => {
  const office = aStation({ id: 11, operatingHours: { monday: { open: '08:00', close: '20:00' } } });
  const late = aStation({ id: 12, operatingHours: JSON.stringify({ open: '06:00', close: '23:00' }) });
  const allDay = aStation({ id: 13, operatingHours: '24/7' });
  const unreadable = aStation({ id: 14, operatingHours: 'ask the guard' });
  const stations = [office, late, allDay, unreadable];

  it('"Open now" keeps the stations open at that moment by their hours in IST', () => {
    expect(ids(filterStations(stations, params({ openNow: true }), NINE_PM))).toEqual([12, 13]);
    const tenAm = new Date('2026-11-23T04:30:00.000Z');
    expect(ids(filterStations(stations, params({ openNow: true }), tenAm))).toEqual([11, 12, 13]);
  });

  it('"24×7" keeps the stations open around the clock every day', () => {
    expect(ids(filterStations(stations, params({ allDay: true }), NINE_PM))).toEqual([13]);
  });

  it('leaves out hours nobody can read, and filters nothing when off', () => {
    expect(ids(filterStations(stations, DEFAULT_FINDER_PARAMS, NINE_PM))).toEqual([11, 12, 13, 14]);
  });
});

describe('arrangeStations: price and power', () => {
  const unpriced = aStation({ id: 9, chargers: [{ type: 'CCS2', power: 200, pricePerKwh: '0.00' }] });

  it('sorts by the lowest price per kWh, cheapest first, a station without a price last', () => {
    expect(lowestPricePerKwh(bandra)).toBe(15);
    expect(lowestPricePerKwh(unpriced)).toBeNull();
    const listed = arrangeStations([unpriced, ...all], null, 'price');
    expect(listed.map((l) => l.station.id)).toEqual([3, 1, 2, 9]); // 14, 15, 22, none
  });

  it('sorts by the strongest charger, most powerful first; ties keep the catalogue order', () => {
    const twin = aStation({ id: 10, chargers: [{ type: 'CCS2', power: 30, pricePerKwh: '19.00' }] });
    const listed = arrangeStations([bandra, twin, unpriced, baner, saket], null, 'power');
    expect(listed.map((l) => l.station.id)).toEqual([9, 2, 1, 10, 3]); // 200, 120, 30, 30, 15
  });

  it('keeps the distances when a location is known', () => {
    const listed = arrangeStations(all, { latitude: 18.5204, longitude: 73.8567 }, 'price');
    expect(listed.every((l) => typeof l.distanceKm === 'number')).toBe(true);
  });
});

describe('finderSections: Near Me before Recommended, no station twice', () => {
  const fast = (id: number) =>
    aStation({ id, chargers: [{ type: 'CCS2', power: 120, pricePerKwh: '24.00' }] });
  const slow = (id: number) =>
    aStation({ id, chargers: [{ type: 'Type 2', power: 22, pricePerKwh: '15.00' }] });
  const listed = [fast(1), slow(2), fast(3), fast(4), slow(5), fast(6)].map((station) => ({ station }));

  it('with Near Me on, the 3 nearest first, then the fast stations not already shown', () => {
    const { nearest, recommended } = finderSections(listed, true);
    expect(nearest.map((l) => l.station.id)).toEqual([1, 2, 3]);
    expect(recommended.map((l) => l.station.id)).toEqual([4, 6]);
  });

  it('without Near Me, Recommended alone: the first 3 fast stations listed', () => {
    const { nearest, recommended } = finderSections(listed, false);
    expect(nearest).toEqual([]);
    expect(recommended.map((l) => l.station.id)).toEqual([1, 3, 4]);
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
