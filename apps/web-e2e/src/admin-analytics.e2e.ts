import { readFileSync } from 'node:fs';
import type {
  AdminSystem,
  Booking,
  BookingsAnalytics,
  ChargingStatus,
  EnergyAnalytics,
  Station,
  UserGrowth,
} from '@chargesetu/shared/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import {
  addVehicle,
  apiPost,
  bookingBody,
  eventually,
  findSingleCharger,
  getBooking,
  istInstant,
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
import { ADMIN, apiGet, apiSignIn, registerAccount, seedSession, type TestAccount } from './support/session';

// The platform under test charges 60× faster than the clock and lets a paid booking start days early
// (global-setup): the journey books tomorrow's slot, pays and charges it now, for a few seconds.

const SERVICES = ['auth', 'stations', 'bookings', 'payments', 'charging', 'assistant', 'ocpp'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// How the dashboard writes figures, written out here rather than taken from the app.
const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const oneDecimal = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 1 });
const monthName = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
/** The IST hour of day of a slot. */
const istHourOf = (date: string, hhmm: string) =>
  Number(new Date(istInstant(date, hhmm).getTime() + 330 * 60_000).toISOString().slice(11, 13));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A paid booking of tomorrow's slot, charged now for a couple of seconds and stopped: a completed session. */
async function chargedSession(driver: TestAccount) {
  const charger = await findSingleCharger();
  const vehicle = await addVehicle(driver.token, [charger.type]);
  const booking = await apiPost<Booking>('/api/bookings', bookingBody(charger, vehicle.id), driver.token);
  await apiPost(
    '/api/payments',
    { bookingId: booking.id, paymentMethod: 'upi', upiId: 'meera@okaxis' },
    driver.token,
  );
  await eventually(
    () => getBooking(driver.token, booking.id),
    (b) => b.status === 'confirmed',
  );
  const status = () => apiGet<ChargingStatus>(`/api/charging/${booking.id}/status`, driver.token);
  await apiPost(`/api/charging/${booking.id}/control`, { action: 'start' }, driver.token);
  await eventually(status, (s) => s.status === 'active', 20_000);
  await new Promise((r) => setTimeout(r, 2_000));
  await apiPost(`/api/charging/${booking.id}/control`, { action: 'stop' }, driver.token);
  await eventually(status, (s) => s.status === 'completed', 20_000);
  return charger;
}

