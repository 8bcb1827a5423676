import { authService } from '@chargesetu/auth/service';
import type { LiveChargerStatus, Station, StationFreeNow } from '@chargesetu/shared/contracts';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { bookingsClient, events, stationPicker, holdChargerNow, startBookingsPlatform } from '../../testing';
import { bookingsService } from '../bookings.module';
import { recordChargerStatusOnConnectorStatusChanged as consumer } from '../events/record-charger-status-on-connector-status-changed.handler';

jest.setTimeout(120_000);

const modules = [authService, stationsService, bookingsService];
const platformOf = useTestPlatform((backends) => startBookingsPlatform(modules, backends));
const client = bookingsClient(platformOf);
const picker = stationPicker(client);
const freshStation = picker.fresh;

beforeAll(picker.load);

/** Each charger of the station reports the status given for it (null: no report), at one instant. */
async function report(station: Station, given: Array<LiveChargerStatus | null>) {
  const at = new Date(Date.now() - 60_000);
  for (const [chargerIndex, status] of given.entries()) {
    if (status === null) continue;
    await platformOf().deliver(
      'bookings',
      consumer.name,
      events.chargerStatus({ stationId: station.id, chargerIndex, status, at }),
    );
  }
  return at;
}

async function figure(stationId: number): Promise<StationFreeNow> {
  const res = await client.call('GET', `/api/availability/now?stationIds=${stationId}`);
  expect(res.statusCode).toBe(200);
  return res.json()[0];
}
const live = client.chargersLive;

describe('GET /api/availability/now with live charger statuses', () => {
  it("counts a reporting charger free only when it is Available and no booking holds it now; the figure is the chargers'", async () => {
    const station = freshStation(4);
    await report(station, ['Available', 'Available', 'Preparing', 'Faulted']);
    expect(await figure(station.id)).toEqual({
      stationId: station.id,
      totalChargers: 4,
      freeNow: 2,
      level: 'Available',
      source: 'chargers',
    });
    await holdChargerNow(platformOf().bookings, station.id, 1, { status: 'confirmed' }); // on the way
    expect(await figure(station.id)).toMatchObject({ freeNow: 1, level: 'Limited', source: 'chargers' });
    await report(station, ['Charging', null, null, null]);
    expect(await figure(station.id)).toMatchObject({ freeNow: 0, level: 'Busy', source: 'chargers' });
  });

  it('a station where only some chargers report uses what they say, and says the figure is estimated', async () => {
    const station = freshStation(3);
    await report(station, ['Offline', null, null]);
    expect(await figure(station.id)).toEqual({
      stationId: station.id,
      totalChargers: 3,
      freeNow: 2,
      level: 'Available',
      source: 'bookings',
    });
  });

  it('a station without live status keeps the figure from the bookings', async () => {
    const station = freshStation(2);
    await holdChargerNow(platformOf().bookings, station.id, 0);
    expect(await figure(station.id)).toEqual({
      stationId: station.id,
      totalChargers: 2,
      freeNow: 1,
      level: 'Available',
      source: 'bookings',
    });
  });
});

describe('GET /api/stations/:id/chargers/live', () => {
  it("answers every charger of the station, without sign-in: type and power, live status and since, source and free, agreeing with the station's figure", async () => {
    const station = freshStation(3);
    const at = await report(station, ['Available', 'SuspendedEV', null]);
    await holdChargerNow(platformOf().bookings, station.id, 2);
    const chargers = await live(station.id);
    expect(chargers).toEqual(
      station.chargers.map((c, chargerIndex) => ({
        chargerIndex,
        type: c.type,
        power: c.power,
        status: ['Available', 'SuspendedEV', null][chargerIndex],
        since: chargerIndex < 2 ? at.toISOString() : null,
        source: chargerIndex < 2 ? 'chargers' : 'bookings',
        free: chargerIndex === 0,
      })),
    );
    const { freeNow, totalChargers } = await figure(station.id);
    expect({ freeNow, totalChargers }).toEqual({
      freeNow: chargers.filter((c) => c.free).length,
      totalChargers: chargers.length,
    });
  });

  it('without any report, says what the bookings know', async () => {
    const station = freshStation(2);
    await holdChargerNow(platformOf().bookings, station.id, 1, { status: 'active' });
    expect(
      (await live(station.id)).map(({ status, since, source, free }) => ({ status, since, source, free })),
    ).toEqual([
      { status: null, since: null, source: 'bookings', free: true },
      { status: null, since: null, source: 'bookings', free: false },
    ]);
  });

  it('answers 404 for an unknown station and 400 for an id that is not one', async () => {
    const missing = await client.call('GET', '/api/stations/999999/chargers/live');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Station 999999 was not found');
    const bad = await client.call('GET', '/api/stations/abc/chargers/live');
    expect(bad.statusCode).toBe(400);
  });
});
