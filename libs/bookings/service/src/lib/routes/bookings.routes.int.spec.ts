import { authService } from '@chargesetu/auth/service';
import type { Booking, Station } from '@chargesetu/shared/contracts';
import { estimateCost, slotEnd, toMoneyString } from '@chargesetu/shared/domain';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  aBookingBody,
  bookingsClient,
  slotAt,
  startBookingsPlatform,
  stationWithCapacity,
  TEST_JWT_SECRET,
  type Driver,
} from '../../testing';
import { bookingsService } from '../bookings.module';
import { buildBookingsDeps } from '../deps';
import { createBooking } from '../use-cases/create-booking';
import { MESSAGES } from '../rules/messages';

jest.setTimeout(120_000);

const modules = [authService, stationsService, bookingsService];
const platformOf = useTestPlatform((backends) => startBookingsPlatform(modules, backends));
const client = bookingsClient(platformOf);
let stations: Station[];
let single: ReturnType<typeof stationWithCapacity>; // one matching charger
let double: ReturnType<typeof stationWithCapacity>; // two matching chargers
let asha: Driver;
let bilal: Driver;

beforeAll(async () => {
  stations = await client.stations();
  single = stationWithCapacity(stations, 1);
  double = stationWithCapacity(stations, 2);
  asha = await client.newDriver(['CCS2', 'Type 2 (Mennekes)']);
  bilal = await client.newDriver(['CCS Combo']);
});

const expectError = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: { statusCode: status, error: expect.any(String), message },
  });
};
const storedRows = (where: string, params: unknown[]) =>
  platformOf().bookings.dataSource.query(
    `SELECT * FROM "bookings"."bookings" WHERE ${where} ORDER BY id`,
    params,
  );

