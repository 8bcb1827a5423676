import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { paymentsService } from '@chargesetu/payments/service';
import type { Booking } from '@chargesetu/shared/contracts';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { chargingClient, type Driver } from '../../testing/charging-client';
import { chargingPlatforms } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';
import { MESSAGES } from '../rules/messages';

// Security review #15, items 8 (two sessions on one physical charger) and 9 (a cancel racing a start).

jest.setTimeout(180_000);

const {
  platform,
  chargers,
  use: withPlatform,
} = chargingPlatforms([authService, stationsService, bookingsService, paymentsService, chargingService]);
withPlatform({ CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30) }); // test bookings are days ahead
const client = chargingClient(platform);

const CANCEL_REFUSED =
  'Charging has already started for this booking. Stop charging to end it; you pay only for the energy delivered.';

const sql = <T = Record<string, unknown>>(
  service: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> => platform().contextOf(service).dataSource.query(text, params);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sessionsOf = (bookingId: number) =>
  sql('charging', `SELECT * FROM charging.charging_sessions WHERE booking_id = $1`, [bookingId]);
const chargerOf = async (bookingId: number) =>
  (
    await sql<{ station_id: number; charger_index: number }>(
      'bookings',
      `SELECT station_id, charger_index FROM bookings.bookings WHERE id = $1`,
      [bookingId],
    )
  )[0];
const cancel = (driver: Driver, id: number) =>
  client.call('POST', `/api/bookings/${id}/cancel`, { token: driver.token });

/** A new driver's booking in the next free slot (adjacent to the previous one), paid and confirmed. */
async function confirmedBooking(
  driver?: Driver,
): Promise<{ driver: Driver; booking: Booking; paid: string }> {
  const who = driver ?? (await client.newDriver());
  const booking = await client.book(who, chargers().ac);
  const paid = await client.pay(who, booking.id);
  await eventually(async () => expect((await client.booking(who, booking.id)).status).toBe('confirmed'));
  return { driver: who, booking, paid };
}

describe('one running session per physical charger', () => {
  it('when the previous slot’s session still charges on the booked charger, start is a 409 until it stops', async () => {
    const previous = await confirmedBooking();
    const next = await confirmedBooking(); // the adjacent slot: the same charger is free for it
    expect(await chargerOf(next.booking.id)).toEqual(await chargerOf(previous.booking.id));
    expect((await client.control(previous.driver, previous.booking.id, 'start')).statusCode).toBe(200);

    // Early start of the next slot while the previous session charges on the same charger.
    const refused = await client.control(next.driver, next.booking.id, 'start');
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.chargerInUse]);
    expect(await sessionsOf(next.booking.id)).toEqual([]);
    // Nothing was claimed: the booking is still confirmed, so it can still be cancelled.
    expect((await client.booking(next.driver, next.booking.id)).status).toBe('confirmed');

    expect((await client.control(previous.driver, previous.booking.id, 'stop')).statusCode).toBe(200);
    const started = await client.control(next.driver, next.booking.id, 'start');
    expect(started.statusCode).toBe(200);
    expect((await client.booking(next.driver, next.booking.id)).status).toBe('active');
    expect((await client.control(next.driver, next.booking.id, 'stop')).statusCode).toBe(200);
  });

  it('of concurrent starts of bookings holding one charger, exactly one charges; the rest get the 409', async () => {
    const all = [];
    for (let i = 0; i < 5; i += 1) all.push(await confirmedBooking());
    const chargers = await Promise.all(all.map((b) => chargerOf(b.booking.id)));
    expect(new Set(chargers.map((c) => `${c.station_id}/${c.charger_index}`)).size).toBe(1);

    const results = await Promise.all(all.map((b) => client.control(b.driver, b.booking.id, 'start')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(MESSAGES.chargerInUse);
    }
    const running = await sql(
      'charging',
      `SELECT booking_id FROM charging.charging_sessions WHERE status = 'active' AND station_id = $1
         AND charger_index = $2`,
      [chargers[0].station_id, chargers[0].charger_index],
    );
    expect(running).toHaveLength(1);
    // The losers' claims were given back: each is confirmed again, not stuck active.
    const winner = all[results.findIndex((r) => r.statusCode === 200)];
    for (const b of all) {
      const status = (await client.booking(b.driver, b.booking.id)).status;
      expect(status).toBe(b === winner ? 'active' : 'confirmed');
    }
    expect((await client.control(winner.driver, winner.booking.id, 'stop')).statusCode).toBe(200);
  });
});

describe('start and cancel of one confirmed booking at the same moment', () => {
  it('exactly one wins, 20 times over: cancelled and refunded in full with no session, or charging and the cancel refused', async () => {
    const driver = await client.newDriver();
    const started: number[] = [];
    const cancelled = new Map<number, string>(); // booking id -> amount paid

    for (let round = 0; round < 20; round += 1) {
      const { booking, paid } = await confirmedBooking(driver);
      // Vary how far the cancel trails the start (0 to 19 ms: a start takes a few milliseconds here), so
      // it lands before, inside and after the start's steps.
      const [start, cancelRes] = await Promise.all([
        client.control(driver, booking.id, 'start'),
        sleep(round).then(() => cancel(driver, booking.id)),
      ]);
      const what = `round ${round}: start ${start.statusCode} ${start.body} / cancel ${cancelRes.statusCode} ${cancelRes.body}`;
      const sessions = await sessionsOf(booking.id);
      const stored = await client.booking(driver, booking.id);
      if (start.statusCode === 200) {
        // Charging won: the cancel is refused, the booking is active and its session runs.
        expect([what, cancelRes.statusCode, cancelRes.json().message]).toEqual([what, 409, CANCEL_REFUSED]);
        expect([what, stored.status, sessions.map((x) => x.status)]).toEqual([what, 'active', ['active']]);
        started.push(booking.id);
        expect((await client.control(driver, booking.id, 'stop')).statusCode).toBe(200);
      } else {
        // The cancel won: the start is refused as for any cancelled booking and no session exists.
        expect([what, start.statusCode, start.json().message, cancelRes.statusCode]).toEqual([
          what,
          409,
          MESSAGES.cancelled,
          200,
        ]);
        expect([what, stored.status, sessions]).toEqual([what, 'cancelled', []]);
        cancelled.set(booking.id, paid);
      }
    }
    console.info(`start/cancel race: ${started.length} started, ${cancelled.size} cancelled`);

    // Money, once the events are through: a cancelled booking is refunded in full; a booking that
    // charged is never refunded, only settled for what it did not use (an adjustment).
    const ledger = () =>
      sql<{ booking_id: number; status: string; reason: string | null; amount: string | null }>(
        'payments',
        `SELECT p.booking_id, p.status, w.reason, w.amount::text AS amount
           FROM payments.payments p
           LEFT JOIN payments.wallet_transactions w ON w.payment_id = p.id AND w.reason <> 'payment'
          WHERE p.user_id = $1`,
        [driver.userId],
      );
    await eventually(async () => {
      const rows = await ledger();
      for (const [id, paid] of cancelled) {
        expect(rows.filter((r) => r.booking_id === id)).toEqual([
          { booking_id: id, status: 'refunded', reason: 'refund', amount: paid },
        ]);
      }
      for (const id of started) {
        expect(rows.filter((r) => r.booking_id === id).map((r) => [r.status, r.reason])).toEqual([
          ['completed', 'adjustment'],
        ]);
      }
    });
  });
});
