import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { paymentsService } from '@chargesetu/payments/service';
import { EVENTS, type ChargingStatus } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import { createEvent } from '@chargesetu/shared/messaging';
import { eventually, itWithRealDatabase } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { chargingClient, type Driver } from '../../testing/charging-client';
import { chargingPlatforms, type ChargerChoice } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';
import { buildChargingDeps } from '../deps';
import type { StoredSession } from '../repositories/stored-session';
import { completeDueSessions } from './complete-due-sessions';
import { finishSession } from './finish-session';

jest.setTimeout(120_000);

// Each describe starts a platform of its own with the charging settings it needs (withPlatform).
const {
  platform,
  chargers,
  restart,
  use: withPlatform,
} = chargingPlatforms([authService, stationsService, bookingsService, paymentsService, chargingService], {
  CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30), // test bookings are days ahead
});
const client = chargingClient(platform);
/** The completion job off (an hour between runs), so what completes a session is known. */
const JOB_OFF = { CHARGING_COMPLETION_INTERVAL_MS: '3600000' };

const sql = <T = Record<string, unknown>>(
  service: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> => platform().contextOf(service).dataSource.query(text, params);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sessionOf = async (bookingId: number) =>
  (await sql('charging', `SELECT * FROM charging.charging_sessions WHERE booking_id = $1`, [bookingId]))[0];
const completedEvents = (bookingId: number) =>
  sql(
    'charging',
    `SELECT envelope FROM charging.outbox WHERE event_type = 'charging.session.completed'
       AND envelope->'data'->>'bookingId' = $1`,
    [String(bookingId)],
  );

async function startedSession(charger: ChargerChoice, batteryCapacity?: string) {
  const driver = await client.newDriver(batteryCapacity);
  const booking = await client.book(driver, charger);
  const paid = await client.pay(driver, booking.id);
  await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
  const res = await client.control(driver, booking.id, 'start');
  expect(res.statusCode).toBe(200);
  return { driver, booking, paid, started: res.json() as ChargingStatus };
}

describe('a session that reaches the end of its booked time, with the job off', () => {
  // 3600: the 30 booked minutes pass in half a second.
  withPlatform({ ...JOB_OFF, CHARGING_TIME_SCALE: '3600' });
  let driver: Driver;
  let bookingId: number;

  itWithRealDatabase('is completed by a status read, exactly once however many race for it', async () => {
    const s = await startedSession(chargers().ac);
    driver = s.driver;
    bookingId = s.booking.id;
    const dueAt = new Date((await sessionOf(bookingId)).due_at as string);
    const dueAfter = dueAt.getTime() - Date.parse(s.started.startTime!);
    expect(dueAfter).toBeGreaterThanOrEqual(500);
    expect(dueAfter).toBeLessThanOrEqual(501);
    await sleep(Math.max(0, dueAt.getTime() - Date.now()) + 100);
    expect((await sessionOf(bookingId)).status).toBe('active'); // nobody has completed it yet

    const deps = buildChargingDeps(platform().contextOf('charging'));
    // Everyone who may complete it, at once: status reads, job runs, and completions holding the row as
    // it was read while still active (as a read that lost the race does).
    const stale = (await deps.sessions.findByBooking(bookingId)) as StoredSession;
    const [reads, jobRuns, direct] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => client.readStatus(driver, bookingId))),
      Promise.all([completeDueSessions(deps), completeDueSessions(deps)]),
      Promise.all(
        Array.from({ length: 4 }, () =>
          withTransaction(deps.ctx.dataSource, (m) =>
            finishSession(deps.sessions, stale, { at: new Date(), reason: 'stopped' }, m),
          ),
        ),
      ),
    ]);
    // 7 kW for the whole 30 minutes: 3.50 kWh at the booking's price.
    const expected = (3.5 * Number(s.booking.pricePerKwh)).toFixed(2);
    for (const r of reads) {
      expect(r).toMatchObject({
        status: 'completed',
        isCharging: false,
        percentComplete: 100,
        energyDelivered: 3.5,
        timeRemaining: 0,
        currentPower: 0,
        costSoFar: expected,
      });
    }
    expect(jobRuns.reduce((a, b) => a + b, 0) + direct.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await completedEvents(bookingId)).toHaveLength(1);
    const row = await sessionOf(bookingId);
    expect(row).toMatchObject({ status: 'completed', end_reason: 'time_up', energy_delivered: '3.50' });
    expect(new Date(row.end_time as string)).toEqual(dueAt); // ended when it was due, not when it was read
    await eventually(async () =>
      expect(await client.booking(driver, bookingId)).toMatchObject({
        status: 'completed',
        actualCost: expected,
      }),
    );
  });

  itWithRealDatabase('stop after that end is a 409 that says how it ended', async () => {
    const res = await client.control(driver, bookingId, 'stop');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The charging session for this booking has already ended (booked time over).',
    );
  });
});

