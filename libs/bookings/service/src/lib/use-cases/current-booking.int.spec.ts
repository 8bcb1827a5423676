import { randomUUID } from 'node:crypto';
import { authService } from '@chargesetu/auth/service';
import type { Booking, InternalBooking, Station } from '@chargesetu/shared/contracts';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  bookCharger,
  bookingsClient,
  INTERNAL_HEADERS,
  internalGet,
  slotAt,
  startBookingsPlatform,
  stationOfDistinctKinds,
  type Driver,
} from '../../testing';
import { bookingsService } from '../bookings.module';

jest.setTimeout(120_000);

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
const INTERNAL = INTERNAL_HEADERS;
const MINUTE = 60_000;

/** A 24/7 station whose chargers are all of different kinds, so a booking's kind decides its charger. */
let station: Station;
let day = 3;

beforeAll(async () => {
  station = stationOfDistinctKinds(await client.stations(), 3);
});

const current = (query: Record<string, string | number>, headers?: Record<string, string>) =>
  internalGet(platformOf(), '/internal/bookings/current', query, headers);

/** A booking of the driver on the station's charger `index`, confirmed (paid) unless told otherwise. */
function booking(driver: Driver, index: number, o: { start?: Date; pay?: boolean } = {}): Promise<Booking> {
  day += 1;
  return bookCharger(platformOf(), driver, station, index, o.start ?? slotAt(day, '10:00'), o.pay !== false);
}

const driverWith = () => client.newDriver(['CCS2', 'Type 2', 'CHAdeMO']);
const at = (d: Date) => d.toISOString();

describe('GET /internal/bookings/current (ocpp: the booking that lets a driver’s idTag charge)', () => {
  it('answers the confirmed booking from its start until (not including) its end', async () => {
    const driver = await driverWith();
    const b = await booking(driver, 0);
    const start = new Date(b.startTime);
    const end = new Date(b.endTime);
    const ask = (when: Date, chargerIndexes = '0,1') =>
      current({ userId: driver.userId, stationId: station.id, chargerIndexes, at: at(when) });

    const found = await ask(start);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: b.id,
      status: 'confirmed',
      chargerIndex: 0,
      endTime: b.endTime,
    });
    expect((await ask(new Date(end.getTime() - 1))).statusCode).toBe(200);
    expect((await ask(end)).statusCode).toBe(404);
    expect((await ask(new Date(start.getTime() - 1))).statusCode).toBe(404);
    // Another charger of the station, another station, another user: none of theirs.
    expect((await ask(start, '1,2')).statusCode).toBe(404);
    const other = await driverWith();
    expect(
      (await current({ userId: other.userId, stationId: station.id, chargerIndexes: '0', at: at(start) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await current({
          userId: driver.userId,
          stationId: station.id + 1,
          chargerIndexes: '0',
          at: at(start),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('counts earlyStartMinutes before the start, no more', async () => {
    const driver = await driverWith();
    const b = await booking(driver, 1);
    const start = new Date(b.startTime).getTime();
    const ask = (when: number) =>
      current({
        userId: driver.userId,
        stationId: station.id,
        chargerIndexes: '1',
        at: at(new Date(when)),
        earlyStartMinutes: 15,
      });
    expect((await ask(start - 15 * MINUTE)).json()).toMatchObject({ id: b.id });
    expect((await ask(start - 15 * MINUTE - 1)).statusCode).toBe(404);
  });

  it('counts an active booking (claimed by a starting session); never a pending or cancelled one', async () => {
    const driver = await driverWith();
    const pending = await booking(driver, 2, { pay: false });
    const query = {
      userId: driver.userId,
      stationId: station.id,
      chargerIndexes: '2',
      at: pending.startTime,
    };
    expect(pending.status).toBe('pending');
    expect((await current(query)).statusCode).toBe(404);

    const paid = await booking(driver, 2);
    const paidQuery = { ...query, at: paid.startTime };
    const claim = await platformOf().app.inject({
      method: 'POST',
      url: `/internal/bookings/${paid.id}/charging-claim`,
      headers: INTERNAL,
      payload: { claimId: randomUUID() },
    });
    expect(claim.json()).toMatchObject({ claimed: true });
    expect(((await current(paidQuery)).json() as InternalBooking).status).toBe('active');

    const cancelled = await booking(driver, 2);
    const cancel = await client.call('POST', `/api/bookings/${cancelled.id}/cancel`, { token: driver.token });
    expect(cancel.statusCode).toBe(200);
    expect((await current({ ...query, at: cancelled.startTime })).statusCode).toBe(404);
  });

  it('answers the earliest when a slot and the next one (in its early start) both cover the moment', async () => {
    const driver = await driverWith();
    day += 1;
    const first = await booking(driver, 0, { start: slotAt(day, '14:00') });
    const second = await booking(driver, 0, { start: slotAt(day, '14:30') });
    const res = await current({
      userId: driver.userId,
      stationId: station.id,
      chargerIndexes: '0',
      at: at(new Date(Date.parse(first.startTime) + 20 * MINUTE)),
      earlyStartMinutes: 15,
    });
    expect(res.json()).toMatchObject({ id: first.id });
    expect(second.status).toBe('confirmed');
  });

  it('refuses a malformed question with 400, and looks missing without the internal token', async () => {
    const ok = { userId: 1, stationId: station.id, chargerIndexes: '0', at: new Date().toISOString() };
    for (const bad of [
      { ...ok, chargerIndexes: '' },
      { ...ok, chargerIndexes: '0,,1' },
      { ...ok, chargerIndexes: 'a' },
      { ...ok, at: 'yesterday' },
      { ...ok, userId: 0 },
      { ...ok, earlyStartMinutes: -1 },
    ]) {
      expect((await current(bad)).statusCode).toBe(400);
    }
    const { at: _at, ...withoutAt } = ok;
    expect((await current(withoutAt)).statusCode).toBe(400);
    // With the token the route answers (no such booking); without it, it is a route that does not exist.
    expect((await current(ok)).json().message).toMatch(/^User 1 has no confirmed booking/);
    const without: Array<Record<string, string>> = [{}, { 'x-internal-token': 'guess' }];
    for (const headers of without) {
      const hidden = await current(ok, headers);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('Route GET /internal/bookings/current not found');
    }
  });
});
