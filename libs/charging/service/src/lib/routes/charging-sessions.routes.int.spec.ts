import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { paymentsService } from '@chargesetu/payments/service';
import type { Booking, ChargingStatus } from '@chargesetu/shared/contracts';
import { stationsService } from '@chargesetu/stations/service';
import { chargingClient, type Driver } from '../../testing/charging-client';
import { chargingPlatforms } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';

jest.setTimeout(120_000);

const {
  platform,
  chargers,
  use: withPlatform,
} = chargingPlatforms([authService, stationsService, bookingsService, paymentsService, chargingService]);
const client = chargingClient(platform);

const sql = (text: string, params: unknown[] = []) =>
  platform().contextOf('charging').dataSource.query(text, params);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A wall-clock second is a minute of charging; test bookings are days ahead. */
const DAYS_AHEAD = { CHARGING_TIME_SCALE: '60', CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30) };

async function start(driver: Driver, booking: Booking): Promise<ChargingStatus> {
  const res = await client.control(driver, booking.id, 'start');
  expect(res.statusCode).toBe(200);
  return res.json() as ChargingStatus;
}

async function stop(driver: Driver, booking: Booking): Promise<ChargingStatus> {
  const res = await client.control(driver, booking.id, 'stop');
  expect(res.statusCode).toBe(200);
  return res.json() as ChargingStatus;
}

describe('GET /api/charging/sessions: the signed-in driver’s own sessions, newest first', () => {
  withPlatform(DAYS_AHEAD);
  let asha: Driver;
  let earlier: Booking;
  let later: Booking;
  let stopped: ChargingStatus;

  it('a new driver has none, and a paid booking that never started charging is not a session', async () => {
    asha = await client.newDriver('30');
    expect(await client.readSessions(asha)).toEqual([]);
    earlier = await client.confirmedBooking(asha, chargers().ac);
    later = await client.confirmedBooking(asha, chargers().ac);
    expect(await client.readSessions(asha)).toEqual([]);
  });

  it('lists an ended session with its final figures and a running one with its figures so far, newest first', async () => {
    await start(asha, earlier);
    await sleep(1200); // over a minute of charging at this scale
    stopped = await stop(asha, earlier);
    expect(stopped.energyDelivered).toBeGreaterThan(0);
    await sleep(20); // the second session starts strictly later
    const running = await start(asha, later);

    const sessions = await client.readSessions(asha);
    expect(sessions.map((s) => s.bookingId)).toEqual([later.id, earlier.id]);
    const [now, ended] = sessions;
    // The ended one: what its status answers, as stored when it ended.
    expect(ended).toEqual({
      bookingId: earlier.id,
      stationId: earlier.stationId,
      status: 'completed',
      startTime: stopped.startTime,
      endTime: expect.any(String),
      energyDelivered: stopped.energyDelivered,
      cost: stopped.costSoFar,
      source: 'estimate',
    });
    expect(Date.parse(ended.endTime ?? '')).toBeGreaterThan(Date.parse(ended.startTime));
    const [row] = await sql(`SELECT end_time FROM charging.charging_sessions WHERE booking_id = $1`, [
      earlier.id,
    ]);
    expect(ended.endTime).toBe(new Date(row.end_time).toISOString());
    // The running one: no end yet, figures so far (between the start's answer and a status read after).
    expect(now).toMatchObject({
      bookingId: later.id,
      stationId: later.stationId,
      status: 'active',
      startTime: running.startTime,
      endTime: null,
      source: 'estimate',
    });
    const after = await client.readStatus(asha, later.id);
    expect(now.energyDelivered).toBeGreaterThanOrEqual(running.energyDelivered);
    expect(now.energyDelivered).toBeLessThanOrEqual(after.energyDelivered);
    expect(Number(now.cost)).toBeLessThanOrEqual(Number(after.costSoFar));
    expect(now.cost).toMatch(/^\d+\.\d{2}$/);
  });

  it('limit caps the list, keeping the newest', async () => {
    expect((await client.readSessions(asha, 'limit=1')).map((s) => s.bookingId)).toEqual([later.id]);
    expect((await client.readSessions(asha, 'limit=50')).map((s) => s.bookingId)).toEqual([
      later.id,
      earlier.id,
    ]);
  });

  it('another driver sees only their own sessions, and theirs never appear in Asha’s list', async () => {
    const bala = await client.newDriver();
    expect(await client.readSessions(bala)).toEqual([]);
    const own = await client.confirmedBooking(bala, chargers().dc);
    await start(bala, own);
    const balas = await client.readSessions(bala);
    expect(balas.map((s) => s.bookingId)).toEqual([own.id]);
    const ashas = await client.readSessions(asha);
    expect(ashas.map((s) => s.bookingId)).toEqual([later.id, earlier.id]);
    // The rows really belong to the two drivers, as the table says.
    const owners = await sql(
      `SELECT booking_id, user_id FROM charging.charging_sessions WHERE booking_id = ANY($1) ORDER BY booking_id`,
      [[own.id, later.id, earlier.id]],
    );
    expect(owners).toEqual(
      expect.arrayContaining([
        { booking_id: own.id, user_id: bala.userId },
        { booking_id: later.id, user_id: asha.userId },
        { booking_id: earlier.id, user_id: asha.userId },
      ]),
    );
    await stop(bala, own);
    await stop(asha, later);
  });

  it('a start the charger never confirmed (starting, failed) or a session never started (pending) is not listed', async () => {
    // Only a charger connected over OCPP leaves starting and failed rows; the filter is what is tested here,
    // on a running session moved to each state.
    const chitra = await client.newDriver();
    const booking = await client.confirmedBooking(chitra, chargers().dc);
    await start(chitra, booking);
    expect((await client.readSessions(chitra)).map((s) => s.bookingId)).toEqual([booking.id]);
    for (const status of ['starting', 'pending', 'failed']) {
      await sql(`UPDATE charging.charging_sessions SET status = $2 WHERE booking_id = $1`, [
        booking.id,
        status,
      ]);
      expect({ status, listed: await client.readSessions(chitra) }).toEqual({ status, listed: [] });
    }
  });

  it('a limit that is not a whole number from 1 to 50 is a 400 saying so', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=-1', 'limit=1.5', 'limit=ten', 'limit=']) {
      const res = await client.sessions(asha, query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'querystring.limit must be a whole number from 1 to 50',
      });
    }
  });

  it('without a token, 401', async () => {
    const res = await client.sessions(null);
    expect(res.statusCode).toBe(401);
  });
});
