import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { Payment, Station } from '@chargesetu/shared/contracts';
import { createEnvelope, type EventEnvelope } from '@chargesetu/shared/messaging';
import { eventually, itWithRealDatabase, waitForDeliveries } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { randomUUID } from 'node:crypto';
import { pdfText } from '../../testing/pdf-text';
import { paymentsClient, type Driver } from '../../testing/payments-client';
import {
  pickCharger,
  usePaymentsPlatform,
  withDeliveryLog,
  type ChargerChoice,
} from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';
import { rupees } from '../receipt/receipt-text';
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
const completed = (
  bookingId: number,
  userId: number,
  actualCost: string,
  o: { energyDelivered?: string; endTime?: string } = {},
): EventEnvelope =>
  createEnvelope('charging.session.completed', 1, {
    sessionId: 1000 + bookingId,
    bookingId,
    userId,
    energyDelivered: o.energyDelivered ?? '3.70',
    actualCost,
    endTime: o.endTime ?? new Date().toISOString(),
  });

/** The settlement recorded on the payment row (all NULL before it). */
async function settlementRow(paymentId: number) {
  const [row] = await sql<{
    status: string;
    settled_energy_kwh: string | null;
    settled_cost: string | null;
    settled_at: Date | null;
    returned_to_wallet: string | null;
  }>(
    'payments',
    `SELECT status, settled_energy_kwh, settled_cost, settled_at, returned_to_wallet
       FROM payments.payments WHERE id = $1`,
    [paymentId],
  );
  return {
    ...row,
    settled_energy_kwh: row.settled_energy_kwh === null ? null : Number(row.settled_energy_kwh).toFixed(2),
    settled_cost: row.settled_cost === null ? null : Number(row.settled_cost).toFixed(2),
    settled_at: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    returned_to_wallet: row.returned_to_wallet === null ? null : Number(row.returned_to_wallet).toFixed(2),
  };
}
const UNSETTLED = {
  settled_energy_kwh: null,
  settled_cost: null,
  settled_at: null,
  returned_to_wallet: null,
};

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
  const endTime = '2026-11-23T04:58:00.000Z';
  /** The settlement of the first session: 2.40 kWh for Rs. 44.40. */
  const settled = () => ({
    status: 'completed',
    settled_energy_kwh: '2.40',
    settled_cost: '44.40',
    settled_at: endTime,
    returned_to_wallet: money(back),
  });

  it('when the session cost less than was paid, the difference goes to the wallet and the total savings', async () => {
    paid = await paidBooking();
    const { driver, booking, payment } = paid;
    expect(await settlementRow(payment.id)).toEqual({ status: 'completed', ...UNSETTLED });
    event = completed(booking.id, driver.userId, '44.40', { energyDelivered: '2.40', endTime });
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
    // The payment itself stays as paid, and records the settlement in the same transaction.
    const [row] = await sql('payments', `SELECT status, amount FROM payments.payments WHERE id = $1`, [
      payment.id,
    ]);
    expect(row).toEqual({ status: 'completed', amount: payment.amount });
    expect(await settlementRow(payment.id)).toEqual(settled());
  });

  it("shows the settlement on the receipt, after the prepaid estimate, and on the booking's payment", async () => {
    const { driver, payment } = paid;
    const res = await client.call('GET', payment.receiptUrl!, { token: driver.token });
    expect(res.statusCode).toBe(200);
    const runs = pdfText(res.rawPayload).split('\n');
    const at = runs.indexOf('CHARGING SETTLEMENT');
    expect(at).toBeGreaterThan(runs.indexOf('Total paid'));
    expect(runs.indexOf('Energy booked (estimate)')).toBeLessThan(at);
    const total = totalPaise('44.40');
    const after = runs.slice(at);
    for (const [label, value] of [
      ['Energy delivered', '2.40 kWh'],
      ['Charging cost', rupees('44.40')],
      ['Total for this session', rupees(money(total))],
      ['Paid in advance', rupees(payment.amount)],
      ['Returned to wallet', rupees(money(back))],
    ]) {
      expect(after[after.indexOf(label) + 1]).toBe(value);
    }
    const read = await client.call('GET', `/api/payments/booking/${payment.bookingId}`, {
      token: driver.token,
    });
    expect(read.json()).toEqual({
      ...payment,
      settlement: {
        energyDelivered: '2.40',
        actualCost: '44.40',
        endTime,
        returnedToWallet: money(back),
      },
    });
  });

  it('when it is delivered again, twice, and once more under a new id, gives nothing more and keeps the settlement', async () => {
    const { driver, booking, payment } = paid;
    const copy = { ...event, id: randomUUID() };
    // The same completion published again with other figures: the first settlement stands.
    const other = completed(booking.id, driver.userId, '99.90', { energyDelivered: '5.40' });
    await platform().bus.publish(event);
    await platform().bus.publish(event);
    await platform().bus.publish(copy);
    await platform().bus.publish(other);
    await waitForDeliveries(observed, [event.id, event.id, event.id, copy.id, other.id]);
    expect(await client.stats(driver)).toMatchObject({
      walletBalance: money(65_000 + back),
      totalSavings: money(184_000 + back),
    });
    expect(await ledger(driver.userId)).toHaveLength(1);
    expect(await settlementRow(payment.id)).toEqual(settled());
  });

  it('when the session cost what was paid or more, gives nothing back and records it billed at the estimate', async () => {
    const { driver, booking, payment } = await paidBooking();
    const full = completed(booking.id, driver.userId, booking.estimatedCost, { endTime });
    const more = completed(booking.id, driver.userId, (Number(booking.estimatedCost) + 5).toFixed(2), {
      endTime,
    });
    await platform().bus.publish(full);
    await platform().bus.publish(more);
    await waitForDeliveries(observed, [full.id, more.id]);
    expect(await ledger(driver.userId)).toEqual([]);
    expect(await client.stats(driver)).toMatchObject({ walletBalance: '650.00', totalSavings: '1840.00' });
    // Whichever came first: a booking is never billed more than its estimate.
    expect(await settlementRow(payment.id)).toEqual({
      status: 'completed',
      settled_energy_kwh: '3.70',
      settled_cost: booking.estimatedCost,
      settled_at: endTime,
      returned_to_wallet: '0.00',
    });
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
    expect(await settlementRow(payment.id)).toEqual({ status: 'refunded', ...UNSETTLED });
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
    // The settlement stays recorded, and the receipt shows the refund as the rest of the payment.
    expect(await settlementRow(payment.id)).toMatchObject({
      status: 'refunded',
      settled_cost: '30.00',
      returned_to_wallet: money(given),
    });
    const receipt = await client.call('GET', payment.receiptUrl!, { token: driver.token });
    const runs = pdfText(receipt.rawPayload).split('\n');
    expect(runs[runs.indexOf('Refunded on cancellation') + 1]).toBe(rupees(money(paidPaise - given)));
  });

  it('refuses a malformed event (it goes to the dead-letter queue after retries) and records nothing', async () => {
    const bad = createEnvelope('charging.session.completed', 1, { bookingId: 1, actualCost: 44.4 });
    await expect(
      platform().deliver('payments', settleWalletOnChargingSessionCompleted.name, bad),
    ).rejects.toThrow(`malformed charging.session.completed event ${bad.id}`);
    expect(await sql('payments', `SELECT 1 FROM payments.inbox WHERE event_id = $1`, [bad.id])).toEqual([]);
  });

  itWithRealDatabase(
    'when 10 copies with different ids are handled at once, settles and gives back once',
    async () => {
      const { driver, booking, payment } = await paidBooking();
      // Different figures in each copy, so which one won shows: its settlement and its adjustment, together.
      const copies = Array.from({ length: 10 }, (_, i) =>
        completed(booking.id, driver.userId, `${20 + i}.00`, { energyDelivered: `${1 + i}.10` }),
      );
      await Promise.all(
        copies.map((e) => platform().deliver('payments', settleWalletOnChargingSessionCompleted.name, e)),
      );
      const row = await settlementRow(payment.id);
      const i = Number(row.settled_cost) - 20;
      expect(row).toMatchObject({ settled_cost: `${20 + i}.00`, settled_energy_kwh: `${1 + i}.10` });
      const expected = Math.round(Number(payment.amount) * 100) - totalPaise(`${20 + i}.00`);
      expect(row.returned_to_wallet).toBe(money(expected));
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
    },
  );
});
