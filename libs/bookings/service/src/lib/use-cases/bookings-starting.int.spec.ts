import { randomUUID } from 'node:crypto';
import { authService } from '@chargesetu/auth/service';
import type { Booking, StartingBooking, Station } from '@chargesetu/shared/contracts';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  bookingsClient,
  events,
  slotAt,
  startBookingsPlatform,
  TEST_JWT_SECRET,
  type Driver,
} from '../../testing';
import { bookingsService } from '../bookings.module';
import { confirmBookingOnPaymentCompleted } from '../events/confirm-booking-on-payment-completed.handler';

jest.setTimeout(120_000);

// GET /internal/bookings/starting: the paid bookings about to start, whose connectors the charging service
// reserves on the chargers (docs/architecture.md §10).

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
const INTERNAL = { 'x-internal-token': deriveInternalToken(TEST_JWT_SECRET) };
const MINUTE = 60_000;

let station: Station;
let paymentId = 7000;

beforeAll(async () => {
  // Its chargers are all of different kinds, so a booking's kind decides its charger.
  station = (await client.stations()).find(
    (s) =>
      s.operatingHours === '24/7' &&
      s.chargers.length >= 2 &&
      new Set(s.chargers.map((c) => `${c.type}/${c.power}`)).size === s.chargers.length,
  )!;
  expect(station).toBeDefined();
});

const starting = (query: Record<string, string | number>, headers: Record<string, string> = INTERNAL) =>
  platformOf().app.inject({
    url: `/internal/bookings/starting?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers,
  });

async function booking(driver: Driver, index: number, start: Date, pay = true): Promise<Booking> {
  const charger = station.chargers[index];
  const res = await client.book(driver, {
    stationId: station.id,
    chargerType: charger.type,
    power: charger.power,
    startTime: start.toISOString(),
  });
  expect(res.statusCode).toBe(201);
  const made: Booking = res.json();
  if (pay) {
    paymentId += 1;
    await platformOf().deliver(
      'bookings',
      confirmBookingOnPaymentCompleted.name,
      events.paymentCompleted({
        bookingId: made.id,
        userId: driver.userId,
        paymentId,
        amount: made.estimatedCost,
      }),
    );
  }
  return client.booking(driver, made.id);
}

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
