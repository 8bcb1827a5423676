import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { EVENTS, type Payment, type Station } from '@chargesetu/shared/contracts';
import { createEvent } from '@chargesetu/shared/messaging';
import { stationsService } from '@chargesetu/stations/service';
import { paymentsClient, type Driver } from '../../testing/payments-client';
import { pickCharger, usePaymentsPlatform } from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';
import { paymentsRepository } from '../repositories/payments.repository';

jest.setTimeout(120_000);

// charging.idle-fee.charged (docs/product.md §4): payments takes the idle fee from the wallet against the
// booking's payment, once, and never more than the wallet holds.
const platform = usePaymentsPlatform([authService, stationsService, bookingsService, paymentsService]);
const client = paymentsClient(platform);
const sql = (service: string, text: string, params: unknown[] = []) =>
  platform().contextOf(service).dataSource.query(text, params);

async function paidByUpi(): Promise<{ driver: Driver; payment: Payment; bookingId: number }> {
  const driver = await client.newDriver();
  const charger = pickCharger((await client.call('GET', '/api/stations')).json() as Station[], 'cheapest');
  const booking = await client.book(driver, charger);
  const paid = await client.pay(driver, { bookingId: booking.id, paymentMethod: 'upi' });
  expect(paid.statusCode).toBe(201);
  return { driver, payment: paid.json().payment as Payment, bookingId: booking.id };
}

const idleFeeCharged = (driver: Driver, bookingId: number, fee: string, idleMinutes = 25) =>
  createEvent(EVENTS.chargingIdleFeeCharged, {
    bookingId,
    userId: driver.userId,
    sessionId: 900 + bookingId,
    idleMinutes,
    fee,
  });

const ledgerOf = (paymentId: number) =>
  sql(
    'payments',
    `SELECT amount, reason, balance_after FROM payments.wallet_transactions WHERE payment_id = $1 ORDER BY id`,
    [paymentId],
  );

const setWallet = (driver: Driver, balance: string) =>
  sql('payments', `UPDATE payments.user_stats SET wallet_balance = $2 WHERE user_id = $1`, [
    driver.userId,
    balance,
  ]);

describe('the idle fee taken from the wallet (charging.idle-fee.charged)', () => {
  it('takes the fee once, with an idle_fee line the wallet history names', async () => {
    const { driver, payment, bookingId } = await paidByUpi();
    await client.stats(driver); // the wallet row exists
    await setWallet(driver, '100.00');
    const revenue = () => paymentsRepository(platform().contextOf('payments').dataSource).revenue();
    const revenueBefore = Number(await revenue());

    await platform().deliver(
      'payments',
      'take-idle-fee-on-charging-idle-fee-charged',
      idleFeeCharged(driver, bookingId, '37.50'),
    );
    expect((await client.stats(driver)).walletBalance).toBe('62.50');
    // The administrators' revenue counts the fee taken.
    expect(Number(await revenue())).toBeCloseTo(revenueBefore + 37.5, 2);
    expect(await ledgerOf(payment.id)).toEqual([
      { amount: '-37.50', reason: 'idle_fee', balance_after: '62.50' },
    ]);

    // The same fee published again under another id, and the same event redelivered: nothing more.
    const again = idleFeeCharged(driver, bookingId, '37.50');
    await platform().deliver('payments', 'take-idle-fee-on-charging-idle-fee-charged', again);
    await platform().deliver('payments', 'take-idle-fee-on-charging-idle-fee-charged', again);
    expect((await client.stats(driver)).walletBalance).toBe('62.50');
    expect(await ledgerOf(payment.id)).toHaveLength(1);

    const history = await client.call('GET', '/api/payments/wallet/history', { token: driver.token });
    expect(history.json().entries[0]).toMatchObject({
      kind: 'idle_fee',
      amount: '-37.50',
      bookingId,
      paymentId: payment.id,
      balanceAfter: '62.50',
    });
    // The payment itself is untouched.
    expect((await client.payments(driver)).find((p) => p.id === payment.id)?.status).toBe('completed');
  });

  it('never takes the wallet below zero: what it holds at most, nothing from an empty one', async () => {
    const short = await paidByUpi();
    await client.stats(short.driver);
    await setWallet(short.driver, '12.34');
    await platform().deliver(
      'payments',
      'take-idle-fee-on-charging-idle-fee-charged',
      idleFeeCharged(short.driver, short.bookingId, '40.00'),
    );
    expect((await client.stats(short.driver)).walletBalance).toBe('0.00');
    expect(await ledgerOf(short.payment.id)).toEqual([
      { amount: '-12.34', reason: 'idle_fee', balance_after: '0.00' },
    ]);

    const empty = await paidByUpi();
    await client.stats(empty.driver);
    await setWallet(empty.driver, '0.00');
    await platform().deliver(
      'payments',
      'take-idle-fee-on-charging-idle-fee-charged',
      idleFeeCharged(empty.driver, empty.bookingId, '40.00'),
    );
    expect((await client.stats(empty.driver)).walletBalance).toBe('0.00');
    expect(await ledgerOf(empty.payment.id)).toEqual([]);
  });

  it('bills nothing for a booking without a completed payment', async () => {
    const driver = await client.newDriver();
    const charger = pickCharger((await client.call('GET', '/api/stations')).json() as Station[], 'cheapest');
    const booking = await client.book(driver, charger); // never paid
    const before = (await client.stats(driver)).walletBalance;
    await platform().deliver(
      'payments',
      'take-idle-fee-on-charging-idle-fee-charged',
      idleFeeCharged(driver, booking.id, '10.00'),
    );
    expect((await client.stats(driver)).walletBalance).toBe(before);
    const lines = await sql('payments', `SELECT 1 FROM payments.wallet_transactions WHERE user_id = $1`, [
      driver.userId,
    ]);
    expect(lines).toEqual([]);
  });

  it('the ledger refuses an idle_fee line that puts money in', async () => {
    const { driver, payment } = await paidByUpi();
    await client.stats(driver);
    await expect(
      sql(
        'payments',
        `INSERT INTO payments.wallet_transactions (user_id, amount, reason, payment_id, balance_after)
         VALUES ($1, 5, 'idle_fee', $2, 5)`,
        [driver.userId, payment.id],
      ),
    ).rejects.toThrow(/wallet_transactions_sign/);
    expect(await ledgerOf(payment.id)).toEqual([]);
  });
});
