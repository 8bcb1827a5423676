#!/usr/bin/env node
// Generates the demo station catalogue and the station photos, deterministically (seeded PRNG):
//   libs/stations/service/src/lib/seed/stations-catalogue.json   (loaded by the stations seeder)
//   apps/web/public/images/stations/station-NN.svg               (served at /images/stations/...)
// Usage: node tools/stations-catalogue/generate.mjs          write the files
//        node tools/stations-catalogue/generate.mjs --check  exit 1 if the committed files differ
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { METRO_STATES } from './geography-metros.mjs';
import { OTHER_STATES } from './geography-states.mjs';
import { OPERATORS, operatorWeights, priceBand } from './operators.mjs';
import { PHOTO_COUNT, SCENE, photoFile, photoIndex, photoSvg, photoUrl } from './photos.mjs';
import { amenitiesFor, hoursFor } from './site-details.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CATALOGUE = path.join(ROOT, 'libs/stations/service/src/lib/seed/stations-catalogue.json');
const PHOTOS_DIR = path.join(ROOT, 'apps/web/public/images/stations');
const SEED = 20251123;
// Recently opened: no rating yet (the UI shows "New").
const NEW_STATIONS = new Set(['ar-naharlagun-01', 'mz-aizawl-02', 'gj-gandhinagar-02']);

const HILL_STATES = new Set([
  'Arunachal Pradesh',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Uttarakhand',
]);

/** mulberry32: tiny, fast and the same on every Node version. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = prng(SEED);
const between = (lo, hi) => lo + rand() * (hi - lo);
const pick = (items) => items[Math.floor(rand() * items.length)];
function weighted(pairs) {
  let r = rand() * pairs.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of pairs) if ((r -= w) < 0) return value;
  return pairs[pairs.length - 1][0];
}
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const halfRupee = (x) => (Math.round(x * 2) / 2).toFixed(2);

function chargersFor(operator, kind) {
  const kit = pick(OPERATORS[operator].kits).map(([type, power, count]) => [type, power, count]);
  // Highways, airports and big malls get a second unit of their lead charger (more capacity).
  if ((kind === 'highway' || kind === 'airport' || kind === 'mall') && rand() < 0.4) kit[0][2] += 1;
  const chargers = [];
  for (const [type, power, count] of kit) {
    const [lo, hi] = priceBand(type, power);
    const pricePerKwh = halfRupee(between(lo, hi));
    for (let i = 0; i < count && chargers.length < 6; i += 1) chargers.push({ type, power, pricePerKwh });
  }
  return chargers;
}

function stationFor(state, city, site, index) {
  const [kind, venue, street, pincode, lat, lng] = site;
  const code = `${state.code.toLowerCase()}-${slug(city.name)}-${String(index + 1).padStart(2, '0')}`;
  const operator = weighted(operatorWeights(state.name));
  const isNew = NEW_STATIONS.has(code);
  const popular = kind === 'mall' || kind === 'airport' ? 3 : 1;
  return {
    scene: HILL_STATES.has(state.name) ? SCENE.hills : SCENE[kind],
    code,
    name: `${operator} – ${venue}`,
    operator,
    latitude: Number((lat + between(-0.0015, 0.0015)).toFixed(6)),
    longitude: Number((lng + between(-0.0015, 0.0015)).toFixed(6)),
    address: {
      street:
        kind === 'street' || kind === 'highway' || street.includes(venue) ? street : `${venue}, ${street}`,
      city: city.name,
      state: state.name,
      pincode,
    },
    chargers: chargersFor(operator, kind),
    amenities: amenitiesFor(kind, rand),
    operatingHours: hoursFor(kind, rand),
    photos: [],
    ratings: isNew ? 0 : Number(between(3.2, 4.9).toFixed(2)),
    reviewCount: isNew ? 0 : Math.round(between(8, 450) * popular),
    hasLiveStatus: OPERATORS[operator].live && rand() < 0.6,
    apiEndpoint: null,
  };
}

/** Round-robin over a list of lists, so neighbours in the result come from different lists. */
function interleave(lists) {
  const out = [];
  for (let i = 0; lists.some((l) => i < l.length); i += 1)
    for (const l of lists) if (i < l.length) out.push(l[i]);
  return out;
}

function build() {
  const allStates = [...METRO_STATES, ...OTHER_STATES];
  const perState = allStates.map((state) =>
    interleave(state.cities.map((city) => city.sites.map((site, i) => stationFor(state, city, site, i)))),
  );
  const stations = interleave(perState).map(({ scene, ...s }, i) => {
    // The lead photo shows the kind of site; neighbours in the list get a different time of day.
    const photos = [0, 1, 2].slice(0, 1 + (i % 3)).map((d) => photoIndex(scene + d, i + d));
    return { ...s, photos: photos.map(photoUrl) };
  });
  const states = allStates.map((s) => s.name).sort((a, b) => a.localeCompare(b, 'en'));
  const citiesByState = Object.fromEntries(METRO_STATES.map((s) => [s.name, s.cities.map((c) => c.name)]));
  const cityCentres = Object.fromEntries(
    allStates.map((s) => [s.name, Object.fromEntries(s.cities.map((c) => [c.name, c.centre]))]),
  );
  return { states, citiesByState, cityCentres, stations };
}

function assertInvariants({ states, citiesByState, stations }) {
  const fail = (m) => {
    throw new Error(`catalogue invariant broken: ${m}`);
  };
  if (states.length !== 30) fail(`${states.length} states, expected 30`);
  if (stations.length < 150) fail(`${stations.length} stations, expected at least 150`);
  for (const st of states) if (!stations.some((s) => s.address.state === st)) fail(`no station in ${st}`);
  for (const [st, cities] of Object.entries(citiesByState)) {
    for (const c of cities)
      if (!stations.some((s) => s.address.state === st && s.address.city === c)) fail(`no station in ${c}`);
  }
  const fast = stations.filter((s) => s.chargers.some((c) => c.power >= 100));
  if (fast.length < 15 || new Set(fast.map((s) => s.address.state)).size < 8)
    fail('too few high-power stations');
  if (new Set(stations.map((s) => s.code)).size !== stations.length) fail('duplicate codes');
  if (new Set(stations.map((s) => s.name)).size !== stations.length) fail('duplicate names');
}

function render(data) {
  // One state or station per line: compact, and a regenerated catalogue diffs line by line.
  const lines = (obj) =>
    Object.entries(obj)
      .map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n');
  return [
    '{',
    '  "$comment": "Generated by tools/stations-catalogue/generate.mjs - do not edit by hand.",',
    `  "states": ${JSON.stringify(data.states)},`,
    `  "citiesByState": {\n${lines(data.citiesByState)}\n  },`,
    `  "cityCentres": {\n${lines(data.cityCentres)}\n  },`,
    `  "stations": [\n${data.stations.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]`,
    '}',
    '',
  ].join('\n');
}

const data = build();
assertInvariants(data);
const files = new Map([[CATALOGUE, render(data)]]);
for (let k = 0; k < PHOTO_COUNT; k += 1) files.set(path.join(PHOTOS_DIR, photoFile(k)), photoSvg(k));

if (process.argv.includes('--check')) {
  const stale = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
  for (const [file] of stale) console.error(`out of date: ${path.relative(ROOT, file)}`);
  if (stale.length) {
    console.error('run: node tools/stations-catalogue/generate.mjs');
    process.exit(1);
  }
  console.log(`up to date: ${data.stations.length} stations, ${PHOTO_COUNT} photos`);
} else {
  for (const [file, text] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`wrote ${data.stations.length} stations and ${PHOTO_COUNT} photos`);
}
