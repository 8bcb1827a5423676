import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { BookingPolicy, Payment, StationFreeNow } from '@chargesetu/shared/contracts';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import {
  addVehicle,
  apiPost,
  availableSlots,
  bookingBody,
  eventually,
  findSingleCharger,
  getBooking,
  getStats,
  inr,
  totalFor,
  type SingleCharger,
} from './support/bookings-api';
import { apiGet, registerAccount, seedSession, type TestAccount } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

const label = (kw: number) => (kw >= 100 ? 'Premium' : kw > 40 ? 'DC' : 'AC');
const reference = (id: number) => `CS-${String(id).padStart(6, '0')}`;
const bookingIdFrom = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** A toast whose title is `title` and whose description matches `description`. */
async function expectToastMatching(page: Page, title: string, description: RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await toast.waitFor();
  expect((await toast.textContent())?.slice(title.length)).toMatch(description);
}

/** On the booking screen: the slot and vehicle, then the submit; lands on the payment screen. */
async function bookSlot(page: Page, c: SingleCharger, slot: string) {
  await page.getByTestId('booking-date').fill(c.date);
  const slotButton = page.locator(`[data-testid="time-slot"][data-time="${slot}"]`);
  await slotButton.click();
  expect(await slotButton.getAttribute('aria-pressed')).toBe('true');
  await page.getByTestId('vehicle-option').filter({ hasText: 'Tata Nexon EV' }).click();
  await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
  await expectToast(page, 'Booking created', 'Proceeding to payment');
  await page.waitForURL(/\/payment\/\d+$/);
  return bookingIdFrom(page);
}