describe('when the booking is cancelled while its session runs', () => {
  withPlatform({ ...JOB_OFF, CHARGING_TIME_SCALE: '60' });

  it('the session ends (reason cancelled) and publishes no completion: the payment is refunded instead', async () => {
    const { driver, booking } = await startedSession(chargers().ac);
    // The race bookings cannot see: cancelled before it applied charging.session.started.
    await platform().bus.publish(
      createEvent(EVENTS.bookingCancelled, {
        bookingId: booking.id,
        userId: driver.userId,
        paymentId: null,
        amountPaid: null,
        reason: 'user',
      }),
    );
    await eventually(async () => expect((await sessionOf(booking.id)).end_reason).toBe('cancelled'));
    expect(await completedEvents(booking.id)).toEqual([]);
    const status = await client.readStatus(driver, booking.id);
    expect(status).toMatchObject({ status: 'completed', isCharging: false });
    const stop = await client.control(driver, booking.id, 'stop');
    expect(stop.statusCode).toBe(409);
    expect(stop.json().message).toBe(
      'The charging session for this booking has already ended (booking cancelled).',
    );
  });
});

describe('a restart of the service mid-session', () => {
  // 30: the booked 30 minutes last a minute of wall time, longer than the restart.
  withPlatform({ ...JOB_OFF, CHARGING_TIME_SCALE: '30' });
  let driver: Driver;
  let bookingId: number;

  it('keeps the session running where it would be: its state is computed from what is stored', async () => {
    const s = await startedSession(chargers().ac);
    driver = s.driver;
    bookingId = s.booking.id;
    await sleep(500);
    const before = await client.readStatus(driver, bookingId);
    expect(before.status).toBe('active');

    await restart();

    const after = await client.readStatus(driver, bookingId);
    expect(after).toMatchObject({ status: 'active', isCharging: true, startTime: before.startTime });
    expect(after.energyDelivered).toBeGreaterThan(before.energyDelivered);
    expect(after.percentComplete).toBeGreaterThan(before.percentComplete);
    // Where a session started at that instant stands now, whatever happened to the process meanwhile.
    const simulatedHours = ((Date.now() - Date.parse(after.startTime!)) * 30) / 3_600_000;
    expect(after.energyDelivered).toBeLessThanOrEqual(7 * simulatedHours + 0.01);
    expect(after.energyDelivered).toBeGreaterThan(7 * (simulatedHours - 0.05));
    expect((await client.control(driver, bookingId, 'stop')).statusCode).toBe(200);
  });
});

describe('a session nobody watches', () => {
  // 60 kW into a 10 kWh battery from 20% is full after about 11 minutes: about a second at 600.
  withPlatform({ CHARGING_COMPLETION_INTERVAL_MS: '200', CHARGING_TIME_SCALE: '600' });

  it('is completed by the job when the battery is full, and the booking and wallet are settled', async () => {
    const { driver, booking, paid } = await startedSession(chargers().dc, '10');
    await eventually(async () => expect((await sessionOf(booking.id)).status).toBe('completed'), 15_000);
    const row = await sessionOf(booking.id);
    expect(row).toMatchObject({ end_reason: 'full', energy_delivered: '8.00', battery_percentage: 100 });
    const cost = (8 * Number(booking.pricePerKwh)).toFixed(2);
    expect(row.actual_cost).toBe(cost);
    expect(new Date(row.end_time as string)).toEqual(new Date(row.due_at as string));
    expect(await completedEvents(booking.id)).toHaveLength(1);
    await eventually(async () =>
      expect(await client.booking(driver, booking.id)).toMatchObject({
        status: 'completed',
        actualCost: cost,
      }),
    );
    // Paid for 60 kW x 0.5 h = 30 kWh; 8 kWh delivered: the difference, with its fee-free GST, comes back.
    const base = Math.round(Number(cost) * 100) + 1000;
    const back = Math.round(Number(paid) * 100) - (base + Math.floor((base * 18 + 50) / 100));
    await eventually(async () =>
      expect(await client.stats(driver)).toMatchObject({
        walletBalance: ((65_000 + back) / 100).toFixed(2),
        totalSavings: ((184_000 + back) / 100).toFixed(2),
      }),
    );
    expect(await client.readStatus(driver, booking.id)).toMatchObject({
      status: 'completed',
      percentComplete: 100,
      batteryPercentage: 100,
      energyDelivered: 8,
      costSoFar: cost,
    });
  });
});
