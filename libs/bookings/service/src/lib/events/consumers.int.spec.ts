import { authService } from '@chargesetu/auth/service';
import type { Booking } from '@chargesetu/shared/contracts';
import type { EventEnvelope } from '@chargesetu/shared/messaging';
import { istDateString } from '@chargesetu/shared/domain';
import { eventually, useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
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
import { expireHolds } from '../use-cases/expire-holds';
import { confirmBookingOnPaymentCompleted } from './confirm-booking-on-payment-completed.handler';

jest.setTimeout(120_000);

const modules = [authService, stationsService, bookingsService];
// The expiry job runs often here, so a test can watch it act.
const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform(modules, backends, { BOOKING_EXPIRY_INTERVAL_MS: '200' }),
);
let published: EventEnvelope[];
const client = bookingsClient(platformOf);
let slot: ReturnType<typeof stationWithCapacity>;
let day = 20;

beforeAll(async () => {
  published = await probe(platformOf(), ['booking.cancelled']);
  slot = stationWithCapacity(await client.stations(), 1);
});

async function pendingBooking(driver?: Driver): Promise<{ driver: Driver; booking: Booking }> {
  const d = driver ?? (await client.newDriver());
  day += 1;
  const { station, chargerType, power } = slot;
  const res = await client.book(d, {
    stationId: station.id,
    chargerType,
    power,
    startTime: slotAt(day, '16:30').toISOString(),
  });
  expect(res.statusCode).toBe(201);
  return { driver: d, booking: res.json() };
}

const row = async (id: number) =>
  (
    await platformOf().bookings.dataSource.query(`SELECT * FROM "bookings"."bookings" WHERE id = $1`, [id])
  )[0];
const inboxCount = async (eventId: string) =>
  (
    await platformOf().bookings.dataSource.query(
      `SELECT count(*)::int AS n FROM "bookings"."inbox" WHERE event_id = $1`,
      [eventId],
    )
  )[0].n;
const cancelledFor = async (bookingId: number) =>
  (await outboxEvents(platformOf().bookings, 'booking.cancelled')).filter(
    (e) => (e.data as { bookingId: number }).bookingId === bookingId,
  );
/** Publishes the same envelope twice (a redelivery) and waits until the bus has handed both over. */
async function publishTwice(event: EventEnvelope) {
  await platformOf().bus.publish(event);
  await platformOf().bus.publish(event);
  await eventually(async () => expect(await inboxCount(event.id)).toBe(1));
  // Give the second copy time to arrive: whatever it does must be nothing.
  await new Promise((r) => setTimeout(r, 300));
}

describe('payment.completed', () => {
  it('confirms a pending booking once, sets its payment and ends its hold, however often it is delivered', async () => {
    const { driver, booking } = await pendingBooking();
    const paid = events.paymentCompleted({
      bookingId: booking.id,
      userId: driver.userId,
      paymentId: 501,
      amount: '250.00',
    });
    await publishTwice(paid);
    expect(await client.booking(driver, booking.id)).toMatchObject({
      status: 'confirmed',
      paymentId: 501,
      holdExpiresAt: null,
    });
    const before = await row(booking.id);
    await platformOf().deliver('bookings', confirmBookingOnPaymentCompleted.name, paid); // a third delivery
    expect(await row(booking.id)).toEqual(before);
    expect(await inboxCount(paid.id)).toBe(1);
  });

  it('for a booking whose hold lapsed meanwhile: keeps it cancelled and asks payments to refund, once', async () => {
    const { driver, booking } = await pendingBooking();
    const later = new Date(Date.parse(booking.holdExpiresAt!) + 1000);
    expect(
      await expireHolds(buildBookingsDeps(platformOf().bookings), { now: later }),
    ).toBeGreaterThanOrEqual(1);
    const paid = events.paymentCompleted({
      bookingId: booking.id,
      userId: driver.userId,
      paymentId: 502,
      amount: '310.45',
    });
    await publishTwice(paid);
    expect(await client.booking(driver, booking.id)).toMatchObject({ status: 'cancelled', paymentId: 502 });
    const refund = {
      bookingId: booking.id,
      userId: driver.userId,
      paymentId: 502,
      amountPaid: '310.45',
      reason: 'expired',
    };
    expect((await cancelledFor(booking.id)).map((e) => e.data)).toEqual([
      { ...refund, paymentId: null, amountPaid: null },
      refund,
    ]);
    const [, refundEvent] = await cancelledFor(booking.id);
    expect(refundEvent.correlationId).toBe(paid.correlationId);
    await eventually(() => expect(published.map((e) => e.data)).toContainEqual(refund));
  });

  it('refuses a malformed event (it is retried, then dead-lettered) and changes nothing', async () => {
    const { driver, booking } = await pendingBooking();
    const bad = events.paymentCompleted({
      bookingId: booking.id,
      userId: driver.userId,
      paymentId: 503,
      amount: '12.5',
    });
    await expect(
      platformOf().deliver('bookings', confirmBookingOnPaymentCompleted.name, bad),
    ).rejects.toThrow('malformed payment.completed');
    expect((await row(booking.id)).status).toBe('pending');
    expect(await inboxCount(bad.id)).toBe(0);
  });

  it("ignores a payment naming someone else's booking", async () => {
    const { booking } = await pendingBooking();
    const stranger = await client.newDriver();
    const paid = events.paymentCompleted({
      bookingId: booking.id,
      userId: stranger.userId,
      paymentId: 504,
      amount: '10.00',
    });
    await publishTwice(paid);
    expect((await row(booking.id)).status).toBe('pending');
  });
});

