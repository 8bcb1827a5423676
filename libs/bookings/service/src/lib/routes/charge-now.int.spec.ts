import { authService } from '@chargesetu/auth/service';
import type { Booking, ChargeNowConnector, Station } from '@chargesetu/shared/contracts';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  bookingsClient,
  events,
  holdChargerNow,
  INTERNAL_HEADERS,
  startBookingsPlatform,
} from '../../testing';
import { bookingsService } from '../bookings.module';
import { recordChargerStatusOnConnectorStatusChanged as statusConsumer } from '../events/record-charger-status-on-connector-status-changed.handler';

jest.setTimeout(120_000);

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
let stations: Station[] = [];
const used = new Set<string>();
const MINUTE = 60_000;

/** A charger of a 24/7 station that no other test of this file uses. */
function freeCharger(): { station: Station; index: number; code: string } {
  for (const station of stations) {
    if (station.operatingHours !== '24/7') continue;
    for (let index = 0; index < station.chargers.length; index++) {
      const code = `${station.id}-${index + 1}`;
      if (used.has(code) || !station.chargers[index].type) continue;
      used.add(code);
      return { station, index, code };
    }
  }
  throw new Error('no unused charger of a 24/7 station');
}

const read = async (code: string): Promise<ChargeNowConnector> => {
  const res = await client.call('GET', `/api/charge-now/${code}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const driverFor = (station: Station, index: number) => client.newDriver([station.chargers[index].type]);

const walkUp = async (code: string, station: Station, index: number, amount?: number) => {
  const driver = await driverFor(station, index);
  const res = await client.call('POST', '/api/charge-now', {
    token: driver.token,
    payload: { code, vehicleId: driver.vehicleId, ...(amount ? { amount } : {}) },
  });
  return { driver, res };
};

beforeAll(async () => {
  stations = await client.stations();
});

describe('GET /api/charge-now/:code', () => {
  it('When the code names a free charger, then it answers its label, price and a walk-up window of the longest walk-up', async () => {
    const { station, index, code } = freeCharger();
    const before = Date.now();
    const c = await read(code);
    const charger = station.chargers[index];
    expect(c).toMatchObject({
      code,
      stationId: station.id,
      stationName: station.name,
      chargerIndex: index,
      label: `Connector ${index + 1} (${charger.type} ${charger.power} kW)`,
      type: charger.type,
      power: charger.power,
      pricePerKwh: charger.pricePerKwh,
      status: null,
      canCharge: true,
      reason: null,
    });
    const until = Date.parse(c.availableUntil ?? '');
    expect(until).toBeGreaterThanOrEqual(before + 120 * MINUTE);
    expect(until).toBeLessThanOrEqual(Date.now() + 120 * MINUTE);
  });

  it('When the code names no connector, then 404 says so; a malformed code is a 400', async () => {
    const [station] = stations;
    const missing = await client.call('GET', `/api/charge-now/${station.id}-${station.chargers.length + 1}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      `No connector has the code ${station.id}-${station.chargers.length + 1}`,
    );
    expect((await client.call('GET', '/api/charge-now/999999-1')).statusCode).toBe(404);
    const bad = await client.call('GET', '/api/charge-now/12-0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('When the charger reports Faulted, then no walk-up is offered and POST is refused with the same reason', async () => {
    const { station, index, code } = freeCharger();
    await platformOf().deliver(
      'bookings',
      statusConsumer.name,
      events.chargerStatus({ stationId: station.id, chargerIndex: index, status: 'Faulted', at: new Date() }),
    );
    const c = await read(code);
    expect(c.status).toBe('Faulted');
    expect(c.canCharge).toBe(false);
    expect(c.availableUntil).toBeNull();
    expect(c.reason).toBe(`${c.label} is Faulted right now. Try another connector.`);
    const { res } = await walkUp(code, station, index);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(c.reason);
  });

  it('When a booking of the charger starts within the lead time, then the connector is not taken', async () => {
    const { station, index, code } = freeCharger();
    await holdChargerNow(platformOf().bookings, station.id, index, {
      startsInMs: 8 * MINUTE,
      status: 'confirmed',
    });
    const c = await read(code);
    expect(c.canCharge).toBe(false);
    expect(c.reason).toMatch(
      new RegExp(
        `^${c.label.replace(/[()]/g, '\\$&')} is reserved for a booking at .+ IST and must be free 10 minutes before it\\. Try another connector\\.$`,
      ),
    );
    const { res } = await walkUp(code, station, index);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(c.reason);
  });
});

