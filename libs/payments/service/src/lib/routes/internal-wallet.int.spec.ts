import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { Booking, Station } from '@chargesetu/shared/contracts';
import { formatInr, priceBreakdown, toMoneyString } from '@chargesetu/shared/domain';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { paymentsClient, type Driver } from '../../testing/payments-client';
import {
  pickCharger,
  TEST_JWT_SECRET,
  usePaymentsPlatform,
  type ChargerChoice,
} from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';

jest.setTimeout(120_000);

// What charging asks of payments when a driver's card is tapped without a booking: the wallet's balance, and
// the walk-up paid from it as the driver's own wallet payment would be.
const platform = usePaymentsPlatform([authService, stationsService, bookingsService, paymentsService]);
const client = paymentsClient(platform);
const internalToken = deriveInternalToken(TEST_JWT_SECRET);
let cheap: ChargerChoice; // a payment well under the 650.00 starting wallet
let dear: ChargerChoice; // a payment well over it

const totalOf = (b: Booking) => toMoneyString(priceBreakdown(b.estimatedCost).total);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
  platform().contextOf('payments').dataSource.query(text, params);
const paymentRows = (bookingId: number) =>
  sql(`SELECT id, status, amount, payment_method FROM payments.payments WHERE booking_id = $1 ORDER BY id`, [
    bookingId,
  ]);
const ledger = (userId: number) =>
  sql(`SELECT amount, reason, payment_id FROM payments.wallet_transactions WHERE user_id = $1 ORDER BY id`, [
    userId,
  ]);
const wallet = (userId: number, headers: Record<string, string> = { 'x-internal-token': internalToken }) =>
  platform().app.inject({ url: `/internal/wallets/${userId}`, headers });
const payFromWallet = (
  body: { userId: number; bookingId: number },
  headers: Record<string, string> = { 'x-internal-token': internalToken },
) => platform().app.inject({ method: 'POST', url: '/internal/payments/wallet', payload: body, headers });

beforeAll(async () => {
  const stations: Station[] = (await client.call('GET', '/api/stations')).json();
  cheap = pickCharger(stations, 'cheapest');
  dear = pickCharger(stations, 'most-powerful');
});

describe('GET /internal/wallets/:userId', () => {
  it('answers the balance GET /api/user/stats shows the driver, creating the wallet with its defaults on first read', async () => {
    const driver = await client.newDriver();
    const first = await wallet(driver.userId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ userId: driver.userId, balance: '650.00' });
    expect(first.json().balance).toBe((await client.stats(driver)).walletBalance);

    // After a wallet payment both show the same, lower balance.
    const booking = await client.book(driver, cheap);
    expect((await client.pay(driver, { bookingId: booking.id, paymentMethod: 'wallet' })).statusCode).toBe(
      201,
    );
    const after = (await wallet(driver.userId)).json();
    expect(after).toEqual({ userId: driver.userId, balance: toMoneyString(650 - Number(totalOf(booking))) });
    expect(after.balance).toBe((await client.stats(driver)).walletBalance);
  });

  it('responds 404 like a missing route without the internal token, and creates no wallet', async () => {
    const driver = await client.newDriver();
    const url = `/internal/wallets/${driver.userId}`;
    for (const headers of [
      {} as Record<string, string>,
      { 'x-internal-token': 'f'.repeat(internalToken.length) },
      { authorization: `Bearer ${driver.token}` },
    ]) {
      const res = await wallet(driver.userId, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`Route GET ${url} not found`);
    }
    expect(await sql(`SELECT 1 FROM payments.user_stats WHERE user_id = $1`, [driver.userId])).toEqual([]);
  });
});

