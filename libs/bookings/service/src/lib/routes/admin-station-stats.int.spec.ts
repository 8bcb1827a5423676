import { authService } from '@chargesetu/auth/service';
import type { AdminStationStats, Booking } from '@chargesetu/shared/contracts';
import { eventually, useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { bookingsClient, events, slotAt, startBookingsPlatform, stationPicker } from '../../testing';
import { bookingsService } from '../bookings.module';

jest.setTimeout(120_000);

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
const picker = stationPicker(client);
let admin: string;

beforeAll(async () => {
  await picker.load();
  const res = await client.call('POST', '/api/auth/admin/login', {
    payload: { username: 'admin', password: 'Admin@123' },
  });
  expect(res.statusCode).toBe(200);
  admin = res.json().token;
});

/** (cost + 10) x 1.18 in paise, GST half up: computed here independently of the domain. */
const totalPaise = (cost: string) => {
  const base = Math.round(Number(cost) * 100) + 1000;
  return base + Math.floor((base * 18 + 50) / 100);
};

async function stats(token = admin) {
  return client.call('GET', '/api/admin/stations/stats', { token });
}

describe('GET /api/admin/stations/stats', () => {
  it('counts paid, completed and cancelled bookings of a station and the revenue they kept', async () => {
    const station = picker.fresh(2);
    const charger = station.chargers[0];
    let day = 3;
    const book = async () => {
      const driver = await client.newDriver([charger.type]);
      day += 1;
      const res = await client.book(driver, {
        stationId: station.id,
        chargerType: charger.type,
        power: charger.power,
        startTime: slotAt(day, '10:00').toISOString(),
      });
      expect(res.statusCode).toBe(201);
      return { driver, booking: res.json() as Booking };
    };
    const pay = async (b: Awaited<ReturnType<typeof book>>, paymentId: number, amount: string) => {
      await platformOf().bus.publish(
        events.paymentCompleted({ bookingId: b.booking.id, userId: b.driver.userId, paymentId, amount }),
      );
      await eventually(async () =>
        expect((await client.booking(b.driver, b.booking.id)).status).toBe('confirmed'),
      );
    };

    const paid = await book();
    await pay(paid, 7001, '200.00');
    const cancelled = await book();
    await pay(cancelled, 7002, '200.00');
    const cancel = await client.call('POST', `/api/bookings/${cancelled.booking.id}/cancel`, {
      token: cancelled.driver.token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const done = await book();
    await pay(done, 7003, '200.00');
    const ids = { bookingId: done.booking.id, userId: done.driver.userId };
    await platformOf().bus.publish(events.chargingStarted({ ...ids, sessionId: 71 }));
    await eventually(async () =>
      expect((await client.booking(done.driver, done.booking.id)).status).toBe('active'),
    );
    await platformOf().bus.publish(events.chargingCompleted({ ...ids, sessionId: 71, actualCost: '40.00' }));
    await eventually(async () =>
      expect((await client.booking(done.driver, done.booking.id)).status).toBe('completed'),
    );
    // An unpaid hold counts nowhere.
    await book();

    const res = await stats();
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminStationStats;
    expect(body.stations.find((s) => s.stationId === station.id)).toEqual({
      stationId: station.id,
      paid: 1,
      completed: 1,
      cancelled: 1,
      revenue: ((20_000 + totalPaise('40.00')) / 100).toFixed(2),
    });
  });

  it('is for administrators only: 403 for a driver, 401 without a token, 400 on an unknown query', async () => {
    const driver = await client.newDriver();
    const asDriver = await stats(driver.token);
    expect(asDriver.statusCode).toBe(403);
    expect(asDriver.json().message).toEqual(expect.any(String));
    expect((await client.call('GET', '/api/admin/stations/stats')).statusCode).toBe(401);
    const bad = await client.call('GET', '/api/admin/stations/stats?from=2026-01-01', { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/unknown field from/);
  });
});
