import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseOperatingHours, recommendedStations, STATION_CHARGER_TYPES } from '@chargesetu/shared/domain';
import { Value } from '@sinclair/typebox/value';
import { CITIES_BY_STATE, INDIAN_STATES as STATES } from '@chargesetu/shared/domain';
import { CatalogueStation, STATION_CATALOGUE } from './catalogue';

const ROOT = path.resolve(__dirname, '../../../../../..');
const { stations, cityCentres } = STATION_CATALOGUE;
const METRO_STATES = Object.keys(CITIES_BY_STATE);

// India Post: the first digits of a pincode name the postal circle, i.e. the state.
const PINCODE_PREFIXES: Record<string, string[]> = {
  'Andhra Pradesh': ['51', '52', '53'],
  'Arunachal Pradesh': ['790', '791', '792'],
  Assam: ['78'],
  Bihar: ['80', '81', '82', '84', '85'],
  Chhattisgarh: ['49'],
  Delhi: ['110'],
  Goa: ['403'],
  Gujarat: ['36', '37', '38', '39'],
  Haryana: ['12', '13'],
  'Himachal Pradesh': ['17'],
  'Jammu and Kashmir': ['18', '19'],
  Jharkhand: ['81', '82', '83'],
  Karnataka: ['56', '57', '58', '59'],
  Kerala: ['67', '68', '69'],
  'Madhya Pradesh': ['45', '46', '47', '48'],
  Maharashtra: ['40', '41', '42', '43', '44'],
  Manipur: ['795'],
  Meghalaya: ['793', '794'],
  Mizoram: ['796'],
  Nagaland: ['797', '798'],
  Odisha: ['75', '76', '77'],
  Punjab: ['14', '15'],
  Rajasthan: ['30', '31', '32', '33', '34'],
  Sikkim: ['737'],
  'Tamil Nadu': ['60', '61', '62', '63', '64'],
  Telangana: ['50'],
  Tripura: ['799'],
  'Uttar Pradesh': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  Uttarakhand: ['24', '26'],
  'West Bengal': ['70', '71', '72', '73', '74'],
};
const REAL_OPERATORS = [
  'Tata Power EZ Charge',
  'Statiq',
  'ChargeZone',
  'Jio-bp pulse',
  'Zeon Charging',
  'GLIDA',
  'EESL',
  'ChargeGrid',
  'BESCOM',
  'Shell Recharge',
  'Bolt.Earth',
  'Kazam',
];

