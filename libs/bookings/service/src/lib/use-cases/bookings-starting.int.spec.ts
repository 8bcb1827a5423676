import { randomUUID } from 'node:crypto';
import { authService } from '@chargesetu/auth/service';
import type { StartingBooking, Station } from '@chargesetu/shared/contracts';
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

// GET /internal/bookings/starting: the paid bookings about to start, whose connectors the charging service
// reserves on the chargers (docs/architecture.md §10).

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
const INTERNAL = INTERNAL_HEADERS;
const MINUTE = 60_000;

let station: Station;

beforeAll(async () => {
  station = stationOfDistinctKinds(await client.stations(), 2);
});

const starting = (query: Record<string, string | number>, headers?: Record<string, string>) =>
  internalGet(platformOf(), '/internal/bookings/starting', query, headers);

const booking = (driver: Driver, index: number, start: Date, pay = true) =>
  bookCharger(platformOf(), driver, station, index, start, pay);

describe('GET /internal/bookings/starting (charging: the paid bookings whose connectors it reserves)', () => {
  it('lists the confirmed bookings starting in [from, to), soonest first, with their charger', async () => {
    const driver = await client.newDriver(['CCS2', 'Type 2', 'CHAdeMO']);
    const other = await client.newDriver(['CCS2', 'Type 2', 'CHAdeMO']);
    const ten = slotAt(4, '10:00');
    const later = await booking(driver, 0, slotAt(4, '10:30'));
    const first = await booking(other, 1, ten);
    const unpaid = await booking(driver, 1, slotAt(4, '11:00'), false);
    const cancelled = await booking(other, 0, slotAt(4, '11:30'));
    expect(
      (await client.call('POST', `/api/bookings/${cancelled.id}/cancel`, { token: other.token })).statusCode,
    ).toBe(200);
    const claimed = await booking(driver, 0, slotAt(4, '12:00'));
    const claim = await platformOf().app.inject({
      method: 'POST',
      url: `/internal/bookings/${claimed.id}/charging-claim`,
      headers: INTERNAL,
      payload: { claimId: randomUUID() },
    });
    expect(claim.json()).toMatchObject({ claimed: true });

    const res = await starting({
      from: ten.toISOString(),
      to: new Date(ten.getTime() + 150 * MINUTE).toISOString(),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as StartingBooking[];
    // Pending, cancelled and active (claimed for charging) bookings are not waiting for a reservation.
    expect(list.map((b) => b.id)).toEqual([first.id, later.id]);
    expect(list[0]).toEqual({
      id: first.id,
      userId: other.userId,
      stationId: station.id,
      chargerIndex: 1,
      startTime: first.startTime,
      endTime: first.endTime,
    });
    expect([unpaid.status, claimed.status]).toEqual(['pending', 'confirmed']);

    // `to` is exclusive, `from` inclusive.
    const upTo = (to: Date) => starting({ from: ten.toISOString(), to: to.toISOString() });
    expect(
      ((await upTo(new Date(ten.getTime() + 30 * MINUTE))).json() as StartingBooking[]).map((b) => b.id),
    ).toEqual([first.id]);
    const fromAfter = await starting({
      from: new Date(ten.getTime() + 1).toISOString(),
      to: new Date(ten.getTime() + 30 * MINUTE).toISOString(),
    });
    expect(fromAfter.json()).toEqual([]);
  });

  it('refuses a window that is empty, backwards or longer than 7 days, and looks missing without the token', async () => {
    const from = slotAt(4, '10:00');
    const bad = [
      { from: from.toISOString(), to: from.toISOString() },
      { from: from.toISOString(), to: new Date(from.getTime() - MINUTE).toISOString() },
      { from: from.toISOString(), to: new Date(from.getTime() + 8 * 24 * 60 * MINUTE).toISOString() },
    ];
    for (const q of bad) {
      const res = await starting(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('querystring.to must be after querystring.from, by at most 7 days');
    }
    expect((await starting({ from: 'soon', to: from.toISOString() })).statusCode).toBe(400);
    expect((await starting({ from: from.toISOString(), to: from.toISOString(), limit: 0 })).statusCode).toBe(
      400,
    );
    const hidden = await starting(
      { from: from.toISOString(), to: new Date(from.getTime() + MINUTE).toISOString() },
      {},
    );
    expect(hidden.statusCode).toBe(404);
  });
});