describe('POST /api/charge-now', () => {
  it('When a driver charges until full, then a pending walk-up starts now, ends by the window and holds the charger', async () => {
    const { station, index, code } = freeCharger();
    const offered = await read(code);
    const before = Date.now();
    const { driver, res } = await walkUp(code, station, index);
    expect(res.statusCode).toBe(201);
    const b: Booking = res.json();
    expect(b).toMatchObject({
      kind: 'walk_up',
      status: 'pending',
      stationId: station.id,
      vehicleId: driver.vehicleId,
      chargerType: station.chargers[index].type,
      pricePerKwh: station.chargers[index].pricePerKwh,
    });
    expect(Date.parse(b.startTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(b.endTime)).toBeLessThanOrEqual(Date.parse(offered.availableUntil ?? '') + 5000);
    expect(Number(b.estimatedCost)).toBeGreaterThan(0);
    expect((await client.booking(driver, b.id)).kind).toBe('walk_up');
    // The walk-up holds the charger: the page now says so, and nobody else can take it.
    const after = await read(code);
    expect(after.canCharge).toBe(false);
    expect(after.reason).toBe(`${after.label} is booked right now. Try another connector.`);
    const second = await walkUp(code, station, index);
    expect(second.res.statusCode).toBe(409);
  });

  it('When a booking starts in an hour, then an amount buys that much energy and the walk-up ends the lead time before it', async () => {
    const { station, index, code } = freeCharger();
    await holdChargerNow(platformOf().bookings, station.id, index, {
      startsInMs: 60 * MINUTE,
      status: 'confirmed',
    });
    const offered = await read(code);
    const until = Date.parse(offered.availableUntil ?? '');
    expect(until).toBeGreaterThan(Date.now() + 45 * MINUTE);
    expect(until).toBeLessThan(Date.now() + 51 * MINUTE);
    const { res } = await walkUp(code, station, index, 50);
    expect(res.statusCode).toBe(201);
    const b: Booking = res.json();
    expect(b.estimatedCost).toBe('50.00');
    expect(Date.parse(b.endTime)).toBeLessThanOrEqual(until);
  });

  it("When the vehicle does not fit the connector or is not the driver's, then 400 and 404; without a token 401", async () => {
    const { station, index, code } = freeCharger();
    const type = station.chargers[index].type;
    const other = await client.newDriver([type === 'CCS2' ? 'Type 2' : 'CCS2']);
    const wrong = await client.call('POST', '/api/charge-now', {
      token: other.token,
      payload: { code, vehicleId: other.vehicleId },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Incompatible with /);
    const driver = await driverFor(station, index);
    const notMine = await client.call('POST', '/api/charge-now', {
      token: driver.token,
      payload: { code, vehicleId: other.vehicleId },
    });
    expect(notMine.statusCode).toBe(404);
    expect(
      (await client.call('POST', '/api/charge-now', { payload: { code, vehicleId: 1 } })).statusCode,
    ).toBe(401);
    const tooLittle = await client.call('POST', '/api/charge-now', {
      token: driver.token,
      payload: { code, vehicleId: driver.vehicleId, amount: 10 },
    });
    expect(tooLittle.statusCode).toBe(400);
  });

  it('When a walk-up is paid, then it is not among the bookings whose connectors charging reserves', async () => {
    const { station, index, code } = freeCharger();
    const { driver, res } = await walkUp(code, station, index);
    const b: Booking = res.json();
    await platformOf().deliver(
      'bookings',
      'confirm-booking-on-payment-completed',
      events.paymentCompleted({
        bookingId: b.id,
        userId: driver.userId,
        paymentId: 880_000 + b.id,
        amount: b.estimatedCost,
      }),
    );
    expect((await client.booking(driver, b.id)).status).toBe('confirmed');
    const from = new Date(Date.now() - 60 * MINUTE).toISOString();
    const to = new Date(Date.now() + 60 * MINUTE).toISOString();
    const starting = await platformOf().app.inject({
      method: 'GET',
      url: `/internal/bookings/starting?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&limit=500`,
      headers: INTERNAL_HEADERS,
    });
    expect(starting.statusCode).toBe(200);
    expect((starting.json() as { id: number }[]).map((s) => s.id)).not.toContain(b.id);
  });
});
