import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { EVENTS, type Payment, type Station } from '@chargesetu/shared/contracts';
import { fromPaise, toMoneyString, toPaise } from '@chargesetu/shared/domain';
import { createEvent } from '@chargesetu/shared/messaging';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { paymentsClient } from '../../testing/payments-client';
import { pickCharger, usePaymentsPlatform } from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';
import { paymentsRepository } from '../repositories/payments.repository';

jest.setTimeout(120_000);

// The no-show rule (docs/product.md §4) with a 40 % refund: bookings' own job (every 300 ms here) finds the paid
// slot ended unused and publishes booking.no-show; payments puts 40 % of the payment back into the wallet, once.
const platform = usePaymentsPlatform([authService, stationsService, bookingsService, paymentsService], {
  NO_SHOW_REFUND_PERCENT: '40',
  BOOKING_EXPIRY_INTERVAL_MS: '300',
});
const client = paymentsClient(platform);
const sql = (service: string, text: string, params: unknown[] = []) =>
  platform().contextOf(service).dataSource.query(text, params);

describe('a paid booking whose slot ends without charging (no-show)', () => {
  it('states the configured figures, and refunds that share of the payment to the wallet exactly once', async () => {
    const driver = await client.newDriver();
    const policy = await client.call('GET', '/api/bookings/policy', { token: driver.token });
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toEqual({ noShowRefundPercent: 40, reservationGraceMinutes: 10 });
    expect((await client.call('GET', '/api/bookings/policy')).statusCode).toBe(401);

    const charger = pickCharger((await client.call('GET', '/api/stations')).json() as Station[], 'cheapest');
    const booking = await client.book(driver, charger);
    const paid = await client.pay(driver, { bookingId: booking.id, paymentMethod: 'upi' });
    expect(paid.statusCode).toBe(201);
    const payment = paid.json().payment as Payment;
    await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
    // The share the driver was told is kept with the booking as it is paid.
    const [{ no_show_refund_percent: kept }] = await sql(
      'bookings',
      `SELECT no_show_refund_percent FROM bookings.bookings WHERE id = $1`,
      [booking.id],
    );
    expect(kept).toBe(40);
    const before = (await client.stats(driver)).walletBalance;
    const revenue = async () =>
      Number(await paymentsRepository(platform().contextOf('payments').dataSource).revenue());
    const revenueBefore = await revenue();
    // Nothing happens while the slot lies ahead.
    await new Promise((r) => setTimeout(r, 700));
    expect((await client.stats(driver)).walletBalance).toBe(before);

    // The slot ended ten minutes ago and charging never started on it.
    await sql(
      'bookings',
      `UPDATE bookings.bookings SET start_time = now() - interval '40 minutes', end_time = now() - interval '10 minutes'
        WHERE id = $1`,
      [booking.id],
    );
    const share = fromPaise(Math.floor((toPaise(Number(payment.amount)) * 40) / 100));
    await eventually(async () =>
      expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(Number(before) + share)),
    );
    // The administrators' revenue no longer counts the share given back.
    expect(await revenue()).toBeCloseTo(revenueBefore - share, 2);
    // booking.no-show went out once, whatever the job's later runs.
    await new Promise((r) => setTimeout(r, 700));
    const published = await sql(
      'bookings',
      `SELECT envelope FROM bookings.outbox WHERE event_type = $1 AND envelope->'data'->>'bookingId' = $2`,
      [EVENTS.bookingNoShow, String(booking.id)],
    );
    expect(published.map((r: { envelope: { data: unknown } }) => r.envelope.data)).toEqual([
      expect.objectContaining({ bookingId: booking.id, paymentId: payment.id, refundPercent: 40 }),
    ]);

    // The same no-show again (published twice under another id): nothing more.
    await platform().deliver(
      'payments',
      'refund-share-on-booking-no-show',
      createEvent(EVENTS.bookingNoShow, {
        bookingId: booking.id,
        userId: driver.userId,
        paymentId: payment.id,
        amountPaid: payment.amount,
        refundPercent: 40,
        slotEnd: new Date().toISOString(),
      }),
    );
    await new Promise((r) => setTimeout(r, 700)); // several more runs of the job
    expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(Number(before) + share));
    const lines = await sql(
      'payments',
      `SELECT amount, reason FROM payments.wallet_transactions WHERE payment_id = $1 ORDER BY id`,
      [payment.id],
    );
    expect(lines).toEqual([{ amount: toMoneyString(share), reason: 'no_show' }]);
    // The payment itself stays completed (only a share went back), and the wallet history names the line.
    expect((await client.payments(driver)).find((p) => p.id === payment.id)?.status).toBe('completed');
    const history = await client.call('GET', '/api/payments/wallet/history', { token: driver.token });
    expect(history.json().entries[0]).toMatchObject({
      kind: 'no_show_refund',
      amount: toMoneyString(share),
      bookingId: booking.id,
    });
    const [row] = await sql('bookings', `SELECT status, no_show_at FROM bookings.bookings WHERE id = $1`, [
      booking.id,
    ]);
    expect(row.status).toBe('confirmed');
    expect(row.no_show_at).toBeInstanceOf(Date);
  });
});
