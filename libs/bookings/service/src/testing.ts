// Test helpers for the bookings service's own tests: the service inside a platform with its real
// neighbours (auth, stations), users and vehicles made through auth's routes, builders. Not part of
// the public API (src/index.ts). The caller passes the neighbour modules and the test backends, so
// this file depends on no other service and on no test harness.
import { registerDriver, type TestDriver } from '@chargesetu/shared/testing';
import {
  EVENTS,
  type Booking,
  type ChargerConnectorStatusChangedV1,
  type CreateBookingBody,
  type Station,
  type StationChargerLive,
} from '@chargesetu/shared/contracts';
import { addDaysYmd, istInstant, slotEnd, todayIst } from '@chargesetu/shared/domain';
import { createEvent, type EventEnvelope } from '@chargesetu/shared/messaging';
import type { ServiceContext, ServiceModule } from '@chargesetu/shared/runtime';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import {
  startTestPlatform,
  type TestBackendsLike,
  type TestPlatform,
} from '@chargesetu/shared/runtime/testing';
import type { LightMyRequestResponse } from 'fastify';
import { confirmBookingOnPaymentCompleted } from './lib/events/confirm-booking-on-payment-completed.handler';
import { bookingsRepository } from './lib/repositories/bookings.repository';

export const TEST_JWT_SECRET = 'bookings-service-test-secret-0123456789abcdef';

export type BookingsPlatform = TestPlatform & {
  /**
   * The bookings service's context. Its configuration is read once, at start: a test that needs
   * other settings starts another platform with them (the `env` of startBookingsPlatform).
   */
  bookings: ServiceContext;
};

/**
 * Every module given (e.g. auth, stations, bookings) in one platform on the test backends, with the
 * demo data seeded (the station catalogue). Internal calls go through in-process inject. Tests start
 * it through `useTestPlatform((backends) => startBookingsPlatform(modules, backends, env))`.
 */
export async function startBookingsPlatform(
  modules: ServiceModule[],
  backends: TestBackendsLike,
  env: Record<string, string> = {},
): Promise<BookingsPlatform> {
  const platform = await startTestPlatform(modules, backends, { jwtSecret: TEST_JWT_SECRET, env });
  return Object.assign(platform, { bookings: platform.contextOf('bookings') });
}

export type Driver = TestDriver;

/** The headers of another service's call to an /internal route of this platform. */
export const INTERNAL_HEADERS = { 'x-internal-token': deriveInternalToken(TEST_JWT_SECRET) };

/** GET an /internal route with a query, as another service (or, given other headers, as anyone else). */
export function internalGet(
  platform: BookingsPlatform,
  path: string,
  query: Record<string, string | number>,
  headers: Record<string, string> = INTERNAL_HEADERS,
): Promise<LightMyRequestResponse> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return platform.app.inject({ url: `${path}?${qs}`, headers });
}

/**
 * A 24/7 station with at least `min` chargers, all of different kinds (type and power): a booking's kind
 * then decides its charger.
 */
export function stationOfDistinctKinds(stations: readonly Station[], min: number): Station {
  const station = stations.find(
    (s) =>
      s.operatingHours === '24/7' &&
      s.chargers.length >= min &&
      new Set(s.chargers.map((c) => `${c.type}/${c.power}`)).size === s.chargers.length,
  );
  if (!station) throw new Error(`no 24/7 station with ${min} or more chargers of different kinds`);
  return station;
}

let paymentIds = 900_000;

/**
 * The driver's booking of the station's charger `index` at `start`, confirmed by the payment.completed event
 * payments would send unless `pay` is false; answered as GET /api/bookings/:id reads it afterwards.
 */
export async function bookCharger(
  platform: BookingsPlatform,
  driver: Driver,
  station: Station,
  index: number,
  start: Date,
  pay = true,
): Promise<Booking> {
  const client = bookingsClient(() => platform);
  const charger = station.chargers[index];
  const res = await client.book(driver, {
    stationId: station.id,
    chargerType: charger.type,
    power: charger.power,
    startTime: start.toISOString(),
  });
  if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  const made: Booking = res.json();
  if (pay) {
    paymentIds += 1;
    await platform.deliver(
      'bookings',
      confirmBookingOnPaymentCompleted.name,
      events.paymentCompleted({
        bookingId: made.id,
        userId: driver.userId,
        paymentId: paymentIds,
        amount: made.estimatedCost,
      }),
    );
  }
  return client.booking(driver, made.id);
}