describe('charging.session.started and charging.session.completed', () => {
  it('move a confirmed booking to active, then to completed with the actual cost, each once', async () => {
    const { driver, booking } = await pendingBooking();
    const ids = { bookingId: booking.id, userId: driver.userId };
    await publishTwice(events.paymentCompleted({ ...ids, paymentId: 601, amount: '200.00' }));
    await publishTwice(events.chargingStarted({ ...ids, sessionId: 9 }));
    expect((await client.booking(driver, booking.id)).status).toBe('active');
    await publishTwice(events.chargingCompleted({ ...ids, sessionId: 9, actualCost: '171.35' }));
    expect(await client.booking(driver, booking.id)).toMatchObject({
      status: 'completed',
      actualCost: '171.35',
    });
  });

  it('free the charger once completed: the slot reads as available and can be booked again', async () => {
    const { driver, booking } = await pendingBooking();
    const ids = { bookingId: booking.id, userId: driver.userId };
    const date = booking.startTime;
    const slotFree = async () => {
      const res = await platformOf().app.inject({
        url: `/api/stations/${slot.station.id}/availability?date=${istDateString(date)}&chargerType=${slot.chargerType}&power=${slot.power}`,
      });
      return res.json().availableSlots.find((s: { time: string }) => s.time === '16:30').available;
    };
    await publishTwice(events.paymentCompleted({ ...ids, paymentId: 602, amount: '200.00' }));
    expect(await slotFree()).toBe(false);
    await publishTwice(events.chargingStarted({ ...ids, sessionId: 11 }));
    expect(await slotFree()).toBe(false);
    await publishTwice(events.chargingCompleted({ ...ids, sessionId: 11, actualCost: '40.00' }));
    expect(await slotFree()).toBe(true);
    // The one charger of this capacity is free again for that half hour, for anyone.
    const again = await client.book(await client.newDriver(), {
      stationId: slot.station.id,
      chargerType: slot.chargerType,
      power: slot.power,
      startTime: booking.startTime,
    });
    expect(again.statusCode).toBe(201);
  });

  it('leave a pending (unpaid) booking as it is', async () => {
    const { driver, booking } = await pendingBooking();
    await publishTwice(
      events.chargingStarted({ bookingId: booking.id, userId: driver.userId, sessionId: 10 }),
    );
    expect((await row(booking.id)).status).toBe('pending');
  });
});

describe('expiring unpaid holds', () => {
  it('cancels a hold once its deadline passes (reason expired), frees the slot, and leaves live holds alone', async () => {
    const { driver, booking } = await pendingBooking();
    const deps = buildBookingsDeps(platformOf().bookings);
    // Earlier tests' unpaid holds lapse too; what matters is this one's fate.
    await expireHolds(deps, { now: new Date(Date.parse(booking.holdExpiresAt!) - 1000) });
    expect((await row(booking.id)).status).toBe('pending');
    const lapsedAt = new Date(Date.parse(booking.holdExpiresAt!) + 1);
    expect(await expireHolds(deps, { now: lapsedAt })).toBeGreaterThanOrEqual(1);
    expect(await client.booking(driver, booking.id)).toMatchObject({
      status: 'cancelled',
      holdExpiresAt: null,
      cancelledAt: lapsedAt.toISOString(),
    });
    const expected = {
      bookingId: booking.id,
      userId: driver.userId,
      paymentId: null,
      amountPaid: null,
      reason: 'expired',
    };
    await eventually(() => expect(published.map((e) => e.data)).toContainEqual(expected));
    const next = await client.newDriver();
    const { station, chargerType, power } = slot;
    const res = await client.book(next, {
      stationId: station.id,
      chargerType,
      power,
      startTime: booking.startTime,
    });
    expect(res.statusCode).toBe(201);
  });

  it('never expires a paid booking', async () => {
    const { driver, booking } = await pendingBooking();
    await publishTwice(
      events.paymentCompleted({
        bookingId: booking.id,
        userId: driver.userId,
        paymentId: 701,
        amount: '50.00',
      }),
    );
    await expireHolds(buildBookingsDeps(platformOf().bookings), {
      now: new Date(Date.now() + 24 * 3600_000),
    });
    expect((await row(booking.id)).status).toBe('confirmed');
  });

  describe('with BOOKING_HOLD_MINUTES=0.005 (0.3 s holds)', () => {
    // The configuration is read once, at start: these holds need a platform of their own.
    const shortHoldsOf = useTestPlatform((backends) =>
      startBookingsPlatform(modules, backends, {
        BOOKING_HOLD_MINUTES: '0.005',
        BOOKING_EXPIRY_INTERVAL_MS: '200',
      }),
    );
    const shortClient = bookingsClient(shortHoldsOf);

    it('the background job does it by itself, with the hold length from BOOKING_HOLD_MINUTES', async () => {
      const driver = await shortClient.newDriver();
      const { station, chargerType, power } = stationWithCapacity(await shortClient.stations(), 1);
      const res = await shortClient.book(driver, {
        stationId: station.id,
        chargerType,
        power,
        startTime: slotAt(2, '16:30').toISOString(),
      });
      expect(res.statusCode).toBe(201);
      const booking: Booking = res.json();
      expect(Date.parse(booking.holdExpiresAt!) - Date.parse(booking.createdAt)).toBeLessThan(5000);
      await eventually(async () =>
        expect(await shortClient.booking(driver, booking.id)).toMatchObject({
          status: 'cancelled',
          holdExpiresAt: null,
        }),
      );
      const [stored] = await shortHoldsOf().bookings.dataSource.query(
        `SELECT cancel_reason FROM "bookings"."bookings" WHERE id = $1`,
        [booking.id],
      );
      expect(stored.cancel_reason).toBe('expired');
    });
  });
});
