import { authService } from '@chargesetu/auth/service';
import type { Booking } from '@chargesetu/shared/contracts';
import type { EventEnvelope } from '@chargesetu/shared/messaging';
import { randomUUID } from 'node:crypto';
import { eventually, useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  aBookingBody,
  bookingsClient,
  events,
  outboxEvents,
  probe,
  slotAt,
  startBookingsPlatform,
  stationWithCapacity,
  type Driver,
} from '../../testing';
import { bookingsService } from '../bookings.module';
import { buildBookingsDeps } from '../deps';
import { MESSAGES } from '../rules/messages';
import {
  CHARGING_CLAIM_LEASE_MS,
  claimForCharging,
  releaseChargingClaim,
} from '../use-cases/claim-for-charging';
import { createBooking } from '../use-cases/create-booking';

jest.setTimeout(120_000);

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
let published: Array<EventEnvelope>;
const client = bookingsClient(platformOf);
let slot: ReturnType<typeof stationWithCapacity>;
let day = 10;

beforeAll(async () => {
  published = await probe(platformOf(), ['booking.cancelled']);
  slot = stationWithCapacity(await client.stations(), 1);
});

/** A new driver's pending booking of the one-charger slot on a day of its own. */
async function pendingBooking(): Promise<{ driver: Driver; booking: Booking }> {
  const driver = await client.newDriver();
  day += 1;
  const { station, chargerType, power } = slot;
  const res = await client.book(driver, {
    stationId: station.id,
    chargerType,
    power,
    startTime: slotAt(day, '14:00').toISOString(),
  });
  expect(res.statusCode).toBe(201);
  return { driver, booking: res.json() };
}

const cancel = (driver: Driver, id: number, payload?: object) =>
  client.call('POST', `/api/bookings/${id}/cancel`, { token: driver.token, payload });

const deliver = async (event: EventEnvelope, until: (b: Booking) => boolean, driver: Driver) => {
  await platformOf().bus.publish(event);
  await eventually(async () =>
    expect(until(await client.booking(driver, (event.data as { bookingId: number }).bookingId))).toBe(true),
  );
};