async function driverWithVehicle(name: string, c: SingleCharger): Promise<TestAccount> {
  const account = await registerAccount(name);
  await addVehicle(account.token, [c.type]);
  return account;
}

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('booking and payment at %s (docs/product.md §2.4, §2.5, §2.6, §2.8)', (_size, viewport) => {
  it(
    'station → booking → UPI payment → Booking Confirmed! → receipt → My Bookings → cancel with refund; the slot can then be booked by someone else',
    async () => {
      const c = await findSingleCharger();
      const asha = await driverWithVehicle('Asha Rao', c);
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, asha);

      // Station page: connector, then power, then the book link with both in the query
      // (docs/product.md §2.3).
      await page.goto(`/station/${c.station.id}`);
      await expectHeading(page, c.station.name);
      // The availability badge is the live free-chargers figure, the same as the API's, while the station
      // is open by its hours; closed, it reads "Closed" with no figure (docs/product.md §2.2, checked at a
      // set clock in honest-hours.e2e.ts).
      const [live] = await apiGet<StationFreeNow[]>(
        `/api/availability/now?stationIds=${c.station.id}`,
        asha.token,
      );
      const badge = page.getByTestId('availability-badge');
      await badge.filter({ hasText: new RegExp(`^Availability now: (${live.level}|Closed)`) }).waitFor();
      if ((await badge.getAttribute('data-level')) === 'Closed') {
        expect(await badge.getAttribute('title')).toMatch(/^Closed now/);
      } else {
        expect(await badge.getAttribute('title')).toBe(
          `${live.freeNow} of ${live.totalChargers} charger${live.totalChargers === 1 ? '' : 's'} free now (${
            live.source === 'chargers' ? 'live from the chargers' : 'estimated from bookings'
          })`,
        );
      }
      await page
        .getByRole('button', { name: new RegExp(`^${c.type.replace(/[()]/g, '\\$&')}`) })
        .first()
        .click();
      await page.getByRole('button', { name: `${c.power} kW · ${label(c.power)}` }).click();
      await page.getByRole('link', { name: `Book for ${inr(c.price)}/kWh` }).click();
      await page.waitForURL(
        `**/booking/${c.station.id}?connector=${encodeURIComponent(c.type)}&power=${c.power}`,
      );

      // Booking screen: the link's connector and power are chosen (docs/product.md §2.4).
      await expectHeading(page, 'Book a charging slot');
      await page.getByTestId('booking-station-name').filter({ hasText: c.station.name }).waitFor();
      const connectorGroup = page.getByRole('group', { name: 'Connector type' });
      expect(
        await connectorGroup.getByRole('button', { name: c.type, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      const powerGroup = page.getByRole('group', { name: 'Power level' });
      expect(await powerGroup.getByRole('button', { pressed: true }).textContent()).toBe(
        `${c.power} kW${inr(c.price)}/kWh`,
      );
      // Summary cost = price x power x 0.5 (docs/product.md §9).
      const estimate = Math.round(c.price * c.power * 0.5 * 100) / 100;
      expect(await page.getByTestId('summary-cost').textContent()).toBe(inr(estimate));
      expect(await page.getByTestId('summary-duration').textContent()).toBe('30 minutes');
      expect(await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).isDisabled()).toBe(
        true,
      );
      // The no-show rule, stated before paying with the server's own figures (docs/product.md §4; the journeys'
      // platform refunds 25 %).
      const policy = await apiGet<BookingPolicy>('/api/bookings/policy', asha.token);
      const noShow =
        `No-show: if you do not start charging within ${policy.reservationGraceMinutes} minutes of your slot's ` +
        `start, the connector is released; a booking that is never used is refunded ${policy.noShowRefundPercent}% of its payment.`;
      await page.getByTestId('no-show-policy').waitFor();
      expect(await page.getByTestId('no-show-policy').textContent()).toBe(noShow);

      await page.getByTestId('booking-date').fill(c.date);
      await page.locator(`[data-testid="time-slot"][data-time="${c.slot}"]`).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      const bookingId = await bookSlot(page, c, c.slot);

      // The only charger of that type and power is now held: the slot is gone for everyone.
      const taken = await availableSlots(c.station.id, c.date, c.type, c.power);
      expect(taken.find((s) => s.time === c.slot)?.available).toBe(false);

      // Payment screen (docs/product.md §2.5): details, summary (est + ₹10 + 18% GST), UPI.
      await expectHeading(page, 'Payment');
      const total = totalFor(c.price, c.power);
      expect(await page.getByTestId('summary-fee').textContent()).toBe('₹10.00');
      expect(await page.getByTestId('summary-total').textContent()).toBe(inr(total));
      await page.getByTestId('no-show-policy').waitFor();
      expect(await page.getByTestId('no-show-policy').textContent()).toBe(noShow);
      expect(await page.getByTestId('payment-vehicle').textContent()).toContain('Tata Nexon EV');
      await page.getByRole('tab', { name: 'Wallet' }).click();
      // One balance, the real one (docs/product.md §2.5).
      await page.getByTestId('wallet-balance').filter({ hasText: '₹650.00' }).waitFor();
      expect(await page.getByTestId('wallet-balance').count()).toBe(1);
      await page.getByRole('tab', { name: 'UPI' }).click();
      await page.getByRole('textbox', { name: 'UPI ID' }).fill('asha.rao@okaxis');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await page.getByTestId('payment-progress').waitFor();
      await expectToast(page, 'Payment successful', 'Your booking has been confirmed');
      await page.waitForURL(`**/booking-success/${bookingId}`);

      // Confirmation (docs/product.md §2.6): confirmed once payment.completed has reached the bookings
      // service.
      await expectHeading(page, 'Booking Confirmed!');
      await page.getByTestId('booking-status').filter({ hasText: 'Confirmed' }).waitFor();
      const payment = await apiGet<Payment>(`/api/payments/booking/${bookingId}`, asha.token);
      expect(payment).toMatchObject({ paymentMethod: 'upi', status: 'completed', amount: total.toFixed(2) });
      expect(await page.getByTestId('confirmation-transaction').textContent()).toBe(payment.transactionId);
      expect(await page.getByTestId('confirmation-method').textContent()).toBe('UPI');
      expect(await page.getByTestId('confirmation-amount').textContent()).toBe(inr(total));
      expect(await page.getByTestId('confirmation-duration').textContent()).toBe('30 minutes');
      expect(await page.getByTestId('confirmation-reference').textContent()).toBe(reference(bookingId));
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Download Receipt: an authenticated fetch saved from a blob; the file is a PDF.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Receipt' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // My Bookings: Upcoming shows it; cancel it with the confirmation.
      await page.getByRole('link', { name: 'View My Bookings' }).click();
      await expectHeading(page, 'My Bookings');
      const card = page.getByTestId('booking-card').filter({ hasText: reference(bookingId) });
      await card.getByTestId('booking-badge').filter({ hasText: 'Upcoming' }).waitFor();
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(c.station.name);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await card.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog
        .getByText(`${inr(total)} will be refunded to your ChargeSetu wallet.`, { exact: false })
        .waitFor();
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expectToastMatching(
        page,
        'Booking cancelled',
        new RegExp(`${inr(total).replace('.', '\\.')} has been refunded to your wallet\\.$`),
      );
      await page.getByTestId('bookings-empty').filter({ hasText: 'No upcoming bookings' }).waitFor();
      await page.getByRole('tab', { name: 'Cancelled' }).click();
      await card.getByTestId('booking-badge').filter({ hasText: 'Cancelled' }).waitFor();
      expect((await getBooking(asha.token, bookingId)).status).toBe('cancelled');
      // The refund reaches the wallet by the booking.cancelled event.
      await eventually(
        () => getStats(asha.token),
        (s) => s.walletBalance === (650 + total).toFixed(2),
      );

      // The slot is free again, and a second driver books it through the same screen (the journey's
      // screenshot is of the second driver's page, which finishTest closes).
      await context.close();
      const ravi = await driverWithVehicle('Ravi Kumar', c);
      const second = await openJourney(browser, viewport);
      await seedSession(second.context, ravi);
      await second.page.goto(
        `/booking/${c.station.id}?connector=${encodeURIComponent(c.type)}&power=${c.power}`,
      );
      await expectHeading(second.page, 'Book a charging slot');
      const secondId = await bookSlot(second.page, c, c.slot);
      expect(await getBooking(ravi.token, secondId)).toMatchObject({
        status: 'pending',
        startTime: bookingBody(c, 1).startTime,
      });
    },
    JOURNEY_TIMEOUT_MS * 2,
  );

  it(
    'a declined UPI payment shows "Payment failed" and stops; paying again by wallet goes through and debits it',
    async () => {
      const c = await findSingleCharger(600);
      const neha = await driverWithVehicle('Neha Joshi', c);
      const vehicles = await apiGet<{ id: number }[]>('/api/vehicles', neha.token);
      const booking = await apiPost<{ id: number }>(
        '/api/bookings',
        bookingBody(c, vehicles[0].id),
        neha.token,
      );
      const total = totalFor(c.price, c.power);
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, neha);

      // /payment without an id lists what waits for payment.
      await page.goto('/payment');
      await expectHeading(page, 'Payment');
      const pending = page.getByTestId('pending-payment').filter({ hasText: reference(booking.id) });
      await pending.getByRole('link', { name: 'Pay Now' }).click();
      await page.waitForURL(`**/payment/${booking.id}`);
      await expectHeading(page, 'Payment');

      await page.getByRole('tab', { name: 'UPI' }).click();
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await page.getByText('Please enter your UPI ID.').waitFor();
      await page.getByRole('textbox', { name: 'UPI ID' }).fill('fail@upi');
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expectToast(
        page,
        'Payment failed',
        'Payment declined by the bank (simulated). Please try another method.',
      );
      // Processing stopped: the button is back, the bar gone, the booking still unpaid.
      await page.getByRole('button', { name: 'Pay Now' }).waitFor();
      expect(await page.getByTestId('payment-progress').count()).toBe(0);
      expect((await getBooking(neha.token, booking.id)).status).toBe('pending');

      // Retry with the wallet: the real balance is debited by the total.
      await page.getByRole('tab', { name: 'Wallet' }).click();
      await page.getByTestId('wallet-balance').filter({ hasText: '₹650.00' }).waitFor();
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expectToast(page, 'Payment successful', 'Your booking has been confirmed');
      await page.waitForURL(`**/booking-success/${booking.id}`);
      await page.getByTestId('booking-status').filter({ hasText: 'Confirmed' }).waitFor();
      expect(await page.getByTestId('confirmation-method').textContent()).toBe('Wallet');
      expect((await getStats(neha.token)).walletBalance).toBe((650 - total).toFixed(2));

      // /payments: the declined attempt and the payment, with the wallet balance.
      await page.goto('/payments');
      await expectHeading(page, 'Payments');
      await page
        .getByTestId('wallet-balance')
        .filter({ hasText: inr(650 - total) })
        .waitFor();
      const rows = page.getByTestId('payment-row');
      await rows.filter({ hasText: 'Failed' }).filter({ hasText: 'UPI' }).waitFor();
      await rows.filter({ hasText: 'Completed' }).filter({ hasText: 'Wallet' }).waitFor();
      expect(await rows.count()).toBe(2);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Paid: it no longer waits for payment, and its payment screen says so.
      await page.goto(`/payment/${booking.id}`);
      await expectHeading(page, 'Booking not found or has already been processed.');
      await page.goto('/payment');
      await page.getByTestId('no-pending-payments').waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('booking screen when signed out (docs/product.md §2.4)', () => {
  it('goes to /login with "Authentication required"', async () => {
    const { page } = await openJourney(browser, DESKTOP);
    await page.goto('/booking/1?connector=CCS2&power=60');
    await expectToast(page, 'Authentication required', 'Please sign in to book a charging station');
    await page.waitForURL('**/login');
  });
});

describe('booking confirmation when signed out (docs/product.md §2.6 and §8)', () => {
  it('goes to /login with "Authentication required" / "Please sign in to view booking details"', async () => {
    const { page } = await openJourney(browser, DESKTOP);
    await page.goto('/booking-success/1');
    await expectToast(page, 'Authentication required', 'Please sign in to view booking details');
    await page.waitForURL('**/login');
  });
});
