import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { paymentsService } from '@chargesetu/payments/service';
import type { Booking, ChargingStatus } from '@chargesetu/shared/contracts';
import type { EventEnvelope } from '@chargesetu/shared/messaging';
import { eventually, waitForDeliveries } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { randomUUID } from 'node:crypto';
import { chargingClient, type Driver } from '../../testing/charging-client';
import { chargingPlatforms, withDeliveryLog, type ChargerChoice } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';

jest.setTimeout(120_000);

const payments = withDeliveryLog(paymentsService);
const bookings = withDeliveryLog(bookingsService);
// Each describe starts a platform of its own with the charging settings it needs (withPlatform).
const {
  platform,
  chargers,
  use: withPlatform,
} = chargingPlatforms([authService, stationsService, bookings.module, payments.module, chargingService]);
const client = chargingClient(platform);

const sql = <T = Record<string, unknown>>(
  service: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> => platform().contextOf(service).dataSource.query(text, params);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const paise = (money: string) => Math.round(Number(money) * 100);
/** (cost + 10) x 1.18 in paise, GST rounded half up: the spec's total, computed here independently. */
const totalPaise = (cost: string) => {
  const base = paise(cost) + 1000;
  return base + Math.floor((base * 18 + 50) / 100);
};
const money = (p: number) => (p / 100).toFixed(2);

/** What most tests here run with: a wall-clock second is a minute of charging; test bookings are days ahead. */
const DAYS_AHEAD = { CHARGING_TIME_SCALE: '60', CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30) };

/** A booking of the driver, paid by UPI and confirmed by the bookings service. */
async function confirmedBooking(driver: Driver, charger: ChargerChoice = chargers().ac) {
  const booking = await client.book(driver, charger);
  const paid = await client.pay(driver, booking.id);
  await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
  return { booking, paid };
}

