import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { Station } from '@chargesetu/shared/contracts';
import { stationsService } from '@chargesetu/stations/service';
import { paymentsClient } from '../../testing/payments-client';
import { pickCharger, usePaymentsPlatform } from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';

jest.setTimeout(120_000);

// Its own platform: a short hold is a setting of bookings, and a service has the settings its platform
// started with.
const platform = usePaymentsPlatform(
  [authService, stationsService, bookingsService, paymentsService],
  { BOOKING_HOLD_MINUTES: '0.01' }, // 0.6 s; the expiry job runs hourly here (payments-platform)
);
const client = paymentsClient(platform);

describe('POST /api/payments after the hold', () => {
  it('when the hold ran out before paying, responds 409 even before the expiry job has run', async () => {
    const cheap = pickCharger((await client.call('GET', '/api/stations')).json() as Station[], 'cheapest');
    const asha = await client.newDriver();
    const booking = await client.book(asha, cheap);
    await new Promise((r) => setTimeout(r, 800));
    const res = await client.pay(asha, { bookingId: booking.id, paymentMethod: 'upi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This booking can no longer be paid: the time to pay for it has run out.',
    );
  });
});
