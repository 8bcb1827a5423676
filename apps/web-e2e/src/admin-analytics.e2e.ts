import type { AdminSystem, Booking, BookingsAnalytics } from '@chargesetu/shared/contracts';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { addVehicle, apiPost, bookingBody, findSingleCharger, istInstant } from './support/bookings-api';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { ADMIN, apiGet, apiSignIn, registerAccount, seedSession } from './support/session';

const SERVICES = ['auth', 'stations', 'bookings', 'payments', 'charging', 'assistant', 'ocpp'];
const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
/** The IST hour of day of a slot, written out here rather than taken from the app. */
const istHourOf = (date: string, hhmm: string) =>
  Number(new Date(istInstant(date, hhmm).getTime() + 330 * 60_000).toISOString().slice(11, 13));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('admin analytics and system at %s (docs/product.md §2.14)', (_size, viewport) => {
  it(
    'a booking made through the API shows in the Analytics figure for its hour; System lists every service as ready',
    async () => {
      const admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
      const driver = await registerAccount('Meera Pillai');
      const charger = await findSingleCharger();
      const vehicle = await addVehicle(driver.token, [charger.type]);
      const range = `from=${charger.date}&to=${charger.date}`;
      const hour = istHourOf(charger.date, charger.slot);
      const before = await apiGet<BookingsAnalytics>(`/api/bookings/analytics?${range}`, admin.token);
      await apiPost<Booking>('/api/bookings', bookingBody(charger, vehicle.id), driver.token);
      const after = await apiGet<BookingsAnalytics>(`/api/bookings/analytics?${range}`, admin.token);
      expect(after.byHour[hour].bookings).toBe(before.byHour[hour].bookings + 1);

      // Only administrators read either route.
      for (const path of [`/api/bookings/analytics?${range}`, '/api/admin/system']) {
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
      await page.getByRole('tab', { name: 'Analytics', exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByTestId('analytics-from').fill(charger.date);
      await panel.getByTestId('analytics-to').fill(charger.date);
      const cell = panel.getByTestId(`analytics-hour-${hour}-bookings`);
      await cell.getByText(count(after.byHour[hour].bookings), { exact: true }).waitFor();
      const stationRow = after.byStation.find((s) => s.stationId === charger.station.id);
      if (!stationRow) throw new Error(`the analytics have no row for station ${charger.station.id}`);
      await panel
        .getByTestId(`analytics-station-${charger.station.id}-bookings`)
        .getByText(count(stationRow.bookings), { exact: true })
        .waitFor();
      await panel.getByRole('heading', { level: 2, name: 'Booking frequency', exact: true }).waitFor();
      await panel.getByRole('heading', { level: 2, name: 'Station utilisation', exact: true }).waitFor();
      await panel.locator('figure svg').first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'System', exact: true }).click();
      const system = await apiGet<AdminSystem>('/api/admin/system', admin.token);
      expect(system.services.map((s) => s.name)).toEqual(SERVICES);
      for (const name of SERVICES) {
        await panel.getByTestId(`service-status-${name}`).getByText('Ready', { exact: true }).waitFor();
      }
      await panel.getByText('All 7 services ready, in one process (all-in-one)').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