describe('a charging session, start to settlement', () => {
  withPlatform(DAYS_AHEAD);
  let driver: Driver;
  let booking: Booking;
  let paid: string;
  let stopped: ChargingStatus;
  let completedEvent: EventEnvelope;

  it('before it starts, the status is pending with nothing delivered and the battery at 20%', async () => {
    driver = await client.newDriver('30');
    ({ booking, paid } = await confirmedBooking(driver));
    expect(await client.readStatus(driver, booking.id)).toEqual({
      status: 'pending',
      isCharging: false,
      percentComplete: 0,
      energyDelivered: 0,
      timeRemaining: 0,
      currentPower: 0,
      startTime: null,
      batteryPercentage: null,
      costSoFar: '0.00',
      source: null,
      notice: null,
    });
  });

  it('start answers the running session and the booking becomes active', async () => {
    const before = Date.now();
    const res = await client.control(driver, booking.id, 'start');
    expect(res.statusCode).toBe(200);
    const status = res.json() as ChargingStatus;
    expect(status).toMatchObject({
      status: 'active',
      isCharging: true,
      batteryPercentage: 20,
      currentPower: 7,
    });
    expect(Date.parse(status.startTime!)).toBeGreaterThanOrEqual(before - 5);
    expect(status.energyDelivered).toBeLessThan(0.1);
    await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('active'));
    // What the state is recomputed from: the booking's charger and price, the vehicle's battery.
    const [row] = await sql('charging', `SELECT * FROM charging.charging_sessions WHERE booking_id = $1`, [
      booking.id,
    ]);
    expect(row).toMatchObject({
      user_id: driver.userId,
      station_id: booking.stationId,
      status: 'active',
      charger_kw: '7.00',
      price_per_kwh: booking.pricePerKwh,
      capacity_kwh: '30.00',
      start_percent: '20.00',
      booked_minutes: 30,
      time_scale: 60,
    });
    const [started] = await sql<{ envelope: EventEnvelope }>(
      'charging',
      `SELECT envelope FROM charging.outbox WHERE event_type = 'charging.session.started'`,
    );
    expect(started.envelope.data).toEqual({
      sessionId: row.id,
      bookingId: booking.id,
      userId: driver.userId,
      startTime: status.startTime,
    });
  });

  it('while charging, energy, progress and cost rise between two reads and time remaining falls', async () => {
    const first = await client.readStatus(driver, booking.id);
    await sleep(1500); // 1.5 minutes of charging at this scale
    const second = await client.readStatus(driver, booking.id);
    expect(second.status).toBe('active');
    expect(second.isCharging).toBe(true);
    expect(second.energyDelivered).toBeGreaterThan(first.energyDelivered);
    expect(second.percentComplete).toBeGreaterThan(first.percentComplete);
    expect(Number(second.costSoFar)).toBeGreaterThan(Number(first.costSoFar));
    expect(second.timeRemaining).toBeLessThanOrEqual(first.timeRemaining);
    expect(second.startTime).toBe(first.startTime);
    // 7 kW flat: the energy is power x simulated time; the cost is energy x price.
    const simulatedHours = ((Date.now() - Date.parse(second.startTime!)) * 60) / 3_600_000;
    expect(second.energyDelivered).toBeLessThanOrEqual(7 * simulatedHours + 0.01);
    expect(second.energyDelivered).toBeGreaterThan(7 * (simulatedHours - 0.05));
    expect(
      Math.abs(paise(second.costSoFar) - second.energyDelivered * paise(booking.pricePerKwh)),
    ).toBeLessThan(1);
    // 30 kWh battery from 20%: the level rises by energy / 30 kWh (shown rounded down).
    expect(
      Math.abs(Number(second.batteryPercentage) - (20 + (second.energyDelivered / 30) * 100)),
    ).toBeLessThan(1);
  });

  it('a second start is refused with 409', async () => {
    const res = await client.control(driver, booking.id, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Charging is already in progress for this booking.');
  });

  it('stop ends the session with what was delivered so far', async () => {
    const res = await client.control(driver, booking.id, 'stop');
    expect(res.statusCode).toBe(200);
    stopped = res.json();
    expect(stopped).toMatchObject({
      status: 'completed',
      isCharging: false,
      currentPower: 0,
      timeRemaining: 0,
    });
    expect(stopped.energyDelivered).toBeGreaterThan(0.15); // more than the 1.5 minutes slept above
    expect(stopped.percentComplete).toBeGreaterThan(0);
    expect(stopped.percentComplete).toBeLessThan(100);
    // The stored session agrees, and reading it again changes nothing.
    await sleep(300);
    expect(await client.readStatus(driver, booking.id)).toEqual(stopped);
    const [row] = await sql('charging', `SELECT * FROM charging.charging_sessions WHERE booking_id = $1`, [
      booking.id,
    ]);
    expect(row).toMatchObject({
      status: 'completed',
      end_reason: 'stopped',
      energy_delivered: stopped.energyDelivered.toFixed(2),
      actual_cost: stopped.costSoFar,
      battery_percentage: stopped.batteryPercentage,
    });
  });

  it('a second stop is refused with 409, and so is a start after the end', async () => {
    const again = await client.control(driver, booking.id, 'stop');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The charging session for this booking has already ended (stopped).');
    const restart = await client.control(driver, booking.id, 'start');
    expect(restart.statusCode).toBe(409);
  });

  it('the booking is completed with the actual cost, and the unused payment is back in the wallet', async () => {
    await eventually(async () =>
      expect(await client.booking(driver, booking.id)).toMatchObject({
        status: 'completed',
        actualCost: stopped.costSoFar,
      }),
    );
    const back = paise(paid) - totalPaise(stopped.costSoFar);
    expect(back).toBeGreaterThan(0);
    await eventually(async () =>
      expect(await client.stats(driver)).toMatchObject({
        walletBalance: money(65_000 + back),
        totalSavings: money(184_000 + back),
      }),
    );
    const ledger = await sql(
      'payments',
      `SELECT amount, reason FROM payments.wallet_transactions WHERE user_id = $1`,
      [driver.userId],
    );
    expect(ledger).toEqual([{ amount: money(back), reason: 'adjustment' }]);
    [{ envelope: completedEvent }] = await sql<{ envelope: EventEnvelope }>(
      'charging',
      `SELECT envelope FROM charging.outbox WHERE event_type = 'charging.session.completed'
         AND envelope->'data'->>'bookingId' = $1`,
      [String(booking.id)],
    );
    expect(completedEvent.data).toMatchObject({
      bookingId: booking.id,
      userId: driver.userId,
      actualCost: stopped.costSoFar,
      energyDelivered: stopped.energyDelivered.toFixed(2),
    });
  });

  it('when the completion is delivered again, twice, and once more under a new id, nothing changes', async () => {
    const before = await client.stats(driver);
    const copy = { ...completedEvent, id: randomUUID() };
    await platform().bus.publish(completedEvent);
    await platform().bus.publish(completedEvent);
    await platform().bus.publish(copy);
    const ids = [completedEvent.id, completedEvent.id, completedEvent.id, copy.id]; // the first delivery + 3
    await waitForDeliveries(payments, ids);
    await waitForDeliveries(bookings, ids);
    expect(await client.stats(driver)).toEqual(before);
    const ledger = await sql('payments', `SELECT 1 FROM payments.wallet_transactions WHERE user_id = $1`, [
      driver.userId,
    ]);
    expect(ledger).toHaveLength(1);
    expect(await client.booking(driver, booking.id)).toMatchObject({
      status: 'completed',
      actualCost: stopped.costSoFar,
    });
  });
});

