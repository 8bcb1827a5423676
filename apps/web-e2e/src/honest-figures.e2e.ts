import type { Browser, Page } from 'playwright-core';
import type {
  Booking,
  ChargingSessionSummary,
  ChargingStatus,
  UserStats,
} from '@chargesetu/shared/contracts';
import { seriousA11yViolations } from './support/a11y';
import { JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import {
  addVehicle,
  apiPost,
  availableSlots,
  bookingBody,
  eventually,
  findSingleCharger,
  getBooking,
  inr,
  type SingleCharger,
} from './support/bookings-api';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { apiGet, registerAccount, seedSession, type TestAccount } from './support/session';

// Issue #18, "No made-up figures" (docs/product.md §2.7, §2.15, §3): a driver's screens show real figures,
// or say plainly what is not known, and never a sample, an estimate drawn at random or a made-up amount.
// Everything here is real: accounts, vehicles, bookings, payments and sessions made through the API of the
// platform under test (its chargers are simulated OCPP charge points; charging runs 60× fast).

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

const tile = (page: Page, key: string) => page.getByTestId(`tile-${key}`);
const dashboardTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name, exact: true });
const quickActions = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });

/**
 * No trace of the figures the driver's screens used to invent: the "Sample" and "Estimate" labels, the
 * sample session (42% → target 80%, ₹234.00), a vehicle's estimated range, sample history rows.
 */
async function expectNothingInvented(page: Page): Promise<void> {
  for (const testId of ['label-sample', 'label-estimate', 'vehicle-range', 'history-sample']) {
    expect({ testId, count: await page.getByTestId(testId).count() }).toEqual({ testId, count: 0 });
  }
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).not.toContain('Sample');
  expect(text).not.toContain('target 80%');
  expect(text).not.toContain('₹234.00');
}

/** The dashboard marks nothing as an estimate any more (the charging screen's own captions may say so). */
async function expectNoEstimates(page: Page): Promise<void> {
  expect((await page.locator('main').textContent()) ?? '').not.toMatch(/Estimate/);
}

/** A paid booking of the driver on that charger and slot, confirmed by the bookings service. */
async function confirmedBooking(
  account: TestAccount,
  charger: SingleCharger,
  vehicleId: number,
  slot: string,
) {
  const created = await apiPost<Booking>(
    '/api/bookings',
    bookingBody(charger, vehicleId, slot),
    account.token,
  );
  await apiPost(
    '/api/payments',
    { bookingId: created.id, paymentMethod: 'upi', upiId: 'driver@okaxis' },
    account.token,
  );
  return eventually(
    () => getBooking(account.token, created.id),
    (b) => b.status === 'confirmed',
  );
}