describe('POST /api/bookings/:id/cancel', () => {
  it('cancels my pending booking, frees its charger, and publishes booking.cancelled (reason user, nothing paid)', async () => {
    const { driver, booking } = await pendingBooking();
    const res = await cancel(driver, booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: booking.id, status: 'cancelled', holdExpiresAt: null });
    expect((await client.booking(driver, booking.id)).status).toBe('cancelled');
    const expected = {
      bookingId: booking.id,
      userId: driver.userId,
      paymentId: null,
      amountPaid: null,
      reason: 'user',
    };
    const stored = await outboxEvents(platformOf().bookings, 'booking.cancelled');
    expect(
      stored.filter((e) => (e.data as { bookingId: number }).bookingId === booking.id).map((e) => e.data),
    ).toEqual([expected]);
    await eventually(() => expect(published.map((e) => e.data)).toContainEqual(expected));
    const someoneElse = await client.newDriver();
    const { stationId, chargerType, power, startTime } = booking;
    const again = await client.book(someoneElse, { stationId, chargerType, power, startTime });
    expect(again.statusCode).toBe(201);
  });

  it('records when it was cancelled: cancelledAt in the answer, in GET and in cancelled_at; null before', async () => {
    const { driver, booking } = await pendingBooking();
    expect(booking.cancelledAt).toBeNull();
    expect((await client.booking(driver, booking.id)).cancelledAt).toBeNull();
    const before = Date.now();
    const res = await cancel(driver, booking.id);
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    const cancelledAt: string = res.json().cancelledAt;
    expect(Date.parse(cancelledAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(cancelledAt)).toBeLessThanOrEqual(after);
    expect((await client.booking(driver, booking.id)).cancelledAt).toBe(cancelledAt);
    const [row] = await platformOf().bookings.dataSource.query(
      `SELECT cancelled_at FROM "bookings"."bookings" WHERE id = $1`,
      [booking.id],
    );
    expect((row.cancelled_at as Date).toISOString()).toBe(cancelledAt);
    const listed = await client.call('GET', '/api/bookings', { token: driver.token });
    expect((listed.json() as Booking[]).find((b) => b.id === booking.id)?.cancelledAt).toBe(cancelledAt);
  });

  it("a refused cancel changes no cancellation time: a stranger's leaves none, a second keeps the first", async () => {
    const { driver, booking } = await pendingBooking();
    const stranger = await client.newDriver();
    expect((await cancel(stranger, booking.id)).statusCode).toBe(404);
    expect(await client.booking(driver, booking.id)).toMatchObject({ status: 'pending', cancelledAt: null });
    const first: string = (await cancel(driver, booking.id)).json().cancelledAt;
    expect(first).toEqual(expect.any(String));
    expect((await cancel(driver, booking.id)).statusCode).toBe(409);
    expect((await client.booking(driver, booking.id)).cancelledAt).toBe(first);
  });

  it('takes an optional note and keeps it with the booking', async () => {
    const { driver, booking } = await pendingBooking();
    expect((await cancel(driver, booking.id, { reason: 'Plans changed' })).statusCode).toBe(200);
    const [row] = await platformOf().bookings.dataSource.query(
      `SELECT cancel_reason, cancel_note FROM "bookings"."bookings" WHERE id = $1`,
      [booking.id],
    );
    expect(row).toEqual({ cancel_reason: 'user', cancel_note: 'Plans changed' });
  });

  it('refuses to cancel twice with 409, publishing nothing more', async () => {
    const { driver, booking } = await pendingBooking();
    expect((await cancel(driver, booking.id)).statusCode).toBe(200);
    const res = await cancel(driver, booking.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.alreadyCancelled);
    const stored = await outboxEvents(platformOf().bookings, 'booking.cancelled');
    expect(stored.filter((e) => (e.data as { bookingId: number }).bookingId === booking.id)).toHaveLength(1);
  });

  it("answers 404 for someone else's booking and leaves it alone", async () => {
    const { driver, booking } = await pendingBooking();
    const stranger = await client.newDriver();
    const res = await cancel(stranger, booking.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Booking ${booking.id} was not found`);
    expect((await client.booking(driver, booking.id)).status).toBe('pending');
  });

  it('cancels a paid (confirmed) booking and names the payment and amount to refund', async () => {
    const { driver, booking } = await pendingBooking();
    const paid = events.paymentCompleted({
      bookingId: booking.id,
      userId: driver.userId,
      paymentId: 7001,
      amount: '123.90',
    });
    await deliver(paid, (b) => b.status === 'confirmed', driver);
    const res = await cancel(driver, booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentId: 7001 });
    const expected = {
      bookingId: booking.id,
      userId: driver.userId,
      paymentId: 7001,
      amountPaid: '123.90',
      reason: 'user',
    };
    await eventually(() => expect(published.map((e) => e.data)).toContainEqual(expected));
  });

  it('refuses once charging has started or finished: 409', async () => {
    const { driver, booking } = await pendingBooking();
    const ids = { bookingId: booking.id, userId: driver.userId };
    await deliver(
      events.paymentCompleted({ ...ids, paymentId: 7002, amount: '99.00' }),
      (b) => b.status === 'confirmed',
      driver,
    );
    await deliver(events.chargingStarted({ ...ids, sessionId: 1 }), (b) => b.status === 'active', driver);
    let res = await cancel(driver, booking.id);
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.cannotCancelActive]);
    await deliver(
      events.chargingCompleted({ ...ids, sessionId: 1, actualCost: '80.10' }),
      (b) => b.status === 'completed',
      driver,
    );
    res = await cancel(driver, booking.id);
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.cannotCancelCompleted]);
  });

  it('refuses once charging has claimed the booking (before any event), and publishes nothing', async () => {
    const { driver, booking } = await pendingBooking();
    await deliver(
      events.paymentCompleted({
        bookingId: booking.id,
        userId: driver.userId,
        paymentId: 7003,
        amount: '99.00',
      }),
      (b) => b.status === 'confirmed',
      driver,
    );
    const deps = buildBookingsDeps(platformOf().bookings);
    const claimId = randomUUID();
    expect(await claimForCharging(deps, { id: booking.id, claimId: claimId })).toMatchObject({
      claimed: true,
      booking: { status: 'active' },
    });
    expect((await claimForCharging(deps, { id: booking.id, claimId: claimId })).claimed).toBe(true); // the same attempt again
    expect((await claimForCharging(deps, { id: booking.id, claimId: randomUUID() })).claimed).toBe(false); // another one
    const res = await cancel(driver, booking.id);
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.cannotCancelActive]);
    const stored = await outboxEvents(platformOf().bookings, 'booking.cancelled');
    expect(stored.filter((e) => (e.data as { bookingId: number }).bookingId === booking.id)).toEqual([]);

    // Released by its holder only (the session could not be created): confirmed, cancellable again.
    expect(await releaseChargingClaim(deps, { id: booking.id, claimId: randomUUID() })).toEqual({
      released: false,
    });
    expect(await releaseChargingClaim(deps, { id: booking.id, claimId: claimId })).toEqual({
      released: true,
    });
    expect((await cancel(driver, booking.id)).statusCode).toBe(200);
    expect(await claimForCharging(deps, { id: booking.id, claimId: randomUUID() })).toMatchObject({
      claimed: false,
      booking: { status: 'cancelled' },
    });
  });

  it('lets a later start take over a claim whose session never appeared, once the lease has passed', async () => {
    const { driver, booking } = await pendingBooking();
    await deliver(
      events.paymentCompleted({
        bookingId: booking.id,
        userId: driver.userId,
        paymentId: 7004,
        amount: '99.00',
      }),
      (b) => b.status === 'confirmed',
      driver,
    );
    const deps = buildBookingsDeps(platformOf().bookings);
    const then = new Date(Date.now() - CHARGING_CLAIM_LEASE_MS - 1000);
    expect((await claimForCharging(deps, { id: booking.id, claimId: randomUUID(), now: then })).claimed).toBe(
      true,
    );
    expect((await claimForCharging(deps, { id: booking.id, claimId: randomUUID() })).claimed).toBe(true);
  });

  it('refuses a booking whose slot has already started: 409', async () => {
    // Made as of yesterday 09:00 IST for yesterday's 10:00 slot, which has started by now.
    const driver = await client.newDriver();
    const then = slotAt(-1, '09:00');
    const booking = await createBooking(buildBookingsDeps(platformOf().bookings), {
      userId: driver.userId,
      now: then,
      body: aBookingBody({
        stationId: slot.station.id,
        vehicleId: driver.vehicleId,
        chargerType: slot.chargerType,
        power: slot.power,
        startTime: slotAt(-1, '10:00').toISOString(),
      }),
    });
    const res = await cancel(driver, booking.id);
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.cannotCancelStarted]);
  });

  it('requires a token', async () => {
    expect((await client.call('POST', '/api/bookings/1/cancel')).statusCode).toBe(401);
  });
});
