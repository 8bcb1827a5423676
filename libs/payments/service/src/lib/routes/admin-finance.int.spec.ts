import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { AdminFinance, Payment, Station } from '@chargesetu/shared/contracts';
import { createEnvelope } from '@chargesetu/shared/messaging';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { paymentsClient, type Driver } from '../../testing/payments-client';
import { pickCharger, usePaymentsPlatform, type ChargerChoice } from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';

jest.setTimeout(120_000);

const platform = usePaymentsPlatform([authService, stationsService, bookingsService, paymentsService]);
const client = paymentsClient(platform);
let charger: ChargerChoice;
let admin: string;

/** GST 18% of (cost + 10), half up, in paise: computed here independently of the domain. */
const gstPaise = (cost: string) => {
  const base = Math.round(Number(cost) * 100) + 1000;
  return Math.floor((base * 18 + 50) / 100);
};
const paise = (money: string) => Math.round(Number(money) * 100);
const money = (p: number) => (p / 100).toFixed(2);
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function finance(query = '', token = admin) {
  return client.call('GET', `/api/admin/finance${query ? `?${query}` : ''}`, { token });
}
async function today(): Promise<AdminFinance['totals']> {
  const res = await finance(`period=day&from=${istToday()}&to=${istToday()}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as AdminFinance).totals;
}

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
  const res = await platform().app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { username: 'admin', password: 'Admin@123' },
  });
  expect(res.statusCode).toBe(200);
  admin = res.json().token;
});

describe('GET /api/admin/finance', () => {
  it('counts a paid, a cancelled and a settled booking exactly, GST on what was kept', async () => {
    const before = await today();
    const kept = await paidBooking();
    const cancelled = await paidBooking();
    const settled = await paidBooking();

    const cancel = await client.call('POST', `/api/bookings/${cancelled.booking.id}/cancel`, {
      token: cancelled.driver.token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    await platform().bus.publish(
      createEnvelope('charging.session.completed', 1, {
        sessionId: 9000 + settled.booking.id,
        bookingId: settled.booking.id,
        userId: settled.driver.userId,
        energyDelivered: '2.40',
        actualCost: '44.40',
        endTime: new Date().toISOString(),
      }),
    );
    const back = paise(settled.payment.amount) - (Math.round(44.4 * 100) + 1000 + gstPaise('44.40'));
    expect(back).toBeGreaterThan(0);

    const amounts = [kept, cancelled, settled].map((b) => paise(b.payment.amount));
    await eventually(async () => {
      const now = await today();
      expect(now).toEqual({
        paymentCount: before.paymentCount + 3,
        payments: money(paise(before.payments) + amounts[0] + amounts[1] + amounts[2]),
        refunds: money(paise(before.refunds) + amounts[1]),
        settlements: money(paise(before.settlements) + back),
        net: money(paise(before.net) + amounts[0] + amounts[2] - back),
        gst: money(paise(before.gst) + gstPaise(kept.booking.estimatedCost) + gstPaise('44.40')),
      });
    });

    const res = await finance();
    const body = res.json() as AdminFinance;
    expect(body.period).toBe('day');
    expect(body.to).toBe(istToday());
    expect(body.buckets).toHaveLength(30);
    expect(body.buckets.at(-1)).toEqual({ key: istToday(), ...(await today()) });
    expect(body.transactions.slice(0, 3).map((t) => [t.id, t.status, t.amount, t.userId])).toEqual([
      [settled.payment.id, 'completed', settled.payment.amount, settled.driver.userId],
      [cancelled.payment.id, 'refunded', cancelled.payment.amount, cancelled.driver.userId],
      [kept.payment.id, 'completed', kept.payment.amount, kept.driver.userId],
    ]);
    expect(body.transactions[0].stationName).toEqual(expect.any(String));
  });

  it('groups by month over the last 12 months by default', async () => {
    const res = await finance('period=month');
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminFinance;
    expect(body.buckets).toHaveLength(12);
    expect(body.buckets.at(-1)?.key).toBe(istToday().slice(0, 7));
    expect(body.totals.payments).toBe(body.buckets.at(-1)?.payments);
  });

  it('refuses a bad query with a readable 400', async () => {
    for (const [query, message] of [
      ['period=week', /period/],
      ['from=2026-13-01', /real dates/],
      ['from=2026-11-02&to=2026-11-01', /must not be after/],
      ['from=2024-01-01&to=2026-01-01', /at most 366 days/],
      ['colour=red', /unknown field colour/],
    ] as const) {
      const res = await finance(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('is for administrators only: 403 for a driver, 401 without a token', async () => {
    const driver = await client.newDriver();
    const asDriver = await finance('', driver.token);
    expect(asDriver.statusCode).toBe(403);
    expect(asDriver.json().message).toEqual(expect.any(String));
    expect((await client.call('GET', '/api/admin/finance')).statusCode).toBe(401);
  });
});