describe('rules: only a confirmed booking of yours, in its time', () => {
  withPlatform(DAYS_AHEAD);

  it('an unpaid booking cannot start (409)', async () => {
    const driver = await client.newDriver();
    const booking = await client.book(driver, chargers().ac);
    const res = await client.control(driver, booking.id, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This booking has not been paid yet. Pay for it before you start charging.',
    );
    expect(
      await sql('charging', `SELECT 1 FROM charging.charging_sessions WHERE booking_id = $1`, [booking.id]),
    ).toEqual([]);
  });

  it('a cancelled booking cannot start (409)', async () => {
    const driver = await client.newDriver();
    const { booking } = await confirmedBooking(driver);
    const cancel = await client.call('POST', `/api/bookings/${booking.id}/cancel`, {
      token: driver.token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const res = await client.control(driver, booking.id, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking was cancelled, so charging cannot start.');
  });

  it('a booking whose slot has ended cannot start (409)', async () => {
    const driver = await client.newDriver();
    const { booking } = await confirmedBooking(driver);
    // The only way to have a paid booking in the past is to move it there.
    await sql(
      'bookings',
      `UPDATE bookings.bookings SET start_time = now() - interval '3 hours', end_time = now() - interval '150 minutes'
       WHERE id = $1`,
      [booking.id],
    );
    const res = await client.control(driver, booking.id, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^The slot of this booking ended at .+ IST\. Charging can no longer start\.$/,
    );
  });

  it('stop without a start is refused (409)', async () => {
    const driver = await client.newDriver();
    const { booking } = await confirmedBooking(driver);
    const res = await client.control(driver, booking.id, 'stop');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Charging has not started for this booking, so there is nothing to stop.',
    );
  });

  it('an action other than start or stop, or none, is a 400 naming the two', async () => {
    const driver = await client.newDriver();
    const { booking } = await confirmedBooking(driver);
    for (const action of ['pause', '', 1, null]) {
      const res = await client.control(driver, booking.id, action);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("body.action must be 'start' or 'stop'");
    }
    const empty = await client.call('POST', `/api/charging/${booking.id}/control`, { token: driver.token });
    expect(empty.statusCode).toBe(400);
    expect(await client.readStatus(driver, booking.id)).toMatchObject({ status: 'pending' });
  });

  it('a booking id that is not a positive integer is a 400 on both routes', async () => {
    const driver = await client.newDriver();
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const status = await client.call('GET', `/api/charging/${id}/status`, { token: driver.token });
      expect(status.statusCode).toBe(400);
      expect(status.json().message).toMatch(/^params\.bookingId /);
      const control = await client.control(driver, id as unknown as number, 'start');
      expect(control.statusCode).toBe(400);
      expect(control.json().message).toMatch(/^params\.bookingId /);
    }
  });

  it('without a token, 401', async () => {
    expect((await client.call('GET', '/api/charging/1/status')).statusCode).toBe(401);
    expect(
      (await client.call('POST', '/api/charging/1/control', { payload: { action: 'start' } })).statusCode,
    ).toBe(401);
  });
});

describe('with CHARGING_EARLY_START_MINUTES at 15', () => {
  withPlatform({ ...DAYS_AHEAD, CHARGING_EARLY_START_MINUTES: '15' });

  it('more than CHARGING_EARLY_START_MINUTES before the slot, says when it starts (409)', async () => {
    const driver = await client.newDriver();
    const { booking } = await confirmedBooking(driver);
    const res = await client.control(driver, booking.id, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Your slot starts at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M IST\. You can start charging from 15 minutes before it\.$/,
    );
  });
});

describe("someone else's booking is a 404, like a missing one", () => {
  withPlatform(DAYS_AHEAD);

  it('user B can neither read, start nor stop user A’s booking, before or during charging', async () => {
    const a = await client.newDriver();
    const b = await client.newDriver();
    const { booking } = await confirmedBooking(a);
    const refusedToB = async () => {
      for (const res of [
        await client.status(b, booking.id),
        await client.control(b, booking.id, 'start'),
        await client.control(b, booking.id, 'stop'),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(`Booking ${booking.id} was not found`);
      }
    };
    await refusedToB(); // no session yet: the bookings service says whose it is
    expect((await client.control(a, booking.id, 'start')).statusCode).toBe(200);
    await refusedToB(); // a running session: its own row says whose it is
    expect((await client.readStatus(a, booking.id)).status).toBe('active');
    expect((await client.control(a, booking.id, 'stop')).statusCode).toBe(200);
  });

  it('an unknown booking is a 404', async () => {
    const driver = await client.newDriver();
    for (const res of [
      await client.status(driver, 2_000_000_000),
      await client.control(driver, 2_000_000_000, 'start'),
      await client.control(driver, 2_000_000_000, 'stop'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Booking 2000000000 was not found');
    }
  });
});