/** Requests as the web app sends them, and drivers made through the auth service's own routes. */
export function bookingsClient(platform: () => BookingsPlatform) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    o: { token?: string; payload?: object } = {},
  ): Promise<LightMyRequestResponse> =>
    platform().app.inject({
      method,
      url,
      payload: o.payload,
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    });
  const expectStatus = (res: LightMyRequestResponse, status: number, what: string) => {
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return {
    call,
    /** A new user with one vehicle (CCS2 unless told otherwise). */
    newDriver: (connectorTypes: string[] = ['CCS2']): Promise<Driver> =>
      registerDriver((r) => platform().app.inject(r), {
        name: 'Ravi Kumar',
        connectorTypes,
        make: 'Tata',
        model: 'Nexon EV',
        platePrefix: 'KA 01',
      }),
    book: (driver: Driver, body: Partial<CreateBookingBody> & Pick<CreateBookingBody, 'stationId'>) =>
      call('POST', '/api/bookings', {
        token: driver.token,
        payload: aBookingBody({ vehicleId: driver.vehicleId, ...body }),
      }),
    async stations(): Promise<Station[]> {
      return expectStatus(await call('GET', '/api/stations'), 200, 'listing stations');
    },
    async booking(driver: Driver, id: number): Promise<Booking> {
      return expectStatus(await call('GET', `/api/bookings/${id}`, { token: driver.token }), 200, 'reading');
    },
    /** GET /api/stations/:id/chargers/live, expecting 200. */
    async chargersLive(stationId: number): Promise<StationChargerLive[]> {
      return expectStatus(
        await call('GET', `/api/stations/${stationId}/chargers/live`),
        200,
        'live chargers',
      );
    },
  };
}
export type BookingsClient = ReturnType<typeof bookingsClient>;

/** The instant of an IST slot `days` after today: slotAt(2, '10:00'). */
export function slotAt(days: number, hhmm: string, now: Date = new Date()): Date {
  return istInstant(addDaysYmd(todayIst(now), days), hhmm);
}

/** A valid body for a CCS2 60 kW slot at 10:00 IST two days from now, unless overridden. */
export function aBookingBody(
  overrides: Partial<CreateBookingBody> & Pick<CreateBookingBody, 'stationId'>,
): CreateBookingBody {
  const start = overrides.startTime ? new Date(overrides.startTime) : slotAt(2, '10:00');
  return {
    vehicleId: 1,
    chargerType: 'CCS2',
    power: 60,
    startTime: start.toISOString(),
    endTime: slotEnd(start).toISOString(),
    ...overrides,
  };
}

/**
 * A 24/7 station with exactly `count` chargers of one type and power (and that pair), so a slot
 * anywhere on the grid is valid and the capacity for it is known.
 */
export function stationWithCapacity(
  stations: readonly Station[],
  count: number,
  type = 'CCS2',
): { station: Station; chargerType: string; power: number } {
  for (const station of stations) {
    if (station.operatingHours !== '24/7') continue;
    const powers = station.chargers.filter((c) => c.type === type).map((c) => c.power);
    const power = powers.find((p) => powers.filter((q) => q === p).length === count);
    if (power !== undefined) return { station, chargerType: type, power };
  }
  throw new Error(`no 24/7 station with exactly ${count} ${type} chargers of one power`);
}

/**
 * Stations of the seeded catalogue handed out once each, by number of chargers: the tests of one file never
 * share a station, so one test's charger statuses or bookings never show in another's figures. Read the
 * catalogue in the file's beforeAll (`picker.load`).
 */
export function stationPicker(client: BookingsClient) {
  let stations: Station[] = [];
  const used = new Set<number>();
  return {
    load: async () => {
      stations = await client.stations();
    },
    /** A station with exactly `n` chargers that no other test of this file has used. */
    fresh(n: number): Station {
      const station = stations.find((s) => s.chargers.length === n && !used.has(s.id));
      if (!station) throw new Error(`no unused station with ${n} chargers`);
      used.add(station.id);
      return station;
    },
  };
}