const chargingStatus = (account: TestAccount, bookingId: number) =>
  apiGet<ChargingStatus>(`/api/charging/${bookingId}/status`, account.token);

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
] as const)('no made-up figures for drivers at %s', (_size, viewport) => {
  it(
    'a new driver’s dashboard shows real figures, "₹0.00" paid, no sample session, and Active Charging disabled',
    async () => {
      const account = await registerAccount('Divya Menon');
      await addVehicle(account.token, ['CCS2'], 'Nexon EV');
      const stats = await apiGet<UserStats>('/api/user/stats', account.token);
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);

      await page.goto('/user-dashboard');
      await expectHeading(page, 'Dashboard');

      // Avg. Monthly Cost: nothing paid, said plainly (not the wallet's starting savings / 3).
      const monthly = tile(page, 'avgMonthlyCost');
      await monthly.getByTestId('tile-value').getByText('₹0.00', { exact: true }).waitFor();
      await monthly.getByText('Nothing paid for charging yet').waitFor();
      expect(await monthly.textContent()).not.toContain(inr(Math.round(Number(stats.totalSavings) / 3)));
      // The other tiles are the account's real figures.
      await tile(page, 'walletBalance')
        .getByText(inr(Number(stats.walletBalance)), { exact: true })
        .waitFor();
      await tile(page, 'activeBookings').getByTestId('tile-value').getByText('0', { exact: true }).waitFor();
      await tile(page, 'vehicles').getByTestId('tile-value').getByText('1', { exact: true }).waitFor();

      // No session: Active Charging is disabled and says why; it never opens someone's /charging/1.
      const activeCharging = quickActions(page).getByRole('button', { name: 'Active Charging' });
      await page
        .getByTestId('quick-action-active-charging-description')
        .getByText('No charging session right now')
        .waitFor();
      expect(await activeCharging.isDisabled()).toBe(true);
      expect(await quickActions(page).getByRole('link', { name: 'Active Charging' }).count()).toBe(0);

      // The charging card: an honest empty state leading to My Bookings, no sample figures.
      const card = page.getByTestId('active-charging-card');
      await card.getByText('No charging session right now').waitFor();
      expect(await card.getByTestId('session-battery').count()).toBe(0);
      expect(await card.getByRole('link', { name: 'My Bookings' }).getAttribute('href')).toBe('/bookings');

      // The vehicle: its battery level is unknown, with why.
      const vehicles = page.getByTestId('vehicle-status');
      await vehicles.getByText('Tata Nexon EV').waitFor();
      expect(await vehicles.getByTestId('vehicle-battery').textContent()).toBe('Unknown');
      await vehicles
        .getByText('ChargeSetu has no live data from your car, so its battery level is unknown.')
        .waitFor();
      expect(await vehicles.textContent()).not.toMatch(/\d+\s?%|km/);
      await page.getByTestId('nearby-stations').getByTestId('dashboard-station').nth(2).waitFor();
      // A station without a rating reads "New" (none of the first three may lack one: then all are real).
      for (const rating of await page.getByTestId('station-rating').allTextContents()) {
        expect(rating).toMatch(/^(New|[1-5]\.\d)$/);
      }
      await expectNothingInvented(page);
      await expectNoEstimates(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The Charging Monitor tab: the same empty state, no figures and no controls that do nothing.
      await dashboardTab(page, 'Charging Monitor').click();
      const monitor = page.getByTestId('charging-monitor');
      await monitor.getByText('No charging session right now').waitFor();
      expect(await monitor.getByRole('button', { name: 'Stop Charging' }).count()).toBe(0);
      expect(await monitor.getByTestId('fact-energy-delivered').count()).toBe(0);
      expect(await monitor.getByRole('link', { name: 'Find Stations' }).getAttribute('href')).toBe('/home');
      await expectNothingInvented(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Profile Settings: no made-up saved card.
      await dashboardTab(page, 'Profile Settings').click();
      const payments = page.getByTestId('payment-methods');
      await payments.getByText('No saved payment methods').waitFor();
      expect(await payments.getByText('Default', { exact: true }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The card's link goes to My Bookings.
      await dashboardTab(page, 'Overview').click();
      await page.getByTestId('active-charging-card').getByRole('link', { name: 'My Bookings' }).click();
      await page.waitForURL((url) => url.pathname === '/bookings');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the vehicles page and the dashboard’s My Vehicles show what is known of a car and no made-up battery level',
    async () => {
      const account = await registerAccount('Rohan Das');
      const vehicle = await apiPost<{ id: number }>(
        '/api/vehicles',
        {
          make: 'MG',
          model: 'ZS EV',
          registrationNumber: 'KA 01 HF 2026',
          connectorTypes: ['CCS2'],
          year: '2024',
          batteryCapacity: '50.3',
        },
        account.token,
      );
      expect(vehicle.id).toBeGreaterThan(0);
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);

      await page.goto('/vehicles');
      await expectHeading(page, 'My Vehicles');
      const card = page.getByRole('article', { name: 'MG ZS EV' });
      await card.waitFor();
      // What the driver entered, and nothing more: the capacity, not a charge level.
      await card.getByText('50.3 kWh', { exact: true }).waitFor();
      expect(await card.textContent()).not.toMatch(/\d+\s?%/);
      expect(await card.getByRole('progressbar').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto('/dashboard?tab=vehicles');
      await expectHeading(page, 'Dashboard');
      const tab = page.getByTestId('vehicles-tab');
      const summary = tab.getByTestId('dashboard-vehicle');
      await summary.getByText('MG ZS EV').waitFor();
      expect(await summary.getByTestId('vehicle-battery').textContent()).toBe('Unknown');
      await summary.getByText('50.3 kWh', { exact: true }).waitFor();
      expect(await summary.textContent()).not.toMatch(/\d+\s?%|km/);
      expect(await summary.getByRole('progressbar').count()).toBe(0);
      await tab.getByTestId('vehicle-battery-note').waitFor();
      await expectNothingInvented(page);
      await expectNoEstimates(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'with a session running, Active Charging opens it; once it has ended, the next booking’s history lists it',
    async () => {
      const account = await registerAccount('Kabir Sethi');
      const charger = await findSingleCharger();
      const vehicle = await addVehicle(account.token, [charger.type]);
      const free = (await availableSlots(charger.station.id, charger.date, charger.type, charger.power))
        .filter((s) => s.available)
        .map((s) => s.time);
      expect(free.length).toBeGreaterThanOrEqual(2);
      const first = await confirmedBooking(account, charger, vehicle.id, free[0]);
      const next = await confirmedBooking(account, charger, vehicle.id, free[1]);

      // Start the first one (the platform lets a paid booking start days early) and wait for the charger.
      await apiPost(`/api/charging/${first.id}/control`, { action: 'start' }, account.token);
      await eventually(
        () => chargingStatus(account, first.id),
        (s) => s.status === 'active',
        20_000,
      );

      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      await page.goto('/user-dashboard');
      await expectHeading(page, 'Dashboard');
      const open = quickActions(page).getByRole('link', { name: 'Active Charging' });
      await open.waitFor();
      expect(await open.getAttribute('href')).toBe(`/charging/${first.id}`);
      await page
        .getByTestId('quick-action-active-charging-description')
        .getByText('Watch your session live')
        .waitFor();
      // The card shows the live session, not the empty state.
      const card = page.getByTestId('active-charging-card');
      await card.getByText('Live', { exact: true }).waitFor();
      expect(await card.getByText('No charging session right now').count()).toBe(0);
      await expectNothingInvented(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await open.click();
      await page.waitForURL((url) => url.pathname === `/charging/${first.id}`);
      await expectHeading(page, charger.station.name);
      // This new driver has no earlier session: the history says so, with no sample.
      await page.getByTestId('history-empty').getByText('No earlier sessions yet').waitFor();
      await expectNothingInvented(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Stop it (through the API: the screen's Stop is charging.e2e.ts's journey) and wait for the meter's bill.
      await apiPost(`/api/charging/${first.id}/control`, { action: 'stop' }, account.token);
      const ended = await eventually(
        () => chargingStatus(account, first.id),
        (s) => s.status === 'completed',
        20_000,
      );
      const [listed] = await apiGet<ChargingSessionSummary[]>(
        '/api/charging/sessions?limit=1',
        account.token,
      );
      expect(listed).toMatchObject({ bookingId: first.id, status: 'completed', cost: ended.costSoFar });

      // No session now: Active Charging is disabled again.
      await page.goto('/user-dashboard');
      await expectHeading(page, 'Dashboard');
      await page
        .getByTestId('quick-action-active-charging-description')
        .getByText('No charging session right now')
        .waitFor();
      expect(await quickActions(page).getByRole('button', { name: 'Active Charging' }).isDisabled()).toBe(
        true,
      );

      // The next booking's charging page: this session first, then the real earlier one.
      await page.goto(`/charging/${next.id}`);
      await expectHeading(page, charger.station.name);
      const row = page.getByTestId('history-session');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.getAttribute('data-booking-id')).toBe(String(first.id));
      expect(await row.getByRole('link', { name: charger.station.name }).getAttribute('href')).toBe(
        `/charging/${first.id}`,
      );
      await row.getByText(`${ended.energyDelivered.toFixed(2)} kWh`, { exact: false }).waitFor();
      await row.getByText(inr(Number(ended.costSoFar)), { exact: true }).waitFor();
      expect(await page.getByTestId('history-current').getAttribute('data-booking-id')).toBe(String(next.id));
      await expectNothingInvented(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS * 2,
  );
});
