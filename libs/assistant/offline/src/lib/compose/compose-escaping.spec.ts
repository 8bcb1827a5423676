import type { Station } from '@chargesetu/shared/contracts';
import { aBooking, aStation, aVehicle, smallCatalogue } from '../../testing';
import { bookingsForAction, composeMyBookings } from './compose-bookings';
import { composeHowTo } from './compose-guides';
import { composeNearestOpen } from './compose-nearest';
import { composeCheapest, composeCost, composePrices } from './compose-prices';
import {
  composeAvailability,
  composeCandidates,
  composePlaceAvailability,
  composeStationDetails,
} from './compose-station';
import { composeFast, composeStations, overview } from './compose-stations';
import {
  composeChargingTime,
  composeMyVehicles,
  composeVehicleConnector,
  composeVehicleStations,
} from './compose-vehicles';

// Names, addresses, amenities, charger types and vehicles come from the database or from users. Put
// into an answer, they must show as the words they are: never a link, an image, bold, code or a new line.
const LINK = '[click](https://evil.example)';
const IMAGE = '![x](//evil)';
const hostile = (what: string) =>
  `${LINK} ${what} ${IMAGE} *b* _i_ \`c\` <img> ~~s~~\n- [line](//evil.example)`;

/** What a CommonMark renderer shows for escaped text: the backslashes dropped. */
const shown = (markdown: string) => markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** Every link target of the Markdown, escaped characters skipped (they are text). */
function linkTargets(markdown: string): string[] {
  const unescapedOnly = markdown.replace(/\\[!-/:-@[-`{-~]/g, '__');
  return [...unescapedOnly.matchAll(/\[[^\]]*\]\(([^)]*)\)/g)].map((m) => m[1]);
}

const APP_PATH = /^\/(station|payment|charging|booking)\/\d+$|^\/(home|bookings|vehicles)$/;

function expectInert(markdown: string, ...texts: string[]) {
  for (const target of linkTargets(markdown)) expect(target).toMatch(APP_PATH);
  expect(markdown).not.toContain(LINK);
  expect(markdown).not.toContain(IMAGE);
  expect(markdown).not.toContain('*b*');
  expect(markdown).not.toContain('_i_');
  expect(markdown).not.toContain('`c`');
  expect(markdown).not.toContain('<img>');
  expect(markdown).not.toMatch(/^- \[line\]/m);
  // ...and the driver still reads the text itself, on one line.
  for (const text of texts) expect(shown(markdown)).toContain(text.replace(/\n/g, ' '));
}

const city = hostile('city');
const state = hostile('state');
const place = { kind: 'city' as const, city, state };
const evil: Station = aStation({
  name: hostile('station'),
  city,
  state,
  operator: hostile('operator'),
  address: { street: hostile('street'), city, state, pincode: hostile('pin') },
  amenities: [hostile('amenity'), 'Parking'],
  // The hostile types are the cheapest and the dearest, so every price list shows one of them.
  chargers: [
    { type: hostile('type'), power: 150, pricePerKwh: '10.00' },
    { type: 'CCS2', power: 60, pricePerKwh: '20.00' },
    { type: hostile('dear type'), power: 22, pricePerKwh: '30.00' },
  ],
});
// A cheaper neighbour in the same city, so the hostile station also shows under "Elsewhere".
const cheap = aStation({
  name: 'Plain – Cheap',
  city,
  state,
  chargers: [{ type: 'CCS2', power: 150, pricePerKwh: '5.00' }],
});
const all = [...smallCatalogue(), evil, cheap];
const vehicle = aVehicle({
  make: hostile('make'),
  model: hostile('model'),
  registrationNumber: hostile('plate'),
  connectorTypes: ['CCS2', hostile('type')],
  batteryCapacity: '40',
});
// A vehicle that fits no charger of the hostile station, with a battery capacity stored as odd text.
const misfit = aVehicle({
  make: hostile('misfit'),
  registrationNumber: 'KA 01 X 1',
  connectorTypes: ['CHAdeMO'],
  batteryCapacity: hostile('kWh'),
});
const elsewhereInState = { kind: 'city' as const, city: 'Nowhere', state };
const bengaluru = { kind: 'city' as const, city: 'Bengaluru', state: 'Karnataka' };
const now = new Date('2026-11-22T04:30:00.000Z');
const booking = aBooking(evil, {
  startTime: '2026-11-25T04:30:00.000Z',
  status: 'pending',
  chargerType: hostile('booked type'),
});

describe('answers built from hostile names', () => {
  it('show a station’s name, operator, address, amenities and charger types as literal text', () => {
    expectInert(
      composeStationDetails(evil),
      evil.name,
      evil.operator,
      hostile('street'),
      hostile('amenity'),
      hostile('type'),
    );
    expectInert(composeCandidates([evil]), evil.name, city);
    expectInert(
      composeAvailability(evil, {
        date: '2026-11-23',
        dateLabel: 'tomorrow',
        slots: [{ time: '06:00', available: true }],
        charger: hostile('charger'),
      }),
      evil.name,
    );
    expectInert(
      composePlaceAvailability(place, {
        date: '2026-11-23',
        dateLabel: 'tomorrow',
        rows: [{ station: evil, free: 1, total: 2 }],
      }),
      city,
      evil.name,
    );
    expectInert(composeHowTo('book', { station: evil }), evil.name);
    const near = { station: evil, distanceKm: 1.2, status: { kind: 'always' as const } };
    expectInert(
      composeNearestOpen({
        found: {
          open: [near, { ...near, station: cheap }],
          nearerNotOpen: [{ ...near, status: { kind: 'unknown' as const } }],
        },
        now,
        filter: { place, connector: hostile('wanted') },
        todaySlots: [{ time: '18:00', available: true }],
      }),
      evil.name,
      hostile('street'),
      hostile('type'),
      city,
      hostile('wanted'),
    );
    expectInert(
      composeNearestOpen({ found: { open: [], nearerNotOpen: [near] }, now, filter: { place } }),
      evil.name,
      city,
    );
  });

  it('show hostile station lists, prices and estimates as literal text', () => {
    expectInert(composeStations(all, { place }).message, evil.name, city);
    expectInert(composeStations(all, { connector: hostile('type') }).message, evil.name);
    expectInert(composeStations(all, { place, connector: 'CHAdeMO' }).message, city);
    expectInert(composeStations(all, { place: elsewhereInState }).message, state, evil.name);
    expectInert(composeStations(all, { place: bengaluru, connector: hostile('type') }).message, city);
    expectInert(composeFast(all, { place, dc: false }).message, evil.name);
    expectInert(overview(all), city);
    expectInert(composeCheapest(all, { place }).message, evil.name, city, hostile('type'));
    expectInert(composePrices(all, { station: evil }).message, evil.name, hostile('type'));
    expectInert(composePrices(all, { place }).message, evil.name, hostile('type'), hostile('dear type'));
    expectInert(composePrices(all, { station: evil, connector: hostile('wanted') }).message);
    expectInert(
      composeCost(all, { station: evil, basis: { powerKw: 200, minutes: 60 } }).message,
      evil.name,
      hostile('type'),
      hostile('dear type'),
    );
    expectInert(
      composeCost(all, { station: evil, connector: hostile('wanted'), basis: { powerKw: 200, minutes: 60 } })
        .message,
      hostile('wanted'),
    );
    expectInert(
      composeCost(all, { place, connector: hostile('wanted'), basis: { powerKw: 60, minutes: 30 } }).message,
      hostile('wanted'),
    );
    expectInert(
      composeCost(all, { place, basis: { powerKw: 150, minutes: 30 } }).message,
      evil.name,
      city,
      hostile('type'),
    );
    expectInert(composeCost(all, { place, basis: { powerKw: 60, minutes: 30 } }).message, evil.name);
    expectInert(
      composeCost(all, { connector: hostile('type'), basis: { powerKw: 150, minutes: 30 } }).message,
      evil.name,
      hostile('type'),
    );
  });

  it('show a driver’s hostile bookings and vehicles as literal text', () => {
    expectInert(composeMyBookings([booking], now), evil.name, hostile('booked type'));
    expectInert(bookingsForAction([booking], now, 'pay').join('\n'), evil.name);
    expectInert(
      composeMyVehicles([vehicle, misfit], all),
      vehicle.make,
      vehicle.model,
      vehicle.registrationNumber,
      hostile('kWh'),
    );
    expectInert(composeVehicleConnector({ vehicles: [vehicle], stations: all }), vehicle.make);
    expectInert(
      composeVehicleStations({ vehicles: [vehicle], stations: all }).message,
      vehicle.make,
      vehicle.registrationNumber,
      city,
    );
    expectInert(composeVehicleStations({ vehicles: [vehicle], stations: all, place }).message, city);
    expectInert(
      composeVehicleStations({ vehicles: [vehicle, misfit], stations: all, station: evil }).message,
      evil.name,
      hostile('type'),
      hostile('dear type'),
    );
    expectInert(composeChargingTime({ vehicle }), vehicle.make, vehicle.model);
  });

  it('a vehicle named like a link shows as that text in the vehicles answer', () => {
    const text = composeMyVehicles(
      [aVehicle({ make: '[click](https://evil.example)', model: '![x](//evil) *new* _fast_ `v2`' })],
      all,
    );
    expect(text).toContain(
      '- **\\[click\\](https://evil.example) !\\[x\\](//evil) \\*new\\* \\_fast\\_ \\`v2\\`** (MH 12 AB 1234)',
    );
  });

  it('a station name with brackets keeps them, escaped, inside its own link', () => {
    const s = aStation({ name: 'Lulu [Kochi] *new*', city: 'Kochi', state: 'Kerala' });
    expect(composeCandidates([s])).toContain(
      `- [Lulu \\[Kochi\\] \\*new\\*](/station/${s.id}), Kochi, Kerala`,
    );
  });
});
