import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { Payment, Station } from '@chargesetu/shared/contracts';
import { createEnvelope, type EventEnvelope } from '@chargesetu/shared/messaging';
import { eventually, itWithRealDatabase, waitForDeliveries } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { randomUUID } from 'node:crypto';
import { paymentsClient, type Driver } from '../../testing/payments-client';
import {
  pickCharger,
  usePaymentsPlatform,
  withDeliveryLog,
  type ChargerChoice,
} from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';
import { refundWalletOnBookingCancelled } from './refund-wallet-on-booking-cancelled.handler';
import { settleWalletOnChargingSessionCompleted } from './settle-wallet-on-charging-session-completed.handler';

jest.setTimeout(120_000);

const observed = withDeliveryLog(paymentsService);
const platform = usePaymentsPlatform([authService, stationsService, bookingsService, observed.module]);
const client = paymentsClient(platform);
let charger: ChargerChoice;

const sql = <T = Record<string, unknown>>(
  service: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> => platform().contextOf(service).dataSource.query(text, params);
const ledger = (userId: number) =>
  sql<{ amount: string; reason: string; payment_id: number }>(
    'payments',
    `SELECT amount, reason, payment_id FROM payments.wallet_transactions WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
/** (cost + 10) x 1.18 in paise, GST rounded half up: computed here independently of the domain. */
const totalPaise = (cost: string) => {
  const base = Math.round(Number(cost) * 100) + 1000;
  return base + Math.floor((base * 18 + 50) / 100);
};
const money = (paise: number) => (paise / 100).toFixed(2);

/** What the charging service publishes when a session of that booking ends. */
const completed = (bookingId: number, userId: number, actualCost: string): EventEnvelope =>
  createEnvelope('charging.session.completed', 1, {
    sessionId: 1000 + bookingId,
    bookingId,
    userId,
    energyDelivered: '3.70',
    actualCost,
    endTime: new Date().toISOString(),
  });

/** A booking of a new driver, paid by UPI and confirmed. */
async function paidBooking() {
  const driver: Driver = await client.newDriver();
  const booking = await client.book(driver, charger);
  const res = await client.pay(driver, { bookingId: booking.id, paymentMethod: 'upi' });
  expect(res.statusCode).toBe(201);
  await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
  return { driver, booking, payment: res.json().payment as Payment };
}

beforeAll(async () => {
  charger = pickCharger((await client.call('GET', '/api/stations')).json() as Station[], 'most-powerful');
});

describe('on charging.session.completed', () => {
  let paid: Awaited<ReturnType<typeof paidBooking>>;
  let event: EventEnvelope;
  let back: number;

  it('when the session cost less than was paid, the difference goes to the wallet and the total savings', async () => {
    paid = await paidBooking();
    const { driver, booking, payment } = paid;
    event = completed(booking.id, driver.userId, '44.40');
    await platform().bus.publish(event);
    back = Math.round(Number(payment.amount) * 100) - totalPaise('44.40');
    expect(back).toBeGreaterThan(0);
    await eventually(async () =>
      expect(await client.stats(driver)).toMatchObject({
        walletBalance: money(65_000 + back),
        totalSavings: money(184_000 + back),
      }),
    );
    expect(await ledger(driver.userId)).toEqual([
      { amount: money(back), reason: 'adjustment', payment_id: payment.id },
    ]);
    // The payment itself stays as paid: the receipt shows what was charged at booking.
    const [row] = await sql('payments', `SELECT status, amount FROM payments.payments WHERE id = $1`, [
      payment.id,
    ]);
    expect(row).toEqual({ status: 'completed', amount: payment.amount });
  });

  it('when it is delivered again, twice, and once more under a new id, gives nothing more', async () => {
    const { driver } = paid;
    const copy = { ...event, id: randomUUID() };
    await platform().bus.publish(event);
    await platform().bus.publish(event);
    await platform().bus.publish(copy);
    await waitForDeliveries(observed, [event.id, event.id, event.id, copy.id]);
    expect(await client.stats(driver)).toMatchObject({
      walletBalance: money(65_000 + back),
      totalSavings: money(184_000 + back),
    });
    expect(await ledger(driver.userId)).toHaveLength(1);
  });

  it('when the session cost what was paid or more, changes nothing', async () => {
    const { driver, booking } = await paidBooking();
    const full = completed(booking.id, driver.userId, booking.estimatedCost);
    const more = completed(booking.id, driver.userId, (Number(booking.estimatedCost) + 5).toFixed(2));
    await platform().bus.publish(full);
    await platform().bus.publish(more);
    await waitForDeliveries(observed, [full.id, more.id]);
    expect(await ledger(driver.userId)).toEqual([]);
    expect(await client.stats(driver)).toMatchObject({ walletBalance: '650.00', totalSavings: '1840.00' });
  });

  it('when the booking was cancelled and refunded, gives nothing more than the refund', async () => {
    const { driver, booking, payment } = await paidBooking();
    const cancel = await client.call('POST', `/api/bookings/${booking.id}/cancel`, {
      token: driver.token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    await eventually(async () => expect(await ledger(driver.userId)).toHaveLength(1)); // the refund
    const late = completed(booking.id, driver.userId, '10.00');
    await platform().bus.publish(late);
    await waitForDeliveries(observed, [late.id]);
    expect(await ledger(driver.userId)).toEqual([
      { amount: payment.amount, reason: 'refund', payment_id: payment.id },
    ]);
  });

  it('when a cancellation crosses a settled session, the refund is the payment less what was given back', async () => {
    const { driver, booking, payment } = await paidBooking();
    await platform().deliver(
      'payments',
      settleWalletOnChargingSessionCompleted.name,
      completed(booking.id, driver.userId, '30.00'),
    );
    const given = Math.round(Number(payment.amount) * 100) - totalPaise('30.00');
    // The cancellation was accepted before bookings saw the session start (the race this guards).
    const cancelled = createEnvelope('booking.cancelled', 1, {
      bookingId: booking.id,
      userId: driver.userId,
      paymentId: payment.id,
      amountPaid: payment.amount,
      reason: 'user',
    });
    await platform().deliver('payments', refundWalletOnBookingCancelled.name, cancelled);
    const paidPaise = Math.round(Number(payment.amount) * 100);
    expect(await ledger(driver.userId)).toEqual([
      { amount: money(given), reason: 'adjustment', payment_id: payment.id },
      { amount: money(paidPaise - given), reason: 'refund', payment_id: payment.id },
    ]);
    // Exactly what was paid came back, not more.
    expect((await client.stats(driver)).walletBalance).toBe(money(65_000 + paidPaise));
  });

  it('refuses a malformed event (it goes to the dead-letter queue after retries) and records nothing', async () => {
    const bad = createEnvelope('charging.session.completed', 1, { bookingId: 1, actualCost: 44.4 });
    await expect(
      platform().deliver('payments', settleWalletOnChargingSessionCompleted.name, bad),
    ).rejects.toThrow(`malformed charging.session.completed event ${bad.id}`);
    expect(await sql('payments', `SELECT 1 FROM payments.inbox WHERE event_id = $1`, [bad.id])).toEqual([]);
  });

  itWithRealDatabase('when 10 copies with different ids are handled at once, gives back once', async () => {
    const { driver, booking, payment } = await paidBooking();
    const copies = Array.from({ length: 10 }, () => completed(booking.id, driver.userId, '20.00'));
    await Promise.all(
      copies.map((e) => platform().deliver('payments', settleWalletOnChargingSessionCompleted.name, e)),
    );
    const expected = Math.round(Number(payment.amount) * 100) - totalPaise('20.00');
    expect(await ledger(driver.userId)).toEqual([
      { amount: money(expected), reason: 'adjustment', payment_id: payment.id },
    ]);
    expect((await client.stats(driver)).walletBalance).toBe(money(65_000 + expected));
    const inbox = await sql(
      'payments',
      `SELECT 1 FROM payments.inbox WHERE consumer = $1 AND event_id = ANY($2)`,
      [`payments.${settleWalletOnChargingSessionCompleted.name}`, copies.map((c) => c.id)],
    );
    expect(inbox).toHaveLength(10);
  });
});
