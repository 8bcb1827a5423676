import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { Booking, Payment, Station } from '@chargesetu/shared/contracts';
import { formatInr, priceBreakdown, toMoneyString } from '@chargesetu/shared/domain';
import { eventually, itWithRealDatabase } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { paymentsClient, type Driver } from '../../testing/payments-client';
import { pickCharger, usePaymentsPlatform, type ChargerChoice } from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';

jest.setTimeout(120_000);

const platform = usePaymentsPlatform([authService, stationsService, bookingsService, paymentsService]);
const client = paymentsClient(platform);
let cheap: ChargerChoice; // a payment well under the 650.00 starting wallet
let dear: ChargerChoice; // a payment well over it
let asha: Driver;

const totalOf = (b: Booking) => toMoneyString(priceBreakdown(b.estimatedCost).total);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
  platform().contextOf('payments').dataSource.query(text, params);
const paymentRows = (bookingId: number) =>
  sql<{ status: string; amount: string }>(
    `SELECT status, amount FROM payments.payments WHERE booking_id = $1 ORDER BY id`,
    [bookingId],
  );
const ledger = (userId: number) =>
  sql<{ amount: string; reason: string; payment_id: number }>(
    `SELECT amount, reason, payment_id FROM payments.wallet_transactions WHERE user_id = $1 ORDER BY id`,
    [userId],
  );

beforeAll(async () => {
  const stations: Station[] = (await client.call('GET', '/api/stations')).json();
  cheap = pickCharger(stations, 'cheapest');
  dear = pickCharger(stations, 'most-powerful');
  asha = await client.newDriver();
});

