import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { Booking, Payment, Station } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import { createEnvelope, type EventEnvelope } from '@chargesetu/shared/messaging';
import { eventually, itWithRealDatabase, waitForDeliveries } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { randomUUID } from 'node:crypto';
import { paymentsClient, type Driver } from '../../testing/payments-client';
import { pdfText } from '../../testing/pdf-text';
import {
  pickCharger,
  usePaymentsPlatform,
  withDeliveryLog,
  type ChargerChoice,
} from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';
import { refundWalletOnBookingCancelled } from './refund-wallet-on-booking-cancelled.handler';

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
const refunds = (userId: number) =>
  sql<{ amount: string; payment_id: number }>(
    'payments',
    `SELECT amount, payment_id FROM payments.wallet_transactions WHERE user_id = $1 AND reason = 'refund'`,
    [userId],
  );
const cancel = (driver: Driver, id: number) =>
  client.call('POST', `/api/bookings/${id}/cancel`, { token: driver.token, payload: {} });

/** A booking of a new driver, paid and confirmed. */
async function paidBooking(paymentMethod: 'upi' | 'wallet' = 'upi') {
  const driver = await client.newDriver();
  const booking = await client.book(driver, charger);
  const res = await client.pay(driver, { bookingId: booking.id, paymentMethod });
  expect(res.statusCode).toBe(201);
  await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
  return { driver, booking, payment: res.json().payment as Payment };
}

beforeAll(async () => {
  charger = pickCharger((await client.call('GET', '/api/stations')).json() as Station[], 'cheapest');
});

describe('on booking.cancelled', () => {
  let paid: Awaited<ReturnType<typeof paidBooking>>;
  let published: EventEnvelope;

  it('when the owner cancels a paid booking, refunds the amount to the wallet: payment refunded, ledger row', async () => {
    paid = await paidBooking('upi');
    const { driver, booking, payment } = paid;
    expect((await cancel(driver, booking.id)).statusCode).toBe(200);
    await eventually(async () =>
      expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(650 + Number(payment.amount))),
    );
    const [row] = await sql<{ status: string; refunded_at: Date | null }>(
      'payments',
      `SELECT status, refunded_at FROM payments.payments WHERE id = $1`,
      [payment.id],
    );
    expect(row.status).toBe('refunded');
    expect(row.refunded_at).toBeInstanceOf(Date);
    expect(await refunds(driver.userId)).toEqual([{ amount: payment.amount, payment_id: payment.id }]);
    const read = await client.call('GET', `/api/payments/booking/${booking.id}`, { token: driver.token });
    expect(read.json()).toMatchObject({ id: payment.id, status: 'refunded', receiptUrl: payment.receiptUrl });
    const receipt = await client.call('GET', payment.receiptUrl!, { token: driver.token });
    expect(pdfText(receipt.rawPayload)).toContain('Refunded to wallet on');
    [published] = await sql<{ envelope: EventEnvelope }>(
      'bookings',
      `SELECT envelope FROM bookings.outbox WHERE event_type = 'booking.cancelled' AND envelope->'data'->>'bookingId' = $1`,
      [String(booking.id)],
    ).then((rows) => rows.map((r) => r.envelope));
    expect(published.data).toMatchObject({ bookingId: booking.id, paymentId: payment.id, reason: 'user' });
  });

  it('when that event is delivered again, twice, and once more under a new id, refunds nothing more', async () => {
    const { driver, payment } = paid;
    const copy = { ...published, id: randomUUID() };
    await platform().bus.publish(published);
    await platform().bus.publish(published);
    await platform().bus.publish(copy);
    await waitForDeliveries(observed, [published.id, published.id, published.id, copy.id]); // the first delivery, then 3 more
    expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(650 + Number(payment.amount)));
    expect(await refunds(driver.userId)).toHaveLength(1);
    const inbox = await sql('payments', `SELECT event_id FROM payments.inbox WHERE event_id IN ($1, $2)`, [
      published.id,
      copy.id,
    ]);
    expect(inbox).toHaveLength(2);
  });

  it('when a wallet-paid booking is cancelled, the wallet is back where it started', async () => {
    const { driver, booking, payment } = await paidBooking('wallet');
    expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(650 - Number(payment.amount)));
    expect((await cancel(driver, booking.id)).statusCode).toBe(200);
    await eventually(async () => expect((await client.stats(driver)).walletBalance).toBe('650.00'));
    const rows = await sql<{ amount: string; reason: string }>(
      'payments',
      `SELECT amount, reason FROM payments.wallet_transactions WHERE user_id = $1 ORDER BY id`,
      [driver.userId],
    );
    expect(rows).toEqual([
      { amount: `-${payment.amount}`, reason: 'payment' },
      { amount: payment.amount, reason: 'refund' },
    ]);
  });

  it('when the cancelled booking was never paid, changes nothing', async () => {
    const driver = await client.newDriver();
    const booking: Booking = await client.book(driver, charger);
    expect((await cancel(driver, booking.id)).statusCode).toBe(200);
    const [event] = await sql<{ envelope: EventEnvelope }>(
      'bookings',
      `SELECT envelope FROM bookings.outbox WHERE event_type = 'booking.cancelled' AND envelope->'data'->>'bookingId' = $1`,
      [String(booking.id)],
    );
    await waitForDeliveries(observed, [event.envelope.id]);
    expect(
      await sql('payments', `SELECT 1 FROM payments.user_stats WHERE user_id = $1`, [driver.userId]),
    ).toEqual([]);
    expect(
      await sql('payments', `SELECT 1 FROM payments.payments WHERE booking_id = $1`, [booking.id]),
    ).toEqual([]);
  });

  it('when a refunded booking is paid again, responds 409', async () => {
    const res = await client.pay(paid.driver, { bookingId: paid.booking.id, paymentMethod: 'upi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking can no longer be paid: it was cancelled and refunded.');
  });

  it('refuses a malformed event (it goes to the dead-letter queue after retries) and records nothing', async () => {
    const bad = createEnvelope('booking.cancelled', 1, { bookingId: 'x' });
    await expect(platform().deliver('payments', refundWalletOnBookingCancelled.name, bad)).rejects.toThrow(
      `malformed booking.cancelled event ${bad.id}`,
    );
    expect(await sql('payments', `SELECT 1 FROM payments.inbox WHERE event_id = $1`, [bad.id])).toEqual([]);
  });

  itWithRealDatabase('when 10 copies with different ids are handled at once, refunds once', async () => {
    const { driver, booking, payment } = await paidBooking('upi');
    // Bookings still has it confirmed: only these copies, all at once, race to refund it.
    const copies = Array.from({ length: 10 }, () =>
      createEnvelope('booking.cancelled', 1, {
        bookingId: booking.id,
        userId: driver.userId,
        paymentId: payment.id,
        amountPaid: payment.amount,
        reason: 'user',
      }),
    );
    await Promise.all(
      copies.map((e) => platform().deliver('payments', refundWalletOnBookingCancelled.name, e)),
    );
    expect(await refunds(driver.userId)).toEqual([{ amount: payment.amount, payment_id: payment.id }]);
    expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(650 + Number(payment.amount)));
    const inbox = await sql(
      'payments',
      `SELECT 1 FROM payments.inbox WHERE consumer = $1 AND event_id = ANY($2)`,
      [`payments.${refundWalletOnBookingCancelled.name}`, copies.map((c) => c.id)],
    );
    expect(inbox).toHaveLength(10);
  });
});
