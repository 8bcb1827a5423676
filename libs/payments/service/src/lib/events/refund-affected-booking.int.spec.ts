import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { EVENTS, type Payment, type Station } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import { createEvent } from '@chargesetu/shared/messaging';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { paymentsClient } from '../../testing/payments-client';
import { pickCharger, usePaymentsPlatform } from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';

jest.setTimeout(120_000);

const platform = usePaymentsPlatform([authService, stationsService, bookingsService, paymentsService]);
const client = paymentsClient(platform);
const sql = (service: string, text: string, params: unknown[] = []) =>
  platform().contextOf(service).dataSource.query(text, params);

describe('a booking its charger could not serve (docs/product.md §4)', () => {
  it('When its slot has started and its charger is Faulted, then cancelling it refunds the whole payment to the wallet', async () => {
    const charger = pickCharger((await client.call('GET', '/api/stations')).json() as Station[], 'cheapest');
    const driver = await client.newDriver();
    const booking = await client.book(driver, charger);
    const paid = await client.pay(driver, { bookingId: booking.id, paymentMethod: 'upi' });
    expect(paid.statusCode).toBe(201);
    const payment = paid.json().payment as Payment;
    await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
    // The slot started five minutes ago (a started slot cannot be booked through the API).
    await sql(
      'bookings',
      `UPDATE bookings.bookings SET start_time = now() - interval '5 minutes', end_time = now() + interval '25 minutes'
        WHERE id = $1`,
      [booking.id],
    );
    const [{ charger_index: chargerIndex }] = await sql(
      'bookings',
      `SELECT charger_index FROM bookings.bookings WHERE id = $1`,
      [booking.id],
    );
    const cancel = () =>
      client.call('POST', `/api/bookings/${booking.id}/cancel`, { token: driver.token, payload: {} });
    expect((await cancel()).statusCode).toBe(409);
    const before = (await client.stats(driver)).walletBalance;
    // As ocpp would publish it, handed to bookings' consumer.
    await platform().deliver(
      'bookings',
      'record-charger-status-on-connector-status-changed',
      createEvent(EVENTS.chargerConnectorStatusChanged, {
        chargePointId: `CS${charger.stationId}`,
        stationId: charger.stationId,
        connectorId: chargerIndex + 1,
        chargerIndex,
        status: 'Faulted',
        errorCode: 'GroundFailure',
        at: new Date().toISOString(),
      }),
    );
    await eventually(async () =>
      expect((await client.booking(driver, booking.id)).affected?.reason).toBe('faulted'),
    );
    expect((await cancel()).statusCode).toBe(200);
    await eventually(async () =>
      expect((await client.stats(driver)).walletBalance).toBe(
        toMoneyString(Number(before) + Number(payment.amount)),
      ),
    );
    const refunds = await sql(
      'payments',
      `SELECT amount FROM payments.wallet_transactions WHERE payment_id = $1 AND reason = 'refund'`,
      [payment.id],
    );
    expect(refunds).toEqual([{ amount: payment.amount }]);
  });
});