describe('POST /api/payments', () => {
  it('when the owner pays a pending booking by UPI, responds 201 with the payment, and the booking becomes confirmed through payment.completed', async () => {
    const booking = await client.book(asha, cheap);
    const res = await client.pay(asha, { bookingId: booking.id, paymentMethod: 'upi', upiId: 'asha@okaxis' });
    expect(res.statusCode).toBe(201);
    const { payment, booking: answered } = res.json() as { payment: Payment; booking: Booking };
    expect(payment).toEqual({
      id: expect.any(Number),
      bookingId: booking.id,
      userId: asha.userId,
      amount: totalOf(booking),
      currency: 'INR',
      status: 'completed',
      paymentMethod: 'upi',
      transactionId: expect.stringMatching(/^TXN\d{14}[0-9A-Z]{8}$/),
      receiptUrl: `/api/payments/${payment.id}/receipt`,
      paymentDate: expect.any(String),
      createdAt: expect.any(String),
    });
    // The confirmation arrives by event, so right after paying the booking is what bookings said then.
    expect(answered).toEqual({ id: booking.id, status: 'pending' });
    await eventually(async () =>
      expect(await client.booking(asha, booking.id)).toMatchObject({
        status: 'confirmed',
        paymentId: payment.id,
      }),
    );
    expect(await paymentRows(booking.id)).toEqual([{ status: 'completed', amount: totalOf(booking) }]);
  });

  it('computes the amount on the server from the booking: an amount or cost in the request is ignored', async () => {
    const booking = await client.book(asha, cheap);
    const res = await client.pay(asha, {
      bookingId: booking.id,
      paymentMethod: 'card',
      amount: '1.00',
      estimatedCost: '0.50',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.amount).toBe(totalOf(booking));
    // (estimated + 10) x 1.18, by hand for this booking
    expect(Number(res.json().payment.amount)).toBeCloseTo((Number(booking.estimatedCost) + 10) * 1.18, 2);
  });

  it('when the booking was paid already, responds 200 with that first payment and records nothing new', async () => {
    const booking = await client.book(asha, cheap);
    const first = await client.pay(asha, { bookingId: booking.id, paymentMethod: 'upi' });
    expect(first.statusCode).toBe(201);
    await eventually(async () => expect((await client.booking(asha, booking.id)).status).toBe('confirmed'));
    const again = await client.pay(asha, { bookingId: booking.id, paymentMethod: 'card' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      payment: first.json().payment,
      booking: { id: booking.id, status: 'confirmed' },
    });
    expect(await paymentRows(booking.id)).toHaveLength(1);
  });

  it('when paid from the wallet, debits it once and writes the debit to the ledger', async () => {
    const driver = await client.newDriver();
    const booking = await client.book(driver, cheap);
    const res = await client.pay(driver, { bookingId: booking.id, paymentMethod: 'wallet' });
    expect(res.statusCode).toBe(201);
    const amount = totalOf(booking);
    expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(650 - Number(amount)));
    expect(await ledger(driver.userId)).toEqual([
      { amount: `-${amount}`, reason: 'payment', payment_id: res.json().payment.id },
    ]);
  });

  it('when the wallet is short, responds 402 naming both amounts, records nothing, and another method still works', async () => {
    const driver = await client.newDriver();
    const booking = await client.book(driver, dear);
    const amount = totalOf(booking);
    expect(Number(amount)).toBeGreaterThan(650);
    const res = await client.pay(driver, { bookingId: booking.id, paymentMethod: 'wallet' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      statusCode: 402,
      error: 'Payment Required',
      message: `Insufficient wallet balance: ${formatInr(amount)} needed, ₹650.00 available`,
    });
    expect(await paymentRows(booking.id)).toEqual([]);
    expect(await ledger(driver.userId)).toEqual([]);
    expect((await client.stats(driver)).walletBalance).toBe('650.00');
    expect((await client.booking(driver, booking.id)).status).toBe('pending');
    expect((await client.pay(driver, { bookingId: booking.id, paymentMethod: 'card' })).statusCode).toBe(201);
  });

  it.each([
    ['upi', { upiId: 'fail@upi' }],
    ['card', { cardNumber: '4000 0000 0000 0002' }],
  ] as const)(
    'when the simulated bank declines %s, responds 402, keeps the failed attempt, and a retry succeeds',
    async (paymentMethod, details) => {
      const booking = await client.book(asha, cheap);
      const declined = await client.pay(asha, { bookingId: booking.id, paymentMethod, ...details });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().message).toBe(
        'Payment declined by the bank (simulated). Please try another method.',
      );
      expect(await paymentRows(booking.id)).toEqual([{ status: 'failed', amount: totalOf(booking) }]);
      expect(
        (await client.call('GET', `/api/payments/booking/${booking.id}`, { token: asha.token })).statusCode,
      ).toBe(404);
      const retry = await client.pay(asha, {
        bookingId: booking.id,
        paymentMethod: 'upi',
        upiId: 'asha@okaxis',
      });
      expect(retry.statusCode).toBe(201);
      expect((await paymentRows(booking.id)).map((r) => r.status)).toEqual(['failed', 'completed']);
      const mine = await client.payments(asha);
      expect(mine.filter((p) => p.bookingId === booking.id).map((p) => p.status)).toEqual([
        'completed',
        'failed',
      ]);
      await eventually(async () => expect((await client.booking(asha, booking.id)).status).toBe('confirmed'));
    },
  );

  it("when the booking is someone else's or does not exist, responds 404 and records nothing", async () => {
    const booking = await client.book(asha, cheap);
    const bilal = await client.newDriver();
    const res = await client.pay(bilal, { bookingId: booking.id, paymentMethod: 'upi' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Booking ${booking.id} was not found`);
    const missing = await client.pay(bilal, { bookingId: 999999, paymentMethod: 'upi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Booking 999999 was not found');
    expect(await paymentRows(booking.id)).toEqual([]);
  });

  it('when the booking was cancelled, responds 409', async () => {
    const booking = await client.book(asha, cheap);
    const cancel = await client.call('POST', `/api/bookings/${booking.id}/cancel`, {
      token: asha.token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const res = await client.pay(asha, { bookingId: booking.id, paymentMethod: 'upi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking can no longer be paid: it is cancelled.');
    expect(await paymentRows(booking.id)).toEqual([]);
  });

  it('refuses a request without a token (401) or with an unknown method (400)', async () => {
    const booking = await client.book(asha, cheap);
    const anonymous = await client.call('POST', '/api/payments', {
      payload: { bookingId: booking.id, paymentMethod: 'upi' },
    });
    expect(anonymous.statusCode).toBe(401);
    const cash = await client.pay(asha, { bookingId: booking.id, paymentMethod: 'cash' as 'upi' });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toContain('paymentMethod');
    expect(await paymentRows(booking.id)).toEqual([]);
  });
});

describe('POST /api/payments under concurrency (real PostgreSQL)', () => {
  itWithRealDatabase(
    '20 concurrent wallet payments of one booking make one payment and one debit',
    async () => {
      const driver = await client.newDriver();
      const booking = await client.book(driver, cheap);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          client.pay(driver, { bookingId: booking.id, paymentMethod: 'wallet' }),
        ),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, ...Array(18).fill(200), 201].sort());
      const ids = new Set(answers.map((r) => r.json().payment.id));
      expect(ids.size).toBe(1);
      expect(await paymentRows(booking.id)).toHaveLength(1);
      expect(await ledger(driver.userId)).toHaveLength(1);
      expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(650 - Number(totalOf(booking))));
    },
  );

  itWithRealDatabase(
    'concurrent wallet payments of different bookings never take the balance below zero',
    async () => {
      const driver = await client.newDriver();
      const bookings: Booking[] = [];
      for (let i = 0; i < 12; i += 1) bookings.push(await client.book(driver, cheap));
      const amount = Number(totalOf(bookings[0]));
      const answers = await Promise.all(
        bookings.map((b) => client.pay(driver, { bookingId: b.id, paymentMethod: 'wallet' })),
      );
      const paid = answers.filter((r) => r.statusCode === 201).length;
      expect(paid).toBe(Math.min(12, Math.floor(650 / amount)));
      expect(answers.filter((r) => r.statusCode === 402)).toHaveLength(12 - paid);
      expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(650 - paid * amount));
      expect(await ledger(driver.userId)).toHaveLength(paid);
    },
  );
});