function km([lat1, lng1]: number[], [lat2, lng2]: number[]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
const countBy = <T>(items: T[], key: (t: T) => string) =>
  items.reduce((m, t) => m.set(key(t), (m.get(key(t)) ?? 0) + 1), new Map<string, number>());

describe('the station catalogue', () => {
  it('the committed files are exactly what the generator writes (deterministic, up to date)', () => {
    const out = execFileSync('node', [path.join(ROOT, 'tools/stations-catalogue/generate.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/up to date/);
  });

  it('has at least 150 stations, each a valid spec-3 station, with unique codes and names', () => {
    expect(stations.length).toBeGreaterThanOrEqual(150);
    for (const s of stations)
      expect([...Value.Errors(CatalogueStation, s)].map((e) => `${s.code}${e.path} ${e.message}`)).toEqual(
        [],
      );
    expect(new Set(stations.map((s) => s.code)).size).toBe(stations.length);
    expect(new Set(stations.map((s) => s.name)).size).toBe(stations.length);
  });

  it('uses the finder lists exported by the lib: 30 states, city lists for the 8 states of docs/product.md §2.2', () => {
    expect(STATES).toHaveLength(30);
    expect(STATION_CATALOGUE.states).toEqual([...STATES]);
    expect(METRO_STATES.sort()).toEqual([
      'Delhi',
      'Gujarat',
      'Karnataka',
      'Maharashtra',
      'Tamil Nadu',
      'Telangana',
      'Uttar Pradesh',
      'West Bengal',
    ]);
    expect(STATION_CATALOGUE.citiesByState).toEqual(CITIES_BY_STATE);
  });

  it('has stations in every one of the 30 states, most of them in the 8 states with city lists', () => {
    const perState = countBy(stations, (s) => s.address.state);
    expect([...perState.keys()].sort()).toEqual([...STATES].sort());
    const inMetros = stations.filter((s) => METRO_STATES.includes(s.address.state)).length;
    expect(inMetros / stations.length).toBeGreaterThan(0.6);
  });

  it('gives each of the 8 states at least 3 listed cities, each with stations, and no station outside the list', () => {
    for (const [state, cities] of Object.entries(CITIES_BY_STATE)) {
      expect(cities.length).toBeGreaterThanOrEqual(3);
      const inState = stations.filter((s) => s.address.state === state);
      for (const city of cities) expect(inState.some((s) => s.address.city === city)).toBe(true);
      for (const s of inState) expect(cities).toContain(s.address.city);
    }
  });

  it("gives each address a street and the state's 6-digit pincode", () => {
    for (const s of stations) {
      expect(s.address.street.length).toBeGreaterThan(3);
      expect(s.address.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(PINCODE_PREFIXES[s.address.state].some((p) => s.address.pincode.startsWith(p))).toBe(true);
    }
  });

  it('places every station in India, within 25 km of its city centre', () => {
    for (const s of stations) {
      expect(s.latitude).toBeGreaterThan(6);
      expect(s.latitude).toBeLessThan(37.5);
      expect(s.longitude).toBeGreaterThan(68);
      expect(s.longitude).toBeLessThan(97.5);
      const centre = cityCentres[s.address.state]?.[s.address.city];
      expect(centre).toBeDefined();
      expect(km([s.latitude, s.longitude], centre)).toBeLessThan(25);
    }
  });

  it('names real Indian charge-point operators, and the station after its operator', () => {
    for (const s of stations) {
      expect(REAL_OPERATORS).toContain(s.operator);
      expect(s.name.startsWith(`${s.operator} – `)).toBe(true);
    }
  });

  it('has 1-6 chargers of known types with whole-kW powers and 2-decimal prices in realistic bands', () => {
    for (const s of stations) {
      expect(s.chargers.length).toBeGreaterThanOrEqual(1);
      expect(s.chargers.length).toBeLessThanOrEqual(6);
      for (const c of s.chargers) {
        expect(STATION_CHARGER_TYPES).toContain(c.type);
        expect(Number.isInteger(c.power)).toBe(true);
        expect(c.pricePerKwh).toMatch(/^\d+\.\d{2}$/);
        const price = Number(c.pricePerKwh);
        const [lo, hi] =
          c.power >= 100 ? [22, 28] : c.type === 'Type 2' || c.type === 'Type 1' ? [12, 18] : [18, 24];
        expect(price).toBeGreaterThanOrEqual(lo);
        expect(price).toBeLessThanOrEqual(hi);
      }
      // Identical chargers are capacity: they must share one price, as bookings picks any of them.
      const priceOf = new Map<string, string>();
      for (const c of s.chargers) {
        const key = `${c.type}@${c.power}`;
        if (!priceOf.has(key)) priceOf.set(key, c.pricePerKwh);
        expect(c.pricePerKwh).toBe(priceOf.get(key));
      }
    }
  });

  it('has at least 15 high-power (100 kW+) stations spread over at least 8 states, and a mix of connectors', () => {
    const fast = stations.filter((s) => s.chargers.some((c) => c.power >= 100));
    expect(fast.length).toBeGreaterThanOrEqual(15);
    expect(new Set(fast.map((s) => s.address.state)).size).toBeGreaterThanOrEqual(8);
    expect(recommendedStations(stations)).toHaveLength(3);
    const types = new Set(stations.flatMap((s) => s.chargers.map((c) => c.type)));
    expect([...types].sort()).toEqual([...STATION_CHARGER_TYPES].sort());
  });

  it('uses all three operating-hours shapes of docs/product.md §3, each readable', () => {
    const shape = (h: unknown) =>
      h === '24/7' ? '24/7' : typeof h === 'string' ? 'json string' : 'weekday object';
    const shapes = countBy(stations, (s) => shape(s.operatingHours));
    expect([...shapes.keys()].sort()).toEqual(['24/7', 'json string', 'weekday object']);
    for (const s of stations) {
      expect(parseOperatingHours(s.operatingHours)).not.toBeNull();
      const obj =
        typeof s.operatingHours === 'string' && s.operatingHours !== '24/7'
          ? JSON.parse(s.operatingHours)
          : s.operatingHours;
      if (typeof obj === 'object')
        for (const key of Object.keys(obj)) expect(key).toMatch(/^(mon|tues|wednes|thurs|fri|satur|sun)day$/);
    }
  });

  it('has ratings 3.2-4.9 with reviews, or 0 with no reviews (new), amenities and some live status', () => {
    for (const s of stations) {
      if (s.ratings === 0) expect(s.reviewCount).toBe(0);
      else {
        expect(s.ratings).toBeGreaterThanOrEqual(3.2);
        expect(s.ratings).toBeLessThanOrEqual(4.9);
        expect(s.reviewCount).toBeGreaterThan(0);
      }
      expect(s.amenities.length).toBeGreaterThan(0);
    }
    const live = stations.filter((s) => s.hasLiveStatus).length;
    expect(live).toBeGreaterThan(0);
    expect(live).toBeLessThan(stations.length);
  });

  it('gives each station 1-3 distinct shipped photos, neighbours a different lead photo', () => {
    stations.forEach((s, i) => {
      expect(new Set(s.photos).size).toBe(s.photos.length);
      if (i > 0) expect(s.photos[0]).not.toBe(stations[i - 1].photos[0]);
      for (const url of s.photos) {
        expect(url).toMatch(/^\/images\/stations\/station-\d\d\.svg$/);
        const file = path.join(ROOT, 'apps/web/public', url);
        expect(existsSync(file)).toBe(true);
        expect(statSync(file).size).toBeLessThanOrEqual(6 * 1024);
        expect(readFileSync(file, 'utf8')).toMatch(
          /<svg [^>]*role="img"[^>]*><title id="[^"]+">[^<]{10,}<\/title>/,
        );
      }
    });
  });
});
