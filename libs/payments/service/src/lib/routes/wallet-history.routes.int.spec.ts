import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { Payment, Station, WalletEntry } from '@chargesetu/shared/contracts';
import { createEnvelope } from '@chargesetu/shared/messaging';
import { eventually, waitForDeliveries } from '@chargesetu/shared/testing';
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
import { BAD_WALLET_HISTORY_LIMIT } from './wallet-history.routes';

jest.setTimeout(120_000);

const observed = withDeliveryLog(paymentsService);
const platform = usePaymentsPlatform([authService, stationsService, bookingsService, observed.module]);
const client = paymentsClient(platform);
let charger: ChargerChoice;

/** Money in whole paise and back, computed here independently of the service. */
const paise = (money: string) => Math.round(Number(money) * 100);
const money = (p: number) => (p / 100).toFixed(2);
/** (cost + 10) x 1.18 in paise, GST rounded half up. */
const totalPaise = (cost: string) => {
  const base = paise(cost) + 1000;
  return base + Math.floor((base * 18 + 50) / 100);
};

async function paidBooking(driver: Driver, paymentMethod: 'upi' | 'wallet') {
  const booking = await client.book(driver, charger);
  const res = await client.pay(driver, {
    bookingId: booking.id,
    paymentMethod,
    ...(paymentMethod === 'upi' ? { upiId: 'meera@okaxis' } : {}),
  });
  expect(res.statusCode).toBe(201);
  await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
  return { booking, payment: res.json().payment as Payment };
}

/** The line of one kind for one payment, failing unless there is exactly one. */
function onlyLine(entries: WalletEntry[], kind: WalletEntry['kind'], paymentId: number): WalletEntry {
  const found = entries.filter((e) => e.kind === kind && e.paymentId === paymentId);
  expect({ kind, paymentId, lines: found.length }).toEqual({ kind, paymentId, lines: 1 });
  return found[0];
}

beforeAll(async () => {
  charger = pickCharger((await client.call('GET', '/api/stations')).json() as Station[], 'cheapest');
});

