import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { AdminOverview, Booking, CreatePaymentResponse, Station } from '@chargesetu/shared/contracts';
import {
  addDaysYmd,
  FULL_SLOT_GRID,
  istInstant,
  parseMoney,
  slotEnd,
  toMoneyString,
  todayIst,
} from '@chargesetu/shared/domain';
import { createEnvelope } from '@chargesetu/shared/messaging';
import { startTestPlatform } from '@chargesetu/shared/runtime/testing';
import { signToken } from '@chargesetu/shared/server-kit';
import { eventually, registerDriver, useTestPlatform, type TestDriver } from '@chargesetu/shared/testing';
import { paymentsService } from '@chargesetu/payments/service';
import { stationsService } from '@chargesetu/stations/service';
import type { FastifyInstance } from 'fastify';
import { edgePlugin } from './edge.plugin';

jest.setTimeout(120_000);

const ADMIN_PASSWORD = 'Admin-overview-test-1';

// The all-in-one host with the real edge: the overview asks the real services through in-process calls.
const platformOf = useTestPlatform((backends) =>
  startTestPlatform([authService, stationsService, bookingsService, paymentsService], backends, {
    jwtSecret: 'admin-overview-test-secret-0123456789abcdef',
    edge: edgePlugin,
    env: {
      ADMIN_PASSWORD,
      WEB_ROOT: '/nonexistent-web-root',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      MAX_UNPAID_BOOKINGS: '1000',
    },
  }),
);

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  platformOf().app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function adminToken(): Promise<string> {
  const res = await call('POST', '/api/auth/admin/login', undefined, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

async function overview(token: string): Promise<AdminOverview> {
  const res = await call('GET', '/api/admin/overview', token);
  if (res.statusCode !== 200) throw new Error(`overview: ${res.statusCode} ${res.body}`);
  return res.json();
}

const newDriver = (name: string): Promise<TestDriver> =>
  registerDriver((r) => platformOf().app.inject(r), {
    name,
    connectorTypes: ['CCS2'],
    make: 'Tata',
    model: 'Nexon EV',
    platePrefix: 'MH 12',
  });

let slotSerial = 0;
/** A pending booking on a CCS2 charger of a 24/7 station, in a slot no other booking here uses. */
async function book(driver: TestDriver, station: Station, power: number): Promise<Booking> {
  const n = slotSerial++;
  const start = istInstant(addDaysYmd(todayIst(), 3 + n), FULL_SLOT_GRID[20]);
  const res = await call('POST', '/api/bookings', driver.token, {
    stationId: station.id,
    vehicleId: driver.vehicleId,
    chargerType: 'CCS2',
    power,
    startTime: start.toISOString(),
    endTime: slotEnd(start).toISOString(),
  });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function pay(driver: TestDriver, bookingId: number): Promise<CreatePaymentResponse> {
  const res = await call('POST', '/api/payments', driver.token, { bookingId, paymentMethod: 'upi' });
  if (res.statusCode !== 201) throw new Error(`payment: ${res.statusCode} ${res.body}`);
  return res.json();
}

const bookingStatus = async (driver: TestDriver, id: number) =>
  (await call('GET', `/api/bookings/${id}`, driver.token)).json().status;

describe('GET /api/admin/overview', () => {
  it('when an administrator asks, answers the totals the services hold', async () => {
    const token = await adminToken();
    const body = await overview(token);
    expect(body).toEqual({
      users: expect.any(Number),
      stations: expect.any(Number),
      activeSessions: expect.any(Number),
      revenue: expect.stringMatching(/^\d+\.\d{2}$/),
      generatedAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(body.generatedAt) - Date.now())).toBeLessThan(60_000);
    // Stations: the whole catalogue, as the public list shows it.
    const stations = (await call('GET', '/api/stations')).json() as Station[];
    expect(body.stations).toBe(stations.length);
    expect(body.stations).toBeGreaterThan(0);
    // Users: the drivers in auth's table (the seeded driver, not the administrator).
    const [{ n }] = await platformOf().contexts[0].dataSource.query(
      `SELECT count(*)::int AS n FROM "auth"."users" WHERE role = 'user'`,
    );
    expect(body.users).toBe(n);
  });

  it('when two drivers register, users grows by exactly 2', async () => {
    const token = await adminToken();
    const before = await overview(token);
    await newDriver('Kavya Nair');
    await newDriver('Arjun Reddy');
    expect((await overview(token)).users).toBe(before.users + 2);
  });

  it('revenue grows by what is paid and falls back when a paid booking is cancelled (refund); a started session counts as active', async () => {
    const token = await adminToken();
    const stations = (await call('GET', '/api/stations')).json() as Station[];
    const station = stations.find(
      (s) => s.operatingHours === '24/7' && s.chargers.some((c) => c.type === 'CCS2'),
    )!;
    const power = station.chargers.find((c) => c.type === 'CCS2')!.power;
    const driver = await newDriver('Priya Menon');
    const before = await overview(token);

    const kept = await book(driver, station, power);
    const refunded = await book(driver, station, power);
    const keptPayment = (await pay(driver, kept.id)).payment;
    const refundedPayment = (await pay(driver, refunded.id)).payment;
    const paidBoth = toMoneyString(
      parseMoney(before.revenue) + parseMoney(keptPayment.amount) + parseMoney(refundedPayment.amount),
    );
    expect((await overview(token)).revenue).toBe(paidBoth);

    // Cancelling a paid booking refunds it to the wallet (booking.cancelled -> payments).
    await eventually(async () => expect(await bookingStatus(driver, refunded.id)).toBe('confirmed'));
    const cancel = await call('POST', `/api/bookings/${refunded.id}/cancel`, driver.token, {});
    expect(cancel.statusCode).toBe(200);
    const keptOnly = toMoneyString(parseMoney(before.revenue) + parseMoney(keptPayment.amount));
    await eventually(async () => expect((await overview(token)).revenue).toBe(keptOnly), 20_000);

    // The charging service's event makes the kept booking active: one more session running.
    await eventually(async () => expect(await bookingStatus(driver, kept.id)).toBe('confirmed'));
    await platformOf().bus.publish(
      createEnvelope('charging.session.started', 1, {
        sessionId: 9001,
        bookingId: kept.id,
        userId: driver.userId,
        startTime: new Date().toISOString(),
      }),
    );
    await eventually(
      async () => expect((await overview(token)).activeSessions).toBe(before.activeSessions + 1),
      20_000,
    );
  });

  it('without a token answers 401, for a driver 403, each with a readable message', async () => {
    const none = await call('GET', '/api/admin/overview');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, message: expect.stringMatching(/sign in/i) });

    const driver = await newDriver('Rohan Das');
    const refused = await call('GET', '/api/admin/overview', driver.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      statusCode: 403,
      message: 'This action requires administrator rights',
    });
  });

  it("the services' stats routes are internal: on the public port without the internal token they are 404", async () => {
    const token = await adminToken();
    for (const service of ['auth', 'stations', 'bookings', 'payments']) {
      const res = await call('GET', `/internal/stats/${service}`, token);
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses a token that still says admin when auth no longer does (role changed, account gone)', async () => {
    const app = platformOf().app as unknown as FastifyInstance;
    const driver = await newDriver('Sneha Kulkarni');
    // A token minted before the role changed: validly signed, claims admin, but auth says 'user'.
    const stale = signToken(app, { id: driver.userId, username: 'sneha', role: 'admin', tokenVersion: 0 });
    const demoted = await call('GET', '/api/admin/overview', stale);
    expect(demoted.statusCode).toBe(403);

    // An account that does not exist is refused by the token check itself, before the route runs.
    const ghost = signToken(app, { id: 2_000_000_000, username: 'ghost', role: 'admin', tokenVersion: 0 });
    const gone = await call('GET', '/api/admin/overview', ghost);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toMatch(/sign in again/);
  });
});