/** Envelopes of the events bookings consumes, as their producers would send them. */
export const events = {
  paymentCompleted: (d: { bookingId: number; userId: number; paymentId: number; amount: string }) =>
    createEvent(EVENTS.paymentCompleted, { ...d, paymentMethod: 'upi' }),
  chargingStarted: (d: { bookingId: number; userId: number; sessionId: number }) =>
    createEvent(EVENTS.chargingSessionStarted, { ...d, startTime: new Date().toISOString() }),
  chargingCompleted: (d: { bookingId: number; userId: number; sessionId: number; actualCost: string }) =>
    createEvent(EVENTS.chargingSessionCompleted, {
      ...d,
      energyDelivered: '12.40',
      endTime: new Date().toISOString(),
    }),
  /**
   * A charger's status report as the ocpp service publishes it: connector `chargerIndex + 1` of
   * `CS{stationId}` unless told otherwise; connector 0 (`chargerIndex: null`) is the whole charge point.
   */
  chargerStatus: (d: {
    stationId: number;
    chargerIndex: number | null;
    status: ChargerConnectorStatusChangedV1['status'];
    at: Date;
    connectorId?: number;
    chargePointId?: string;
    errorCode?: string;
  }) =>
    createEvent(EVENTS.chargerConnectorStatusChanged, {
      chargePointId: d.chargePointId ?? `CS${d.stationId}`,
      stationId: d.stationId,
      connectorId: d.connectorId ?? (d.chargerIndex === null ? 0 : d.chargerIndex + 1),
      chargerIndex: d.chargerIndex,
      status: d.status,
      errorCode: d.errorCode ?? (d.status === 'Offline' ? 'ConnectionLost' : 'NoError'),
      at: d.at.toISOString(),
    }),
} satisfies Record<string, (d: never) => EventEnvelope>;

/** The events the bookings service has put in its outbox (published or not), oldest first. */
export async function outboxEvents(ctx: ServiceContext, type?: string): Promise<EventEnvelope[]> {
  const rows: Array<{ envelope: EventEnvelope }> = await ctx.dataSource.query(
    `SELECT envelope FROM "bookings"."outbox" ${type ? 'WHERE event_type = $1' : ''} ORDER BY id`,
    type ? [type] : [],
  );
  return rows.map((r) => r.envelope);
}

/** Collects every event of `types` that reaches the bus (through its own consumer queue). */
export async function probe(platform: BookingsPlatform, types: string[]): Promise<EventEnvelope[]> {
  const seen: EventEnvelope[] = [];
  await platform.bus.subscribe('bookings-test-probe', types, async (event) => {
    seen.push(event);
  });
  return seen;
}

let heldVehicles = 0;

/**
 * A booking that holds one charger of a station right now (a live hold unless `status` says otherwise),
 * written straight to the table: once its slot has started it cannot be made through the API, and the
 * figures under test are about what the table holds. Each has a vehicle of its own (one vehicle is never in
 * two overlapping bookings).
 */
export async function holdChargerNow(
  ctx: ServiceContext,
  stationId: number,
  chargerIndex: number,
  o: { status?: string; holdMs?: number; startsInMs?: number } = {},
): Promise<void> {
  const now = Date.now();
  const start = now + (o.startsInMs ?? -5 * 60_000);
  heldVehicles += 1;
  const row = await bookingsRepository(ctx.dataSource).insert({
    userId: 1,
    stationId,
    vehicleId: 900_000 + heldVehicles,
    chargerType: 'CCS2',
    power: 60,
    chargerIndex,
    startTime: new Date(start),
    endTime: new Date(start + 30 * 60_000),
    pricePerKwh: '20.00',
    estimatedCost: '600.00',
    holdExpiresAt: new Date(now + (o.holdMs ?? 10 * 60_000)),
    station: { id: stationId, name: 'x', address: { street: '', city: '', state: '', pincode: '' } },
  });
  if (!row) throw new Error(`charger ${chargerIndex} of station ${stationId} is already held now`);
  if (o.status) {
    // A cancelled booking always has its cancellation time (bookings_cancelled_at_check).
    await ctx.dataSource.query(
      `UPDATE "bookings"."bookings" SET status = $2, cancelled_at = $3 WHERE id = $1`,
      [row.id, o.status, o.status === 'cancelled' ? new Date(now) : null],
    );
  }
}
