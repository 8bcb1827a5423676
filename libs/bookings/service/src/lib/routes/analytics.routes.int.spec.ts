import { authService } from '@chargesetu/auth/service';
import type { BookingsAnalytics } from '@chargesetu/shared/contracts';
import { addDaysYmd, todayIst } from '@chargesetu/shared/domain';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  bookingsClient,
  slotAt,
  startBookingsPlatform,
  stationWithCapacity,
  type Driver,
} from '../../testing';
import { bookingsService } from '../bookings.module';

jest.setTimeout(120_000);

const ADMIN_PASSWORD = 'Admin-analytics-test-1';
const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends, {
    ADMIN_PASSWORD,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  }),
);
const client = bookingsClient(platformOf);

async function adminToken(): Promise<string> {
  const res = await client.call('POST', '/api/auth/admin/login', {
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

const DAY = 3; // days from today: inside the booking horizon, outside any other test's slots
const day = () => addDaysYmd(todayIst(), DAY);

describe('GET /api/bookings/analytics (real PostgreSQL and broker)', () => {
  let asha: Driver;
  let bilal: Driver;
  let stationId: number;

  beforeAll(async () => {
    const { station, chargerType, power } = stationWithCapacity(await client.stations(), 2);
    stationId = station.id;
    asha = await client.newDriver();
    bilal = await client.newDriver();
    const book = async (driver: Driver, hhmm: string) => {
      const res = await client.book(driver, {
        stationId,
        chargerType,
        power,
        startTime: slotAt(DAY, hhmm).toISOString(),
        vehicleId: driver.vehicleId,
      });
      if (res.statusCode !== 201) throw new Error(`booking ${hhmm}: ${res.statusCode} ${res.body}`);
      return res.json().id as number;
    };
    await book(asha, '10:00');
    await book(bilal, '10:30');
    await book(asha, '14:00');
    // A cancelled booking holds no charger: it is not counted.
    const cancelled = await book(bilal, '18:00');
    const cancel = await client.call('POST', `/api/bookings/${cancelled}/cancel`, {
      token: bilal.token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
  });

  it('counts the bookings of each IST hour exactly, and of the station, with booked minutes and utilisation', async () => {
    const res = await client.call('GET', `/api/bookings/analytics?from=${day()}&to=${day()}`, {
      token: await adminToken(),
    });
    expect(res.statusCode).toBe(200);
    const body: BookingsAnalytics = res.json();
    expect(body).toMatchObject({ from: day(), to: day() });
    expect(body.byHour).toHaveLength(24);
    const counts = Object.fromEntries(
      body.byHour.filter((h) => h.bookings > 0).map((h) => [h.hour, h.bookings]),
    );
    expect(counts).toEqual({ 10: 2, 14: 1 });
    expect(body.byHour[10].bookedMinutes).toBe(60);
    expect(body.byHour[18]).toMatchObject({ bookings: 0, bookedMinutes: 0 });
    expect(body.byStation).toEqual([
      {
        stationId,
        stationName: expect.any(String),
        bookings: 3,
        bookedMinutes: 90,
        availableMinutes: expect.any(Number),
        utilisation: expect.any(Number),
      },
    ]);
    // The station is open 24/7: at least its 2 chargers × 1440 minutes (it may have more chargers).
    const station = body.byStation[0];
    expect(station.availableMinutes! % 1440).toBe(0);
    expect(station.utilisation).toBeCloseTo(90 / station.availableMinutes!, 4);
  });

  it('defaults to the last 30 days up to today; a range outside the bookings counts none', async () => {
    const res = await client.call('GET', '/api/bookings/analytics', { token: await adminToken() });
    expect(res.statusCode).toBe(200);
    const body: BookingsAnalytics = res.json();
    expect(body).toMatchObject({ from: addDaysYmd(todayIst(), -29), to: todayIst() });
    expect(body.byHour.every((h) => h.bookings === 0)).toBe(true);
    expect(body.byStation).toEqual([]);
  });

  it('validates the range: not a date, reversed or too long is a 400 saying why', async () => {
    const token = await adminToken();
    const bad = await client.call('GET', '/api/bookings/analytics?from=yesterday', { token });
    expect(bad.statusCode).toBe(400);
    const unreal = await client.call('GET', '/api/bookings/analytics?from=2026-02-30&to=2026-03-01', {
      token,
    });
    expect(unreal.json()).toMatchObject({
      statusCode: 400,
      message: 'Please choose real dates (YYYY-MM-DD).',
    });
    const reversed = await client.call('GET', '/api/bookings/analytics?from=2026-03-02&to=2026-03-01', {
      token,
    });
    expect(reversed.json()).toMatchObject({
      statusCode: 400,
      message: 'The start date must be on or before the end date.',
    });
    const long = await client.call('GET', '/api/bookings/analytics?from=2026-01-01&to=2026-12-31', { token });
    expect(long.json()).toMatchObject({
      statusCode: 400,
      message: 'Please choose a range of at most 92 days.',
    });
    const extra = await client.call('GET', '/api/bookings/analytics?userId=1', { token });
    expect(extra.statusCode).toBe(400);
  });

  it('without a token answers 401, for a driver 403', async () => {
    expect((await client.call('GET', '/api/bookings/analytics')).statusCode).toBe(401);
    const refused = await client.call('GET', '/api/bookings/analytics', { token: asha.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: expect.any(String) });
  });
});
