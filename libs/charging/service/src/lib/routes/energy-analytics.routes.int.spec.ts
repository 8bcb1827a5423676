import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { paymentsService } from '@chargesetu/payments/service';
import type { ChargingStatus, EnergyAnalytics } from '@chargesetu/shared/contracts';
import { istDateString, istHour } from '@chargesetu/shared/domain';
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