describe('POST /api/bookings', () => {
  it('holds the slot: 201 with a pending booking priced from the station, a hold deadline and the station snapshot', async () => {
    const { station, chargerType, power } = single;
    const start = slotAt(2, '09:00');
    const before = Date.now();
    const res = await client.book(asha, {
      stationId: station.id,
      chargerType,
      power,
      startTime: start.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const booking: Booking = res.json();
    const charger = station.chargers.find((c) => c.type === chargerType && c.power === power)!;
    expect(booking).toEqual({
      id: expect.any(Number),
      userId: asha.userId,
      stationId: station.id,
      vehicleId: asha.vehicleId,
      chargerType,
      power,
      startTime: start.toISOString(),
      endTime: slotEnd(start).toISOString(),
      status: 'pending',
      kind: 'booking',
      pricePerKwh: charger.pricePerKwh,
      estimatedCost: toMoneyString(estimateCost(charger.pricePerKwh, power)),
      actualCost: null,
      paymentId: null,
      createdAt: expect.any(String),
      station: { id: station.id, name: station.name, address: station.address },
      holdExpiresAt: expect.any(String),
      cancelledAt: null,
    });
    const holdMs = Date.parse(booking.holdExpiresAt!) - before;
    expect(holdMs).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000 + 60_000);
    const [row] = await storedRows('id = $1', [booking.id]);
    expect(row).toMatchObject({ status: 'pending', charger_index: station.chargers.indexOf(charger) });
  });

  it('ignores the price, cost and status the client sends: the server recomputes them and stores pending', async () => {
    const { station, chargerType, power } = double;
    const res = await client.book(asha, {
      stationId: station.id,
      chargerType,
      power,
      startTime: slotAt(3, '07:30').toISOString(),
      pricePerKwh: '0.01',
      estimatedCost: 1,
      status: 'confirmed',
    });
    expect(res.statusCode).toBe(201);
    const booking: Booking = res.json();
    const price = station.chargers.find((c) => c.type === chargerType && c.power === power)!.pricePerKwh;
    expect(booking).toMatchObject({
      status: 'pending',
      pricePerKwh: price,
      estimatedCost: toMoneyString(estimateCost(price, power)),
    });
    const [row] = await storedRows('id = $1', [booking.id]);
    expect({ status: row.status, price: toMoneyString(row.price_per_kwh) }).toEqual({
      status: 'pending',
      price,
    });
  });

  it('accepts the vehicle form names of a connector and stores the station-side type', async () => {
    const { station, power } = single;
    const res = await client.book(bilal, {
      stationId: station.id,
      chargerType: 'CCS Combo',
      power,
      startTime: slotAt(4, '12:00').toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().chargerType).toBe('CCS2');
  });

  it('books adjacent slots on the one charger, and refuses the same slot again with 409', async () => {
    const { station, chargerType, power } = single;
    const body = { stationId: station.id, chargerType, power };
    const [early, late] = [await client.newDriver(), await client.newDriver()];
    const first = await client.book(early, { ...body, startTime: slotAt(5, '10:00').toISOString() });
    const next = await client.book(late, { ...body, startTime: slotAt(5, '10:30').toISOString() });
    expect([first.statusCode, next.statusCode]).toEqual([201, 201]);
    const again = await client.book(late, { ...body, startTime: slotAt(5, '10:00').toISOString() });
    expectError(again, 409, MESSAGES.allBooked);
  });

  it('with two matching chargers, the third request for one slot gets 409 and each winner has its own charger', async () => {
    const { station, chargerType, power } = double;
    const body = { stationId: station.id, chargerType, power, startTime: slotAt(5, '18:00').toISOString() };
    const [one, two, three] = [await client.newDriver(), await client.newDriver(), await client.newDriver()];
    const [a, b] = [await client.book(one, body), await client.book(two, body)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expectError(await client.book(three, body), 409, MESSAGES.allBooked);
    const rows = await storedRows('station_id = $1 AND start_time = $2', [station.id, body.startTime]);
    expect(new Set(rows.map((r: { charger_index: number }) => r.charger_index)).size).toBe(2);
  });

  it('books a night slot (02:00 IST) at a station open round the clock', async () => {
    const { station, chargerType, power } = single;
    const start = slotAt(4, '02:00');
    const res = await client.book(await client.newDriver(), {
      stationId: station.id,
      chargerType,
      power,
      startTime: start.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      startTime: start.toISOString(),
      endTime: slotEnd(start).toISOString(),
    });
  });

  it('books the current slot while 15 minutes of it remain, and refuses it a minute later with a 400 that says why', async () => {
    const deps = buildBookingsDeps(platformOf().bookings);
    // A station of its own: a create at a clock a week ahead sweeps the station's holds as lapsed.
    const station = stations.find(
      (s) => s.operatingHours === '24/7' && ![single.station.id, double.station.id].includes(s.id),
    )!;
    const { type: chargerType, power } = station.chargers[0];
    const start = slotAt(7, '21:00');
    const body = {
      stationId: station.id,
      chargerType,
      power,
      startTime: start.toISOString(),
      endTime: slotEnd(start).toISOString(),
    };
    const minutesIn = (n: number) => new Date(start.getTime() + n * 60_000);
    const driver = await client.newDriver([chargerType]);
    const late = createBooking(deps, {
      userId: driver.userId,
      body: { ...body, vehicleId: driver.vehicleId },
      now: minutesIn(16),
    });
    await expect(late).rejects.toMatchObject({ kind: 'invalid', message: MESSAGES.slotAlmostOver });
    expect(await storedRows('station_id = $1 AND start_time = $2', [station.id, start])).toEqual([]);

    const booked = await createBooking(deps, {
      userId: driver.userId,
      body: { ...body, vehicleId: driver.vehicleId },
      now: minutesIn(15),
    });
    expect(booked).toMatchObject({ status: 'pending', startTime: start.toISOString() });
  });

  describe('refuses a request it cannot honour, with a message the user can act on', () => {
    const valid = () => ({
      stationId: single.station.id,
      chargerType: single.chargerType,
      power: single.power,
      startTime: slotAt(6, '11:00').toISOString(),
    });

    it('an unknown station: 404', async () => {
      expectError(
        await client.book(asha, { ...valid(), stationId: 999999 }),
        404,
        'Station 999999 was not found',
      );
    });

    it('a connector type or power the station does not have: 400', async () => {
      expectError(
        await client.book(asha, { ...valid(), chargerType: 'GB/T' }),
        400,
        MESSAGES.chargerNotAvailable,
      );
      expectError(await client.book(asha, { ...valid(), power: 999 }), 400, MESSAGES.chargerNotAvailable);
    });

    it("someone else's vehicle, or none: 404 naming the vehicle", async () => {
      const res = await client.book(asha, { ...valid(), vehicleId: bilal.vehicleId });
      expectError(res, 404, `Vehicle ${bilal.vehicleId} was not found`);
      expectError(
        await client.book(asha, { ...valid(), vehicleId: 999999 }),
        404,
        'Vehicle 999999 was not found',
      );
    });

    it('a vehicle without the connector: 400 "Incompatible with …"', async () => {
      const typeTwoOnly = await client.newDriver(['Type 2 (Mennekes)']);
      expectError(
        await client.book(typeTwoOnly, valid()),
        400,
        'Incompatible with CCS2: this vehicle supports Type 2 (Mennekes)',
      );
    });

    it('a start off the 30-minute grid, with stray seconds, or outside opening hours: 400 naming the valid form', async () => {
      const offGrid = slotAt(6, '11:15');
      expectError(
        await client.book(asha, {
          ...valid(),
          startTime: offGrid.toISOString(),
          endTime: slotEnd(offGrid).toISOString(),
        }),
        400,
        MESSAGES.notASlotStart,
      );
      const seconds = new Date(slotAt(6, '11:00').getTime() + 20_000);
      expectError(
        await client.book(asha, {
          ...valid(),
          startTime: seconds.toISOString(),
          endTime: slotEnd(seconds).toISOString(),
        }),
        400,
        MESSAGES.notASlotStart,
      );
      const shop = stations.find(
        (s) =>
          JSON.stringify(s.operatingHours).includes('"open":"10:00"') &&
          s.chargers.some((c) => c.type === 'CCS2'),
      )!;
      const ccs = shop.chargers.find((c) => c.type === 'CCS2')!;
      for (const beforeOpening of [slotAt(6, '09:00'), slotAt(6, '03:00')]) {
        expectError(
          await client.book(asha, {
            stationId: shop.id,
            chargerType: 'CCS2',
            power: ccs.power,
            startTime: beforeOpening.toISOString(),
            endTime: slotEnd(beforeOpening).toISOString(),
          }),
          400,
          MESSAGES.notASlotStart,
        );
      }
    });

    it('a slot that is over: 400 saying how long a slot stays bookable', async () => {
      const yesterday = slotAt(-1, '10:00');
      expectError(
        await client.book(asha, {
          ...valid(),
          startTime: yesterday.toISOString(),
          endTime: slotEnd(yesterday).toISOString(),
        }),
        400,
        MESSAGES.slotAlmostOver,
      );
    });

    it('a slot after the booking horizon (30 days by default), or in a far-off year: 400', async () => {
      const at = (start: Date) => ({
        ...valid(),
        startTime: start.toISOString(),
        endTime: slotEnd(start).toISOString(),
      });
      const beyond = [slotAt(31, '00:00'), new Date('9999-12-31T04:30:00.000Z')];
      for (const start of beyond) {
        expectError(await client.book(asha, at(start)), 400, 'Bookings can be made up to 30 days ahead.');
      }
      const lastDay = await client.book(await client.newDriver(), at(slotAt(30, '23:30')));
      expect(lastDay.statusCode).toBe(201);
      const ancient = new Date('0100-01-01T04:30:00.000Z');
      expectError(await client.book(asha, at(ancient)), 400, MESSAGES.slotAlmostOver);
    });

    it('an end other than start + 30 minutes: 400', async () => {
      const start = slotAt(6, '11:00');
      const hour = new Date(start.getTime() + 60 * 60_000).toISOString();
      expectError(
        await client.book(asha, { ...valid(), endTime: hour }),
        400,
        'Bookings are 30 minutes long',
      );
    });

    it('a malformed body: 400; no token: 401', async () => {
      const res = await client.call('POST', '/api/bookings', {
        token: asha.token,
        payload: { ...aBookingBody(valid()), startTime: 'tomorrow' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('startTime');
      const anonymous = await client.call('POST', '/api/bookings', { payload: aBookingBody(valid()) });
      expect(anonymous.statusCode).toBe(401);
    });

    it('nothing was stored for any refused request', async () => {
      expect(await storedRows('start_time = $1 OR station_id = 999999', [slotAt(6, '11:00')])).toEqual([]);
    });
  });

  it('allows 3 unpaid holds per user, refuses the 4th with 409, and counts only live holds', async () => {
    const holder = await client.newDriver();
    const { station, chargerType, power } = double;
    const at = (hhmm: string) => ({
      stationId: station.id,
      chargerType,
      power,
      startTime: slotAt(7, hhmm).toISOString(),
    });
    for (const t of ['06:00', '06:30', '07:00'])
      expect((await client.book(holder, at(t))).statusCode).toBe(201);
    expectError(
      await client.book(holder, at('07:30')),
      409,
      'You already have 3 unpaid bookings. Pay for or cancel one first.',
    );
    expect(await storedRows('user_id = $1', [holder.userId])).toHaveLength(3);
    // A lapsed hold no longer counts, even before the expiry job has swept it.
    await platformOf().bookings.dataSource.query(
      `UPDATE "bookings"."bookings" SET hold_expires_at = now() - interval '1 second' WHERE id = (SELECT min(id) FROM "bookings"."bookings" WHERE user_id = $1)`,
      [holder.userId],
    );
    expect((await client.book(holder, at('07:30'))).statusCode).toBe(201);
  });

  describe('with BOOKING_HORIZON_DAYS=5 and MAX_UNPAID_BOOKINGS=1', () => {
    // The configuration is read once, at start: other settings need a platform of their own.
    const strictClient = bookingsClient(
      useTestPlatform((backends) =>
        startBookingsPlatform(modules, backends, { BOOKING_HORIZON_DAYS: '5', MAX_UNPAID_BOOKINGS: '1' }),
      ),
    );
    let body: Pick<Booking, 'stationId' | 'chargerType' | 'power'>;

    beforeAll(async () => {
      const { station, chargerType, power } = stationWithCapacity(await strictClient.stations(), 2);
      body = { stationId: station.id, chargerType, power };
    });

    it('refuses a slot after BOOKING_HORIZON_DAYS with that number of days', async () => {
      const driver = await strictClient.newDriver();
      expectError(
        await strictClient.book(driver, { ...body, startTime: slotAt(6, '11:00').toISOString() }),
        400,
        'Bookings can be made up to 5 days ahead.',
      );
    });

    it('allows MAX_UNPAID_BOOKINGS unpaid holds per user and refuses one more', async () => {
      const holder = await strictClient.newDriver();
      expect(
        (await strictClient.book(holder, { ...body, startTime: slotAt(3, '06:00').toISOString() }))
          .statusCode,
      ).toBe(201);
      expectError(
        await strictClient.book(holder, { ...body, startTime: slotAt(3, '06:30').toISOString() }),
        409,
        'You already have 1 unpaid booking. Pay for or cancel one first.',
      );
    });
  });
});

describe('reading bookings', () => {
  it('GET /api/bookings lists only my own bookings, newest first', async () => {
    const res = await client.call('GET', '/api/bookings', { token: asha.token });
    expect(res.statusCode).toBe(200);
    const mine: Booking[] = res.json();
    const stored: Array<{ id: number }> = await storedRows('user_id = $1', [asha.userId]);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(mine.map((b) => b.id)).toEqual(stored.map((r) => r.id).reverse());
    expect(mine.every((b) => b.userId === asha.userId)).toBe(true);
    expect(mine[0].station?.name).toEqual(expect.any(String));
  });

  it("GET /api/bookings/:id answers my booking, and 404 for someone else's (as for a missing one)", async () => {
    const [mine]: Booking[] = (await client.call('GET', '/api/bookings', { token: asha.token })).json();
    expect(await client.booking(asha, mine.id)).toEqual(mine);
    const theirs = await client.call('GET', `/api/bookings/${mine.id}`, { token: bilal.token });
    expectError(theirs, 404, `Booking ${mine.id} was not found`);
    const cancel = await client.call('POST', `/api/bookings/${mine.id}/cancel`, { token: bilal.token });
    expectError(cancel, 404, `Booking ${mine.id} was not found`);
    expectError(
      await client.call('GET', '/api/bookings/999999', { token: asha.token }),
      404,
      'Booking 999999 was not found',
    );
    const listed: Booking[] = (await client.call('GET', '/api/bookings', { token: bilal.token })).json();
    expect(listed.map((b) => b.id)).not.toContain(mine.id);
    expect((await client.booking(asha, mine.id)).status).toBe('pending');
  });

  it('requires a token', async () => {
    expect((await client.call('GET', '/api/bookings')).statusCode).toBe(401);
    expect((await client.call('GET', '/api/bookings/1')).statusCode).toBe(401);
  });
});

describe('GET /internal/bookings/:id', () => {
  const internal = (url: string, token?: string) =>
    platformOf().app.inject({ url, headers: token ? { 'x-internal-token': token } : {} });

  it('without the internal token, answers 404 like a missing route', async () => {
    const res = await internal('/internal/bookings/1', 'guess');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route GET /internal/bookings/1 not found');
  });

  it('with the token, answers any booking with its owner, status, hold, station snapshot and charger', async () => {
    const [mine]: Booking[] = (await client.call('GET', '/api/bookings', { token: asha.token })).json();
    const res = await internal(`/internal/bookings/${mine.id}`, deriveInternalToken(TEST_JWT_SECRET));
    expect(res.statusCode).toBe(200);
    // The charger index is for other services (charging): the public read leaves it out. `affected` is the
    // driver's own (docs/product.md §4): the internal read leaves it out.
    expect(mine).not.toHaveProperty('chargerIndex');
    const { affected, ...rest } = mine;
    expect(affected).toBeNull();
    expect(res.json()).toEqual({
      ...rest,
      holdExpiresAt: expect.any(String),
      chargerIndex: expect.any(Number),
    });
    const missing = await internal('/internal/bookings/999999', deriveInternalToken(TEST_JWT_SECRET));
    expect(missing.statusCode).toBe(404);
  });
});