/** Clicks a report's download and answers the CSV's lines. */
async function downloadedLines(page: Page, panel: Locator, title: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: `Download CSV of the ${title} report` }).click(),
  ]);
  return readFileSync(must(await download.path(), `the ${title} file`), 'utf8')
    .trimEnd()
    .split('\r\n');
}

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
    'a new driver, their booking and charged session show in the Analytics figures as the APIs say, and in its reports; System lists every service',
    async () => {
      const admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
      const growthBefore = await apiGet<UserGrowth>('/api/auth/admin/users/growth?months=12', admin.token);
      const driver = await registerAccount('Meera Pillai');
      const growth = await apiGet<UserGrowth>('/api/auth/admin/users/growth?months=12', admin.token);
      const thisMonth = must(growth.months.at(-1), 'this month');
      expect(thisMonth.newDrivers).toBe(must(growthBefore.months.at(-1), 'this month').newDrivers + 1);
      expect(thisMonth.totalDrivers).toBe(must(growthBefore.months.at(-1), 'this month').totalDrivers + 1);

      // The session starts today; its booked slot is tomorrow: the range covers both.
      const from = todayIst();
      const to = (await findSingleCharger()).date;
      const range = `from=${from}&to=${to}`;
      const energyBefore = await apiGet<EnergyAnalytics>(`/api/charging/analytics?${range}`, admin.token);
      const charger = await chargedSession(driver);
      const bookings = await apiGet<BookingsAnalytics>(`/api/bookings/analytics?${range}`, admin.token);
      const energy = await apiGet<EnergyAnalytics>(`/api/charging/analytics?${range}`, admin.token);
      expect(energy.sessionTime.sessions).toBe(energyBefore.sessionTime.sessions + 1);
      const average = must(energy.sessionTime.averageMinutes, 'the average session time');
      const hour = istHourOf(charger.date, charger.slot);
      expect(bookings.byHour[hour].bookings).toBeGreaterThanOrEqual(1);

      // Bookings per city: the API's per-station counts under each station's catalogue city.
      const stations = (await (await fetch(`${baseUrl()}/api/stations`)).json()) as Station[];
      const city = charger.station.address.city;
      const inCity = new Set(stations.filter((s) => s.address.city === city).map((s) => s.id));
      const cityBookings = sum(
        bookings.byStation.filter((s) => inCity.has(s.stationId)).map((s) => s.bookings),
      );
      const cityStations = bookings.byStation.filter((s) => inCity.has(s.stationId) && s.bookings > 0).length;
      expect(cityBookings).toBeGreaterThanOrEqual(1);

      // Only administrators read these routes.
      for (const path of [
        `/api/bookings/analytics?${range}`,
        `/api/charging/analytics?${range}`,
        '/api/auth/admin/users/growth',
        '/api/admin/system',
      ]) {
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
      await panel.getByTestId('analytics-from').fill(from);
      await panel.getByTestId('analytics-to').fill(to);
      const card = (title: string) => panel.getByRole('region', { name: title, exact: true });

      // Bookings per hour and station (bookings service).
      await panel
        .getByTestId(`analytics-hour-${hour}-bookings`)
        .getByText(count(bookings.byHour[hour].bookings), { exact: true })
        .waitFor();
      const stationRow = must(
        bookings.byStation.find((s) => s.stationId === charger.station.id),
        `the row of station ${charger.station.id}`,
      );
      await panel
        .getByTestId(`analytics-station-${charger.station.id}-bookings`)
        .getByText(count(stationRow.bookings), { exact: true })
        .waitFor();

      // Session time (charging service): the average and the count of completed sessions.
      const sessions = energy.sessionTime.sessions;
      await card('Session time')
        .getByText(`Average ${oneDecimal(average)} minute`, { exact: false })
        .waitFor();
      await card('Session time')
        .getByText(
          `${count(sessions)} completed session${sessions === 1 ? '' : 's'}, ${oneDecimal(average)} minute`,
          {
            exact: false,
          },
        )
        .waitFor();

      // User growth (auth service): drivers now and this month's new ones.
      await card('User growth')
        .getByText(
          `${count(thisMonth.totalDrivers)} driver${thisMonth.totalDrivers === 1 ? '' : 's'} now (`,
          { exact: false },
        )
        .waitFor();
      await card('User growth')
        .getByText(`${count(thisMonth.newDrivers)} of them in ${monthName(thisMonth.month)}.`, {
          exact: false,
        })
        .waitFor();

      // City distribution: the city of the booked station adds up its stations' bookings.
      const slug = city.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await card('City distribution')
        .getByTestId(`analytics-city-${slug}-bookings`)
        .getByText(count(cityBookings), { exact: true })
        .waitFor();
      for (const title of [
        'Booking frequency',
        'Station utilisation',
        'User growth',
        'Session time',
        'City distribution',
        'Custom reports',
      ]) {
        await panel.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
      }
      expect(await panel.getByText('Sample data').count()).toBe(0);
      await panel.locator('figure svg').first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The reports are files of the same figures.
      const hours = await downloadedLines(page, panel, 'Bookings by hour');
      expect(hours).toHaveLength(25);
      expect(hours[hour + 1].split(',').slice(0, 2)).toEqual([
        `${String(hour).padStart(2, '0')}:00`,
        String(bookings.byHour[hour].bookings),
      ]);
      const stationLines = await downloadedLines(page, panel, 'Station performance');
      const stationLine = must(
        stationLines.find((l) => l.startsWith(`${charger.station.id},`)),
        'the station in its report',
      );
      expect(stationLine).toContain(`,${stationRow.bookings},${stationRow.bookedMinutes},`);
      const energyRow = must(
        energy.byStation.find((s) => s.stationId === charger.station.id),
        'its energy',
      );
      expect(stationLine.endsWith(`,${energyRow.sessions},${energyRow.energyKwh}`)).toBe(true);
      const growthLines = await downloadedLines(page, panel, 'Driver growth');
      expect(growthLines.at(-1)).toBe(`${thisMonth.month},${thisMonth.newDrivers},${thisMonth.totalDrivers}`);
      const cityLines = await downloadedLines(page, panel, 'Bookings by city');
      expect(cityLines[0]).toBe('City,Stations booked,Bookings,Share (%)');
      expect(
        cityLines
          .find((l) => l.startsWith(`${city},`))
          ?.split(',')
          .slice(0, 3),
      ).toEqual([city, String(cityStations), String(cityBookings)]);

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
    JOURNEY_TIMEOUT_MS * 2,
  );
});
