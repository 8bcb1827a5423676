import type {
  AdminFinance,
  AdminStationStats,
  Booking,
  CreatePaymentResponse,
} from '@chargesetu/shared/contracts';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import {
  addVehicle,
  apiPost,
  bookingBody,
  eventually,
  findSingleCharger,
  getBooking,
} from './support/bookings-api';
import {
  baseUrl,
  DESKTOP,
  expectHeading,
  finishTest,
  launchChromium,
  PHONE,
  must,
  todayIst,
} from './support/browser';
import { ADMIN, apiGet, apiSignIn, registerAccount, seedSession } from './support/session';

/** Rupees as the dashboard writes them (en-IN, 2 decimals), written out here rather than taken from the app. */
const inr = (amount: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    Number(amount),
  );
const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('admin finance and stations at %s (docs/product.md §2.14)', (_size, viewport) => {
  it(
    "a booking paid through the API shows in today's Finance figures and its station's bookings, as the API says",
    async () => {
      const admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
      const driver = await registerAccount('Rohan Desai');
      const charger = await findSingleCharger();
      const vehicle = await addVehicle(driver.token, [charger.type]);
      const today = todayIst();
      const todayQuery = `/api/admin/finance?period=day&from=${today}&to=${today}`;
      const before = await apiGet<AdminFinance>(todayQuery, admin.token);

      const booking = await apiPost<Booking>('/api/bookings', bookingBody(charger, vehicle.id), driver.token);
      const { payment } = await apiPost<CreatePaymentResponse>(
        '/api/payments',
        { bookingId: booking.id, paymentMethod: 'upi', upiId: 'rohan@okicici' },
        driver.token,
      );
      await eventually(
        () => getBooking(driver.token, booking.id),
        (b) => b.status === 'confirmed',
      );
      const after = await apiGet<AdminFinance>(todayQuery, admin.token);
      const bucket = must(
        after.buckets.find((b) => b.key === today),
        'today',
      );
      expect(bucket.paymentCount).toBe(before.totals.paymentCount + 1);
      expect(Math.round(Number(bucket.payments) * 100)).toBe(
        Math.round((Number(before.totals.payments) + Number(payment.amount)) * 100),
      );
      const stats = await apiGet<AdminStationStats>('/api/admin/stations/stats', admin.token);
      const station = must(
        stats.stations.find((s) => s.stationId === charger.station.id),
        'the station',
      );
      expect(station.paid).toBeGreaterThanOrEqual(1);

      // Only administrators read either route.
      for (const path of [todayQuery, '/api/admin/stations/stats']) {
        const asDriver = await fetch(`${baseUrl()}${path}`, {
          headers: { Authorization: `Bearer ${driver.token}` },
        });
        expect(asDriver.status).toBe(403);
        expect((await fetch(`${baseUrl()}${path}`)).status).toBe(401);
      }

      const { context, page, consoleErrors } = await openJourney(browser, viewport);
      await seedSession(context, admin);
      await page.goto('/admin-dashboard');
      await expectHeading(page, 'Admin Dashboard');
      await page.getByRole('tab', { name: 'Financial Management', exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading', { level: 2, name: 'Revenue', exact: true }).waitFor();
      // The default range (the last 30 days) ends today: today's row equals the API's figures.
      await panel
        .getByTestId(`finance-paid-${today}`)
        .getByText(inr(bucket.payments), { exact: true })
        .waitFor();
      await panel.getByTestId(`finance-net-${today}`).getByText(inr(bucket.net), { exact: true }).waitFor();
      await panel.getByTestId(`finance-gst-${today}`).getByText(inr(bucket.gst), { exact: true }).waitFor();
      await panel
        .getByTestId(`finance-transaction-${payment.id}`)
        .getByText(must(payment.transactionId, 'transaction id'), { exact: true })
        .waitFor();
      for (const heading of ['Transactions', 'Refund requests', 'Revenue breakdown', 'Financial report']) {
        await panel.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
      }
      expect(await panel.getByText('Sample data').count()).toBe(0);
      await panel.locator('figure svg').first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Grouped by month, this month's row includes today's payment.
      await panel.getByRole('combobox', { name: 'Group by' }).click();
      await page.getByRole('option', { name: 'Month', exact: true }).click();
      const month = await apiGet<AdminFinance>('/api/admin/finance?period=month', admin.token);
      const thisMonth = must(month.buckets.at(-1), 'this month');
      await panel
        .getByTestId(`finance-paid-${thisMonth.key}`)
        .getByText(inr(thisMonth.payments), { exact: true })
        .waitFor();

      await page.getByRole('tab', { name: 'Station Management', exact: true }).click();
      const stationsNow = await apiGet<AdminStationStats>('/api/admin/stations/stats', admin.token);
      const mine = must(
        stationsNow.stations.find((s) => s.stationId === charger.station.id),
        'the station now',
      );
      await panel
        .getByTestId(`station-paid-${charger.station.id}`)
        .getByText(count(mine.paid), { exact: true })
        .waitFor();
      await panel
        .getByTestId(`station-revenue-${charger.station.id}`)
        .getByText(inr(mine.revenue), { exact: true })
        .waitFor();
      await panel.getByRole('heading', { level: 2, name: 'Approval requests', exact: true }).waitFor();
      await panel.getByText('is measured in the Analytics tab', { exact: false }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
    // Two tabs, a month regrouping and two axe scans: about 85 s at each size, over the usual budget.
    2 * JOURNEY_TIMEOUT_MS,
  );
});
