import { authService } from '@chargesetu/auth/service';
import type { AvailabilitySlot, Station, StationFreeNow } from '@chargesetu/shared/contracts';
import { addDaysYmd, daySlotGrid, FULL_SLOT_GRID, istInstant, todayIst } from '@chargesetu/shared/domain';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { bookingsClient, holdChargerNow, startBookingsPlatform, stationWithCapacity } from '../../testing';
import { bookingsService } from '../bookings.module';
import { buildBookingsDeps } from '../deps';
import { getAvailability } from '../use-cases/get-availability';

jest.setTimeout(120_000);

const modules = [authService, stationsService, bookingsService];
const platformOf = useTestPlatform((backends) => startBookingsPlatform(modules, backends));
const client = bookingsClient(platformOf);
let stations: Station[];
let double: ReturnType<typeof stationWithCapacity>;

beforeAll(async () => {
  stations = await client.stations();
  double = stationWithCapacity(stations, 2);
});

const inDays = (n: number) => addDaysYmd(todayIst(), n);
async function slots(stationId: number, query: string): Promise<AvailabilitySlot[]> {
  const res = await client.call('GET', `/api/stations/${stationId}/availability?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().availableSlots;
}
const availableAt = (list: AvailabilitySlot[], time: string) => list.find((s) => s.time === time)?.available;

describe('GET /api/stations/:id/availability', () => {
  it('lists every slot of the day inside opening hours, all free on an empty future day, without sign-in', async () => {
    const list = await slots(double.station.id, `date=${inDays(3)}`);
    expect(list).toEqual(FULL_SLOT_GRID.map((time) => ({ time, available: true })));
    const shop = stations.find((s) => typeof s.operatingHours === 'object')!;
    const date = inDays(3);
    const times = (await slots(shop.id, `date=${date}`)).map((s) => s.time);
    expect(times).toEqual(daySlotGrid(date, shop.operatingHours));
    expect(times.length).toBeLessThan(FULL_SLOT_GRID.length);
  });

  it('marks a slot unavailable once every matching charger is booked for it, and free again after a cancel', async () => {
    const { station, chargerType, power } = double;
    const date = inDays(4);
    const startTime = istInstant(date, '12:30').toISOString();
    const filter = `date=${date}&chargerType=${encodeURIComponent(chargerType)}&power=${power}`;
    const [a, b] = [await client.newDriver(), await client.newDriver()];
    const first = await client.book(a, { stationId: station.id, chargerType, power, startTime });
    expect(availableAt(await slots(station.id, filter), '12:30')).toBe(true); // one charger still free
    const second = await client.book(b, { stationId: station.id, chargerType, power, startTime });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const after = await slots(station.id, filter);
    expect(after.filter((s) => !s.available).map((s) => s.time)).toEqual(['12:30']);
    // Other chargers of the station (another power) are still free for that slot.
    const others = station.chargers.length > 2;
    expect(availableAt(await slots(station.id, `date=${date}`), '12:30')).toBe(others);
    expect(
      (await client.call('POST', `/api/bookings/${second.json().id}/cancel`, { token: b.token })).statusCode,
    ).toBe(200);
    expect(availableAt(await slots(station.id, filter), '12:30')).toBe(true);
  });

  it('with a connector type or power the station lacks, has no available slot', async () => {
    const list = await slots(double.station.id, `date=${inDays(3)}&chargerType=GB%2FT&power=1`);
    expect(list.length).toBe(FULL_SLOT_GRID.length);
    expect(list.every((s) => !s.available)).toBe(true);
  });

  it("marks today's slots unavailable once less than 15 minutes of them remain", async () => {
    const before = Date.now();
    const today = await slots(double.station.id, `date=${todayIst()}`);
    const after = Date.now();
    for (const s of today) {
      const end = istInstant(todayIst(), s.time).getTime() + 30 * 60_000;
      // Decided between the two reads of the clock: certain on either side of them.
      if (end - after >= 15 * 60_000)
        expect({ time: s.time, available: s.available }).toEqual({ time: s.time, available: true });
      if (end - before < 15 * 60_000)
        expect({ time: s.time, available: s.available }).toEqual({ time: s.time, available: false });
    }
  });

  it('offers the night slots (00:00–05:30) of a station open round the clock, and none where it is closed then', async () => {
    const date = inDays(3);
    const night = (await slots(double.station.id, `date=${date}`)).filter((s) => s.time < '06:00');
    expect(night.map((s) => s.time)).toEqual(FULL_SLOT_GRID.slice(0, 12));
    expect(night[0]).toEqual({ time: '00:00', available: true });
    const shop = stations.find((s) => JSON.stringify(s.operatingHours).includes('"open":"10:00"'))!;
    expect((await slots(shop.id, `date=${date}`)).some((s) => s.time < '10:00')).toBe(false);
  });

  it('with the clock 10 minutes into a slot, offers it; 16 minutes in, no longer (15 must remain)', async () => {
    const deps = buildBookingsDeps(platformOf().bookings);
    const date = inDays(5);
    const query = { date, chargerType: double.chargerType, power: double.power };
    const at = async (hhmm: string, minutesIn: number) => {
      const now = new Date(istInstant(date, hhmm).getTime() + minutesIn * 60_000);
      const { availableSlots } = await getAvailability(deps, { stationId: double.station.id, query, now });
      return availableSlots.find((s) => s.time === hhmm)?.available;
    };
    expect(await at('02:00', 10)).toBe(true);
    expect(await at('02:00', 15)).toBe(true);
    expect(await at('02:00', 16)).toBe(false);
  });

  it('answers the last day of the horizon, and 400 with a message for a past day, a day beyond it or a far-off year', async () => {
    expect(await slots(double.station.id, `date=${inDays(30)}`)).toHaveLength(FULL_SLOT_GRID.length);
    for (const date of [inDays(-1), inDays(31), '9999-12-31', '0100-01-01', '0999-12-31']) {
      const res = await client.call('GET', `/api/stations/${double.station.id}/availability?date=${date}`);
      expect({ date, status: res.statusCode, message: res.json().message }).toEqual({
        date,
        status: 400,
        message: 'Date must be between today and 30 days ahead (YYYY-MM-DD).',
      });
    }
  });

  describe('with BOOKING_HORIZON_DAYS=7', () => {
    // The configuration is read once, at start: another horizon needs a platform of its own.
    const weekClient = bookingsClient(
      useTestPlatform((backends) => startBookingsPlatform(modules, backends, { BOOKING_HORIZON_DAYS: '7' })),
    );

    it('answers up to the seventh day and refuses the eighth with the configured number', async () => {
      const { station } = stationWithCapacity(await weekClient.stations(), 2);
      const url = (date: string) => `/api/stations/${station.id}/availability?date=${date}`;
      const last = await weekClient.call('GET', url(inDays(7)));
      expect(last.statusCode).toBe(200);
      expect(last.json().availableSlots.length).toBeGreaterThan(0);
      const res = await weekClient.call('GET', url(inDays(8)));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Date must be between today and 7 days ahead (YYYY-MM-DD).');
    });
  });

  it('answers 400 for a malformed or impossible date, 404 for an unknown station', async () => {
    for (const date of ['23-11-2026', '2026-02-30', '']) {
      const res = await client.call('GET', `/api/stations/${double.station.id}/availability?date=${date}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('date');
    }
    expect((await client.call('GET', `/api/stations/${double.station.id}/availability`)).statusCode).toBe(
      400,
    );
    const missing = await client.call('GET', `/api/stations/999999/availability?date=${inDays(1)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Station 999999 was not found');
  });
});

describe('GET /api/availability/now', () => {
  const figures = async (query = ''): Promise<StationFreeNow[]> => {
    const res = await client.call('GET', `/api/availability/now${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const holdNow = (stationId: number, chargerIndex: number, o?: Parameters<typeof holdChargerNow>[3]) =>
    holdChargerNow(platformOf().bookings, stationId, chargerIndex, o);

  it('without stationIds, answers every station, all Available while nothing is booked now (from the bookings: no charger reports)', async () => {
    const all = await figures();
    expect(all.map((f) => f.stationId).sort((a, b) => a - b)).toEqual(
      stations.map((s) => s.id).sort((a, b) => a - b),
    );
    for (const f of all) {
      const total = stations.find((s) => s.id === f.stationId)!.chargers.length;
      expect(f).toEqual({
        stationId: f.stationId,
        totalChargers: total,
        freeNow: total,
        level: 'Available',
        source: 'bookings',
      });
    }
  });

  it('counts chargers held now by live holds, confirmed and active bookings; Available ≥ half free, Limited, Busy at none', async () => {
    const station = stations.find((s) => s.chargers.length === 3)!;
    const one = `?stationIds=${station.id}`;
    await holdNow(station.id, 0);
    expect(await figures(one)).toEqual([
      { stationId: station.id, totalChargers: 3, freeNow: 2, level: 'Available', source: 'bookings' },
    ]);
    await holdNow(station.id, 1, { status: 'confirmed' });
    expect((await figures(one))[0]).toMatchObject({ freeNow: 1, level: 'Limited' });
    await holdNow(station.id, 2, { status: 'active' });
    expect((await figures(one))[0]).toMatchObject({ freeNow: 0, level: 'Busy' });
  });

  it('counts a charger whose charging started before its slot (early start) as busy now, like availability', async () => {
    const station = stations.find((s) => s.chargers.length >= 4)!;
    const total = station.chargers.length;
    await holdNow(station.id, 0, { status: 'active', startsInMs: 10 * 60_000 });
    await holdNow(station.id, 1, { status: 'confirmed', startsInMs: 10 * 60_000 }); // not charging yet
    expect((await figures(`?stationIds=${station.id}`))[0]).toMatchObject({
      totalChargers: total,
      freeNow: total - 1,
    });
  });

  it('ignores lapsed holds, cancelled and completed bookings', async () => {
    const station = stations.find((s) => s.chargers.length === 2)!;
    await holdNow(station.id, 0, { holdMs: -1000 });
    await holdNow(station.id, 1, { status: 'cancelled' });
    await holdNow(station.id, 1, { status: 'completed' });
    expect(await figures(`?stationIds=${station.id}`)).toEqual([
      { stationId: station.id, totalChargers: 2, freeNow: 2, level: 'Available', source: 'bookings' },
    ]);
  });

  it('answers the stations asked for, once each, leaving out unknown ids; 400 for a malformed list', async () => {
    const [a, b] = stations;
    const some = await figures(`?stationIds=${b.id},${a.id},${b.id},999999`);
    expect(some.map((f) => f.stationId)).toEqual([b.id, a.id]);
    const bad = await client.call('GET', '/api/availability/now?stationIds=1,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('stationIds');
  });
});
