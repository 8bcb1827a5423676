import type { Browser, Page } from 'playwright-core';
import type {
  Booking,
  ChargingStatus,
  Payment,
  Station,
  WalletEntry,
  WalletHistory,
} from '@chargesetu/shared/contracts';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, isPhone, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
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
  istTomorrow,
  totalFor,
  type SingleCharger,
} from './support/bookings-api';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { apiGet, registerAccount, seedSession, type TestAccount } from './support/session';

// docs/product.md §2.5 and §2.17 (issue #18, "Honest prices": the wallet). The platform runs charging 60×
// faster and lets a paid booking start days early (global-setup), so a session on tomorrow's slot can run
// and settle within the journey; its chargers are simulated OCPP charge points.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

/** The journey books, pays, cancels, charges and settles: longer than a plain journey. */
const WALLET_JOURNEY_TIMEOUT_MS = JOURNEY_TIMEOUT_MS * 2;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as the app writes it in IST, "23 Nov 2026, 10:30 AM", computed here from UTC+05:30. */
function istDateTime(iso: string): string {
  const ist = new Date(Date.parse(iso) + 330 * 60_000);
  const h = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  const date = `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
  return `${date}, ${h % 12 === 0 ? 12 : h % 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A wallet line's amount as the page must show it: signed with a true minus, en-IN rupees. */
const signed = (amount: string) => `${Number(amount) < 0 ? '−' : '+'}${inr(Math.abs(Number(amount)))}`;

const reference = (id: number) => `CS-${String(id).padStart(6, '0')}`;

const walletHistory = (token: string) => apiGet<WalletHistory>('/api/payments/wallet/history', token);

async function control(token: string, bookingId: number, action: 'start' | 'stop') {
  return apiPost<ChargingStatus>(`/api/charging/${bookingId}/control`, { action }, token);
}

const chargingStatus = (token: string, bookingId: number) =>
  apiGet<ChargingStatus>(`/api/charging/${bookingId}/status`, token);

/** Opens /payments the way a driver does at this size: the side menu on a desktop, More on a phone. */
async function openPaymentsFromMenu(page: Page) {
  await page.goto('/home');
  if (isPhone(page)) {
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'More' })
      .click();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Payments' }).click();
  } else {
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' });
    expect(await link.getAttribute('href')).toBe('/payments');
    await link.click();
  }
  await page.waitForURL('**/payments');
  await expectHeading(page, 'Payments');
}

/** Checks one wallet line on the page against the API's entry: label, booking, date, signed amount, balance. */
async function expectLine(page: Page, entry: WalletEntry, label: string) {
  const line = page.locator(
    `[data-testid="wallet-line"][data-kind="${entry.kind}"][data-booking-id="${entry.bookingId}"]`,
  );
  expect(await line.count()).toBe(1);
  expect(await line.getByTestId('wallet-line-label').textContent()).toBe(label);
  expect(await line.getByTestId('wallet-line-booking').textContent()).toBe(reference(entry.bookingId));
  expect(await line.getByTestId('wallet-line-date').textContent()).toBe(istDateTime(entry.createdAt));
  expect(await line.getByTestId('wallet-line-amount').textContent()).toBe(signed(entry.amount));
  expect(entry.balanceAfter).not.toBeNull();
  expect(await line.getByTestId('wallet-line-balance').textContent()).toBe(inr(Number(entry.balanceAfter)));
  return line;
}

/** A charger (of any station) whose booking total is above `minTotal`, with a free slot tomorrow. */
async function chargerAbove(minTotal: number): Promise<SingleCharger> {
  const stations = (await (await fetch(`${baseUrl()}/api/stations`)).json()) as Station[];
  const date = istTomorrow();
  for (const station of stations) {
    for (const c of station.chargers) {
      const price = Number(c.pricePerKwh);
      if (totalFor(price, c.power) <= minTotal) continue;
      const free = (await availableSlots(station.id, date, c.type, c.power)).find((s) => s.available);
      if (free) return { station, type: c.type, power: c.power, price, slot: free.time, date };
    }
  }
  throw new Error(`No charger with a total above ${minTotal} has a free slot tomorrow`);
}

/**
 * Two bookings of one driver on a charger whose total the wallet covers: the first free slot tomorrow and
 * another free one.
 */
