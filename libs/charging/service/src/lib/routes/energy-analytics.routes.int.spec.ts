import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { paymentsService } from '@chargesetu/payments/service';
import type { ChargingStatus, EnergyAnalytics } from '@chargesetu/shared/contracts';
import { istDateString, istHour, istInstant, minutesBetween } from '@chargesetu/shared/domain';
import { stationsService } from '@chargesetu/stations/service';
import { chargingClient } from '../../testing/charging-client';
import { chargingPlatforms } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';

jest.setTimeout(120_000);

const ADMIN_PASSWORD = 'Admin-energy-test-1';
const {
  platform,
  chargers,
  use: withPlatform,
} = chargingPlatforms([authService, stationsService, bookingsService, paymentsService, chargingService]);
const client = chargingClient(platform);

/** The charging service's own database, to store sessions of a past day as a finished one leaves them. */
const db = () => platform().contextOf('charging').dataSource;

let nextBookingId = 900_000;
/** A completed session on a past day: started at `start` (IST 'HH:MM'), charged `wallMinutes` on the clock. */
async function storeCompletedSession(day: string, start: string, wallMinutes: number, timeScale = 1) {
  const startTime = istInstant(day, start);
  const endTime = new Date(startTime.getTime() + wallMinutes * 60_000);
  await db().query(
    `INSERT INTO "charging"."charging_sessions"
       (booking_id, user_id, station_id, start_time, end_time, energy_delivered, status, battery_percentage,
        charger_kw, price_per_kwh, capacity_kwh, start_percent, booked_minutes, booked_end_time, time_scale,
        due_at, actual_cost, end_reason)
     VALUES ($1, 1, $2, $3, $4, 5.00, 'completed', 80, 7.4, 18.00, 40, 20, 60, $4, $5, $4, 90.00, 'stopped')`,
    [nextBookingId++, chargers().ac.stationId, startTime, endTime, timeScale],
  );
}

async function adminToken(): Promise<string> {
  const res = await client.call('POST', '/api/auth/admin/login', {
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

describe('GET /api/charging/analytics (real PostgreSQL and broker)', () => {
  withPlatform({
    CHARGING_TIME_SCALE: '60',
    CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30),
    ADMIN_PASSWORD,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  });

  it('reports a completed session under the IST hour it started, with the energy it delivered', async () => {
    const driver = await client.newDriver();
    const booking = await client.confirmedBooking(driver, chargers().ac);
    expect((await client.control(driver, booking.id, 'start')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1200));
    const stop = await client.control(driver, booking.id, 'stop');
    expect(stop.statusCode).toBe(200);
    const stopped: ChargingStatus = stop.json();
    const started = new Date(stopped.startTime!);

    const day = istDateString(started);
    const res = await client.call('GET', `/api/charging/analytics?from=${day}&to=${day}`, {
      token: await adminToken(),
    });
    expect(res.statusCode).toBe(200);
    const body: EnergyAnalytics = res.json();
    const busy = body.byHour.filter((h) => h.sessions > 0);
    expect(busy).toEqual([{ hour: istHour(started), sessions: 1, energyKwh: stopped.energyDelivered }]);
    expect(body.byStation).toEqual([
      { stationId: chargers().ac.stationId, sessions: 1, energyKwh: stopped.energyDelivered },
    ]);

    // How long it charged: the clock's minutes × the platform's time scale (60 here), one decimal.
    const [row] = await db().query(
      `SELECT start_time, end_time FROM "charging"."charging_sessions" WHERE booking_id = $1`,
      [booking.id],
    );
    const minutes = Math.round(minutesBetween(row.start_time, row.end_time) * 60 * 10) / 10;
    expect(body.sessionTime.sessions).toBe(1);
    expect(body.sessionTime.averageMinutes).toBe(minutes);
    expect(body.sessionTime.buckets.map((b) => b.sessions)).toEqual(
      body.sessionTime.buckets.map((b) =>
        minutes >= b.fromMinutes && (b.toMinutes === null || minutes < b.toMinutes) ? 1 : 0,
      ),
    );
  });

  it('buckets the completed sessions of the range by how long they charged, with their average', async () => {
    const day = '2026-01-10';
    await storeCompletedSession(day, '09:00', 10);
    await storeCompletedSession(day, '11:00', 29.5);
    await storeCompletedSession(day, '13:00', 75);
    // A demo session at 60x: half a minute on the clock is 30 minutes of charging.
    await storeCompletedSession(day, '15:00', 0.5, 60);
    // The next day is outside the range.
    await storeCompletedSession('2026-01-11', '09:00', 50);

    const res = await client.call('GET', `/api/charging/analytics?from=${day}&to=${day}`, {
      token: await adminToken(),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as EnergyAnalytics).sessionTime).toEqual({
      sessions: 4,
      // (10 + 29.5 + 75 + 30) / 4 = 36.125
      averageMinutes: 36.1,
      buckets: [
        { fromMinutes: 0, toMinutes: 15, sessions: 1 },
        { fromMinutes: 15, toMinutes: 30, sessions: 1 },
        { fromMinutes: 30, toMinutes: 45, sessions: 1 },
        { fromMinutes: 45, toMinutes: 60, sessions: 0 },
        { fromMinutes: 60, toMinutes: null, sessions: 1 },
      ],
    });
  });

  it('for a range without a completed session: no sessions and no average, not an average of 0', async () => {
    const res = await client.call('GET', '/api/charging/analytics?from=2025-06-01&to=2025-06-30', {
      token: await adminToken(),
    });
    const body: EnergyAnalytics = res.json();
    expect(body.sessionTime.sessions).toBe(0);
    expect(body.sessionTime.averageMinutes).toBeNull();
    expect(body.sessionTime.buckets.every((b) => b.sessions === 0)).toBe(true);
    expect(body.byStation).toEqual([]);
  });

  it('validates the range (400 saying why); without a token 401, for a driver 403', async () => {
    const token = await adminToken();
    const reversed = await client.call('GET', '/api/charging/analytics?from=2026-03-02&to=2026-03-01', {
      token,
    });
    expect(reversed.json()).toMatchObject({
      statusCode: 400,
      message: 'The start date must be on or before the end date.',
    });
    expect((await client.call('GET', '/api/charging/analytics?from=soon', { token })).statusCode).toBe(400);
    expect((await client.call('GET', '/api/charging/analytics')).statusCode).toBe(401);
    const driver = await client.newDriver();
    expect((await client.call('GET', '/api/charging/analytics', { token: driver.token })).statusCode).toBe(
      403,
    );
  });
});