describe('GET /api/payments/wallet/history', () => {
  let meera: Driver;
  let ravi: Driver;
  let walletPaid: Awaited<ReturnType<typeof paidBooking>>;
  let upiPaid: Awaited<ReturnType<typeof paidBooking>>;
  let ravisPayment: Payment;
  let back: number;

  beforeAll(async () => {
    meera = await client.newDriver();
    ravi = await client.newDriver();
    // Ravi pays from his wallet too: his line must never show in Meera's history, nor hers in his.
    ravisPayment = (await paidBooking(ravi, 'wallet')).payment;

    // Meera: a wallet payment, a UPI payment (not a wallet line), the wallet booking's session settles,
    // then the UPI booking is cancelled and refunded to the wallet.
    walletPaid = await paidBooking(meera, 'wallet');
    upiPaid = await paidBooking(meera, 'upi');
    const cost = money(Math.floor(paise(walletPaid.booking.estimatedCost) / 2));
    back = paise(walletPaid.payment.amount) - totalPaise(cost);
    expect(back).toBeGreaterThan(0);
    const settled = createEnvelope('charging.session.completed', 1, {
      sessionId: 9000 + walletPaid.booking.id,
      bookingId: walletPaid.booking.id,
      userId: meera.userId,
      energyDelivered: '1.25',
      actualCost: cost,
      endTime: new Date().toISOString(),
    });
    await platform().bus.publish(settled);
    // The same completion once more under another id: still one settlement line.
    const again = { ...settled, id: randomUUID() };
    await platform().bus.publish(again);
    await waitForDeliveries(observed, [settled.id, again.id]);
    const cancel = await client.call('POST', `/api/bookings/${upiPaid.booking.id}/cancel`, {
      token: meera.token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    await eventually(async () =>
      expect((await client.walletHistory(meera)).entries.map((e) => e.kind)).toContain('refund'),
    );
  });

  it('lists a wallet payment, a cancellation refund and a settlement once each, signed, with their booking', async () => {
    const { entries, hasMore } = await client.walletHistory(meera);
    expect(hasMore).toBe(false);
    const paid = onlyLine(entries, 'payment', walletPaid.payment.id);
    const settlement = onlyLine(entries, 'settlement', walletPaid.payment.id);
    const refund = onlyLine(entries, 'refund', upiPaid.payment.id);
    expect(paid).toMatchObject({
      amount: `-${walletPaid.payment.amount}`,
      bookingId: walletPaid.booking.id,
      paymentMethod: 'wallet',
    });
    expect(settlement).toMatchObject({
      amount: money(back),
      bookingId: walletPaid.booking.id,
      paymentMethod: 'wallet',
    });
    expect(refund).toMatchObject({
      amount: upiPaid.payment.amount,
      bookingId: upiPaid.booking.id,
      paymentMethod: 'upi',
    });
    // The UPI payment itself never touched the wallet: no line of its own.
    expect(entries).toHaveLength(3);
    // Newest first, as the wallet changed.
    expect(entries.map((e) => e.kind)).toEqual(['refund', 'settlement', 'payment']);
    for (const e of entries) expect(Number.isNaN(Date.parse(e.createdAt))).toBe(false);
  });

  it('gives the balance right after each line: from 650.00, each line moves it by its amount, to the balance now', async () => {
    const { entries } = await client.walletHistory(meera);
    const oldestFirst = [...entries].reverse();
    let balance = paise('650.00');
    for (const e of oldestFirst) {
      balance += paise(e.amount);
      expect({ kind: e.kind, balanceAfter: e.balanceAfter }).toEqual({
        kind: e.kind,
        balanceAfter: money(balance),
      });
    }
    expect(entries[0].balanceAfter).toBe((await client.stats(meera)).walletBalance);
    expect(balance).toBe(
      paise('650.00') - paise(walletPaid.payment.amount) + back + paise(upiPaid.payment.amount),
    );
  });

  it("never shows another user's lines", async () => {
    const mine = await client.walletHistory(meera);
    const his = await client.walletHistory(ravi);
    expect(mine.entries.some((e) => e.paymentId === ravisPayment.id)).toBe(false);
    expect(his.entries).toEqual([
      expect.objectContaining({
        kind: 'payment',
        paymentId: ravisPayment.id,
        amount: `-${ravisPayment.amount}`,
        balanceAfter: money(paise('650.00') - paise(ravisPayment.amount)),
      }),
    ]);
    const ids = new Set(mine.entries.map((e) => e.id));
    expect(his.entries.some((e) => ids.has(e.id))).toBe(false);
  });

  it('answers at most `limit` lines, newest first, and says when there are more', async () => {
    const all = await client.walletHistory(meera);
    const two = await client.walletHistory(meera, 'limit=2');
    expect(two).toEqual({ entries: all.entries.slice(0, 2), hasMore: true });
    expect(await client.walletHistory(meera, 'limit=3')).toEqual({ entries: all.entries, hasMore: false });
    expect(await client.walletHistory(meera, 'limit=100')).toEqual(all);
  });

  it('a user with no wallet activity gets an empty history', async () => {
    expect(await client.walletHistory(await client.newDriver())).toEqual({ entries: [], hasMore: false });
  });

  it('a limit that is not a whole number from 1 to 100 is a 400 saying so', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=-1', 'limit=1.5', 'limit=ten', 'limit=']) {
      const res = await client.call('GET', `/api/payments/wallet/history?${query}`, { token: meera.token });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: BAD_WALLET_HISTORY_LIMIT,
      });
    }
    expect(BAD_WALLET_HISTORY_LIMIT).toBe('querystring.limit must be a whole number from 1 to 100');
  });

  it('without a token, 401', async () => {
    const res = await client.call('GET', '/api/payments/wallet/history');
    expect(res.statusCode).toBe(401);
  });
});