describe('POST /internal/payments/wallet', () => {
  it('pays the pending booking from the wallet: debits its total once, and payment.completed confirms the booking', async () => {
    const driver = await client.newDriver();
    const booking = await client.book(driver, cheap);
    const amount = totalOf(booking);
    const res = await payFromWallet({ userId: driver.userId, bookingId: booking.id });
    expect(res.statusCode).toBe(200);
    const paid = res.json();
    expect(paid).toEqual({ paid: true, paymentId: expect.any(Number), amount });
    expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(650 - Number(amount)));
    expect(await ledger(driver.userId)).toEqual([
      { amount: `-${amount}`, reason: 'payment', payment_id: paid.paymentId },
    ]);
    await eventually(async () =>
      expect(await client.booking(driver, booking.id)).toMatchObject({
        status: 'confirmed',
        paymentId: paid.paymentId,
      }),
    );
    // The driver sees it as their own wallet payment.
    expect((await client.payments(driver)).map((p) => [p.id, p.paymentMethod, p.status, p.amount])).toEqual([
      [paid.paymentId, 'wallet', 'completed', amount],
    ]);

    // A repeat (charging retrying) answers that payment and takes nothing more.
    const again = await payFromWallet({ userId: driver.userId, bookingId: booking.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(paid);
    expect(await paymentRows(booking.id)).toHaveLength(1);
    expect(await ledger(driver.userId)).toHaveLength(1);
    expect((await client.stats(driver)).walletBalance).toBe(toMoneyString(650 - Number(amount)));
  });

  it('when the wallet is short, answers paid: false naming both amounts, and takes nothing', async () => {
    const driver = await client.newDriver();
    const booking = await client.book(driver, dear);
    const amount = totalOf(booking);
    expect(Number(amount)).toBeGreaterThan(650);
    const res = await payFromWallet({ userId: driver.userId, bookingId: booking.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paid: false,
      reason: `Insufficient wallet balance: ${formatInr(amount)} needed, ₹650.00 available`,
    });
    expect(await paymentRows(booking.id)).toEqual([]);
    expect(await ledger(driver.userId)).toEqual([]);
    expect((await client.stats(driver)).walletBalance).toBe('650.00');
    expect((await client.booking(driver, booking.id)).status).toBe('pending');
  });

  it('for someone else’s booking, answers paid: false as if it did not exist, and takes nothing from either', async () => {
    const owner: Driver = await client.newDriver();
    const other: Driver = await client.newDriver();
    const booking = await client.book(owner, cheap);
    const res = await payFromWallet({ userId: other.userId, bookingId: booking.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paid: false, reason: `Booking ${booking.id} was not found` });
    expect(await paymentRows(booking.id)).toEqual([]);
    expect((await client.stats(other)).walletBalance).toBe('650.00');
    expect((await client.stats(owner)).walletBalance).toBe('650.00');
    expect((await client.booking(owner, booking.id)).status).toBe('pending');
  });

  it('when the booking can no longer be paid, answers paid: false with the reason', async () => {
    const driver = await client.newDriver();
    const booking = await client.book(driver, cheap);
    await platform()
      .contextOf('bookings')
      .dataSource.query(
        `UPDATE bookings.bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`,
        [booking.id],
      );
    const res = await payFromWallet({ userId: driver.userId, bookingId: booking.id });
    expect(res.json()).toEqual({
      paid: false,
      reason: 'This booking can no longer be paid: the time to pay for it has run out.',
    });
    expect(await paymentRows(booking.id)).toEqual([]);
    expect((await client.stats(driver)).walletBalance).toBe('650.00');
  });

  it('responds 404 like a missing route without the internal token, and pays nothing', async () => {
    const driver = await client.newDriver();
    const booking = await client.book(driver, cheap);
    for (const headers of [
      {} as Record<string, string>,
      { 'x-internal-token': 'f'.repeat(internalToken.length) },
      { authorization: `Bearer ${driver.token}` },
    ]) {
      const res = await payFromWallet({ userId: driver.userId, bookingId: booking.id }, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Route POST /internal/payments/wallet not found');
    }
    expect(await paymentRows(booking.id)).toEqual([]);
    expect((await client.booking(driver, booking.id)).status).toBe('pending');
  });
});