async function twoBookings(account: TestAccount) {
  const charger = await findSingleCharger(500);
  const vehicle = await addVehicle(account.token, [charger.type]);
  const slots = await availableSlots(charger.station.id, charger.date, charger.type, charger.power);
  const other = slots.find((s) => s.available && s.time !== charger.slot);
  if (!other) throw new Error(`No second free slot at station ${charger.station.id}`);
  const first = await apiPost<Booking>('/api/bookings', bookingBody(charger, vehicle.id), account.token);
  const second = await apiPost<Booking>(
    '/api/bookings',
    bookingBody(charger, vehicle.id, other.time),
    account.token,
  );
  return { charger, first, second };
}

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('the wallet at %s (docs/product.md §2.5)', (_size, viewport) => {
  it(
    'pays from the real balance, then lists the wallet payment, the refund after cancelling and the settlement after charging, as the API says',
    async () => {
      const account = await registerAccount('Kavya Menon');
      const { first: toCharge, second: toCancel } = await twoBookings(account);

      // A booking paid by UPI and cancelled: the refund goes to the wallet, so the balance is no longer
      // the starting ₹650.00 (a screen showing a fixed figure would be caught here).
      const upi = await apiPost<{ payment: Payment }>(
        '/api/payments',
        { bookingId: toCancel.id, paymentMethod: 'upi', upiId: 'kavya@okicici' },
        account.token,
      );
      await eventually(
        () => getBooking(account.token, toCancel.id),
        (b) => b.status === 'confirmed',
      );
      await apiPost(`/api/bookings/${toCancel.id}/cancel`, {}, account.token);
      const afterRefund = await eventually(
        () => getStats(account.token),
        (s) => Number(s.walletBalance) > 650,
      );
      expect(afterRefund.walletBalance).toBe((650 + Number(upi.payment.amount)).toFixed(2));

      // The payment screen shows one balance, the API's.
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      await page.goto(`/payment/${toCharge.id}`);
      await expectHeading(page, 'Payment');
      await page.getByRole('tab', { name: 'Wallet' }).click();
      await page
        .getByTestId('wallet-balance')
        .filter({ hasText: inr(Number(afterRefund.walletBalance)) })
        .waitFor();
      expect(await page.getByTestId('wallet-balance').count()).toBe(1);
      expect(await page.getByText('Demo wallet balance', { exact: false }).count()).toBe(0);
      expect(await page.getByTestId('wallet-short').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expectToast(page, 'Payment successful', 'Your booking has been confirmed');
      await page.waitForURL(`**/booking-success/${toCharge.id}`);
      await eventually(
        () => getBooking(account.token, toCharge.id),
        (b) => b.status === 'confirmed',
      );

      // A charging session on the wallet-paid booking, started and stopped through the API.
      await control(account.token, toCharge.id, 'start');
      await eventually(
        () => chargingStatus(account.token, toCharge.id),
        (s) => s.status === 'active' && s.energyDelivered > 0,
        20_000,
      );
      await control(account.token, toCharge.id, 'stop');
      const settled = await eventually(
        () => walletHistory(account.token),
        (h) => h.entries.some((e) => e.kind === 'settlement'),
        20_000,
      );

      // What the API says: three lines, newest first, once each, each for its booking.
      expect(settled.hasMore).toBe(false);
      expect(settled.entries.map((e) => [e.kind, e.bookingId])).toEqual([
        ['settlement', toCharge.id],
        ['payment', toCharge.id],
        ['refund', toCancel.id],
      ]);
      const [settlement, walletPayment, refund] = settled.entries;
      const payment = await apiGet<Payment>(`/api/payments/booking/${toCharge.id}`, account.token);
      expect(walletPayment.amount).toBe(`-${payment.amount}`);
      expect(refund.amount).toBe(upi.payment.amount);
      expect(settlement.amount).toBe(payment.settlement?.returnedToWallet);
      const stats = await getStats(account.token);
      expect(settlement.balanceAfter).toBe(stats.walletBalance);

      // /payments, reached from the menu: the balance and the same three lines.
      await openPaymentsFromMenu(page);
      await page
        .getByTestId('wallet-balance')
        .filter({ hasText: inr(Number(stats.walletBalance)) })
        .waitFor();
      await page.getByTestId('wallet-line').first().waitFor();
      expect(
        await page
          .getByTestId('wallet-line')
          .evaluateAll((lines) => lines.map((l) => l.getAttribute('data-kind'))),
      ).toEqual(['settlement', 'payment', 'refund']);
      await expectLine(page, settlement, 'Charging settlement');
      await expectLine(page, walletPayment, 'Wallet payment');
      const refundLine = await expectLine(page, refund, 'Cancellation refund');
      await refundLine.getByText('Booking paid by UPI').waitFor();
      await page
        .getByText(
          'Card and UPI payments do not use the wallet, so they are not listed here; their refunds and settlements are.',
        )
        .waitFor();
      // The UPI payment itself is still in the payment history below, not a wallet line.
      await page.getByTestId('payment-row').filter({ hasText: 'UPI' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Each line leads to its booking.
      await refundLine.getByRole('link', { name: `Booking ${reference(toCancel.id)}` }).click();
      await page.waitForURL(`**/booking-success/${toCancel.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
    WALLET_JOURNEY_TIMEOUT_MS,
  );

  it(
    'warns on the payment screen before paying when the wallet is short, shows the server’s refusal, and a new wallet has no lines',
    async () => {
      const account = await registerAccount('Rohan Das');
      const charger = await chargerAbove(650);
      const vehicle = await addVehicle(account.token, [charger.type]);
      const booking = await apiPost<Booking>(
        '/api/bookings',
        bookingBody(charger, vehicle.id),
        account.token,
      );
      const total = totalFor(charger.price, charger.power);

      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      await page.goto(`/payment/${booking.id}`);
      await expectHeading(page, 'Payment');
      expect(await page.getByTestId('summary-total').textContent()).toBe(inr(total));
      await page.getByRole('tab', { name: 'Wallet' }).click();
      await page.getByTestId('wallet-balance').filter({ hasText: '₹650.00' }).waitFor();
      // Said before Pay Now is pressed.
      expect(await page.getByTestId('wallet-short').textContent()).toBe(
        'Your wallet balance is lower than the total. Pay by card or UPI instead.',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Pressed anyway: the server refuses with its own message, and nothing is taken.
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expectToast(
        page,
        'Payment failed',
        `Insufficient wallet balance: ${inr(total)} needed, ₹650.00 available`,
      );
      expect((await getStats(account.token)).walletBalance).toBe('650.00');
      expect(await walletHistory(account.token)).toEqual({ entries: [], hasMore: false });

      await openPaymentsFromMenu(page);
      await page.getByTestId('wallet-balance').filter({ hasText: '₹650.00' }).waitFor();
      await page.getByTestId('wallet-history-empty').filter({ hasText: 'No wallet activity yet.' }).waitFor();
      expect(await page.getByTestId('wallet-line').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
