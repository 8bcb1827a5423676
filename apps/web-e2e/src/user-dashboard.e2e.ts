import type { Browser, Page } from 'playwright-core';
import type {
  Booking,
  NotificationPreferences,
  Payment,
  Station,
  UserStats,
} from '@chargesetu/shared/contracts';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { apiGet, registerAccount, seedSession, type TestAccount } from './support/session';
import { haversineKm, kmText } from './support/stations-api';

// The dashboard journeys (docs/product.md §2.15) against the real platform: the account, its vehicle, its
// bookings and payments are all made through the API, and the page must show them.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

const SLOT_MS = 30 * 60_000;
const IST_MS = 330 * 60_000;
const DAY_MS = 24 * 3600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw Object.assign(new Error(`${method} ${path}: ${response.status} ${text}`), {
      status: response.status,
    });
  return JSON.parse(text) as T;
}

/** The instant of an IST wall-clock time `days` days from today (IST), e.g. tomorrow 10:30. */
function istSlot(days: number, minutesOfDay: number): number {
  const todayIstMidnight = Math.floor((Date.now() + IST_MS) / DAY_MS) * DAY_MS - IST_MS;
  return todayIstMidnight + days * DAY_MS + minutesOfDay * 60_000;
}

/** The dashboard's time text (docs/product.md §9), computed here independently of the app. */
function dashboardTime(instant: number): string {
  const ist = new Date(instant + IST_MS);
  const hhmm = `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
  const dayOf = (ms: number) => Math.floor((ms + IST_MS) / DAY_MS);
  const days = dayOf(instant) - dayOf(Date.now());
  if (days === 0) return `Today, ${hhmm}`;
  if (days === 1) return `Tomorrow, ${hhmm}`;
  return `${MONTHS[ist.getUTCMonth()]} ${ist.getUTCDate()}, ${hhmm}`;
}

/**
 * What a disabled Start Charging says for a slot on a later day (it opens 15 minutes before the slot,
 * CHARGING_EARLY_START_MINUTES): "Charging opens on 25 Nov 2026 at 10:15 AM", computed here independently.
 */
function opensOnText(slotStart: number): string {
  const ist = new Date(slotStart - 15 * 60_000 + IST_MS);
  const h = ist.getUTCHours();
  const time = `${h % 12 === 0 ? 12 : h % 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return `Charging opens on ${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()} at ${time}`;
}

const inr = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    amount,
  );

interface Setup {
  account: TestAccount;
  /** Paid by UPI, tomorrow. */
  upi: Booking;
  /** Paid from the wallet, two days from now. */
  wallet: Booking;
  stats: UserStats;
}

/**
 * A driver with one vehicle and two confirmed bookings on a round-the-clock station's cheapest
 * charger: one paid by UPI, one from the wallet (so the wallet is no longer the starting ₹650.00).
 */
async function driverWithBookings(name: string): Promise<Setup> {
  const account = await registerAccount(name);
  const { token } = account;
  const stations = await call<Station[]>('GET', '/api/stations', token);
  const connectors = ['CCS2', 'Type 2', 'CHAdeMO'];
  const choices = stations
    .filter((s) => s.operatingHours === '24/7')
    .flatMap((s) => s.chargers.filter((c) => connectors.includes(c.type)).map((c) => ({ s, c })))
    .sort((a, b) => Number(a.c.pricePerKwh) * a.c.power - Number(b.c.pricePerKwh) * b.c.power);
  if (choices.length === 0) throw new Error('no 24/7 station with a CCS2, Type 2 or CHAdeMO charger');
  const { s: station, c: charger } = choices[0];
  const vehicle = await call<{ id: number }>('POST', '/api/vehicles', token, {
    make: 'Tata',
    model: 'Nexon EV',
    registrationNumber: 'MH 12 DB 2026',
    connectorTypes: connectors,
    batteryCapacity: '40.5',
  });

  // The grid is 06:00-23:30 IST; another journey may hold a slot, so try the next one on a conflict.
  async function book(days: number): Promise<Booking> {
    for (let minutes = 8 * 60 + Math.floor(Math.random() * 20) * 30; minutes <= 23 * 60; minutes += 30) {
      const start = istSlot(days, minutes);
      try {
        return await call<Booking>('POST', '/api/bookings', token, {
          stationId: station.id,
          vehicleId: vehicle.id,
          chargerType: charger.type,
          power: charger.power,
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + SLOT_MS).toISOString(),
        });
      } catch (error) {
        if ((error as { status?: number }).status !== 409) throw error;
      }
    }
    throw new Error(`no free slot at station ${station.id} in ${days} days`);
  }
  async function confirmed(id: number): Promise<Booking> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const booking = await call<Booking>('GET', `/api/bookings/${id}`, token);
      if (booking.status === 'confirmed') return booking;
      if (Date.now() > deadline) throw new Error(`booking ${id} is still ${booking.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const first = await book(1);
  await call('POST', '/api/payments', token, {
    bookingId: first.id,
    paymentMethod: 'upi',
    upiId: 'driver@okaxis',
  });
  const second = await book(2);
  await call('POST', '/api/payments', token, { bookingId: second.id, paymentMethod: 'wallet' });
  const upi = await confirmed(first.id);
  const wallet = await confirmed(second.id);
  const stats = await apiGet<UserStats>('/api/user/stats', token);
  return { account, upi, wallet, stats };
}

const tileValue = (page: Page, key: string) => page.getByTestId(`tile-${key}`).getByTestId('tile-value');
const dashboardTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name, exact: true });

async function expectTileText(page: Page, key: string, text: string) {
  await page.getByTestId(`tile-${key}`).getByTestId('tile-value').getByText(text, { exact: true }).waitFor();
  expect(await tileValue(page, key).textContent()).toBe(text);
}

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
] as const)('user dashboard at %s (docs/product.md §2.15)', (_size, viewport) => {
  it(
    'shows the real bookings and wallet, every tab opens, and the quick actions navigate',
    async () => {
      const { account, upi, wallet, stats } = await driverWithBookings('Meera Nair');
      expect(stats.walletBalance).not.toBe('650.00');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);

      await page.goto('/user-dashboard');
      await expectHeading(page, 'Dashboard');
      expect(await page.getByTestId('welcome-name').textContent()).toBe('Welcome back, Meera Nair!');
      expect(await page.getByTestId('welcome-avatar').textContent()).toBe('M');

      // The tiles: the wallet from GET /api/user/stats, the real counts, and Avg. Monthly Cost from the
      // driver's real payments: the two made just now, over this one month.
      await expectTileText(page, 'walletBalance', inr(Number(stats.walletBalance)));
      await expectTileText(page, 'activeBookings', '2');
      await expectTileText(page, 'vehicles', '1');
      const payments = await apiGet<Payment[]>('/api/payments', account.token);
      const paidPaise = payments
        .filter((p) => p.status === 'completed')
        .reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
      expect(paidPaise).toBeGreaterThan(0);
      await expectTileText(page, 'avgMonthlyCost', inr(paidPaise / 100));

      // Upcoming bookings: the two real ones, soonest first, in the dashboard's time format.
      const upcoming = page.getByTestId('upcoming-bookings');
      const rows = upcoming.getByTestId('dashboard-booking');
      await rows.nth(1).waitFor();
      expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-booking-id')))).toEqual([
        String(upi.id),
        String(wallet.id),
      ]);
      const first = rows.first();
      expect(await first.getByTestId('booking-time').textContent()).toBe(
        dashboardTime(Date.parse(upi.startTime)),
      );
      expect(await first.getByTestId('booking-time').textContent()).toMatch(/^Tomorrow, \d\d:\d\d$/);
      expect(await first.getByTestId('booking-status').textContent()).toBe('Confirmed');
      expect(await first.getByText(upi.station?.name ?? '', { exact: true }).count()).toBe(1);
      expect(await rows.nth(1).getByTestId('booking-time').textContent()).toBe(
        dashboardTime(Date.parse(wallet.startTime)),
      );
      // Tomorrow's slot cannot start yet: Start Charging is disabled and says when it opens (the platform under
      // test lets a booking start days early; the web app keeps to the product's 15 minutes).
      expect(await first.getByRole('button', { name: 'Start Charging', exact: true }).isDisabled()).toBe(
        true,
      );
      expect(await first.getByRole('link', { name: /Start/ }).count()).toBe(0);
      expect(await first.getByTestId('charging-opens').textContent()).toBe(
        opensOnText(Date.parse(upi.startTime)),
      );
      expect(await first.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
        `/booking-success/${upi.id}`,
      );

      // No running session: said plainly, with no figure.
      const charging = page.getByTestId('active-charging-card');
      await charging.getByText('No charging session right now').waitFor();
      expect(await charging.getByTestId('session-battery').count()).toBe(0);
      await page.getByTestId('nearby-stations').getByTestId('dashboard-station').nth(2).waitFor();
      await page.getByTestId('vehicle-status').getByText('Tata Nexon EV').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Details opens the booking's confirmation.
      await first.getByRole('link', { name: 'Details' }).click();
      await page.waitForURL(`**/booking-success/${upi.id}`);
      await page.goBack();
      await expectHeading(page, 'Dashboard');

      // Quick actions; Active Charging is disabled without a running session.
      const quick = page.getByRole('navigation', { name: 'Quick actions' });
      expect(await quick.getByRole('button', { name: 'Active Charging' }).isDisabled()).toBe(true);
      for (const [name, path] of [
        ['Find Stations', '/home'],
        ['Book Now', '/home'],
        ['AI Assistant', '/assistant'],
      ] as const) {
        await quick.getByRole('link', { name, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.goBack();
        await expectHeading(page, 'Dashboard');
      }

      // Every tab.
      await dashboardTab(page, 'Find Stations').click();
      const find = page.getByTestId('find-stations-tab');
      await find.getByTestId('dashboard-station').first().waitFor();
      expect(await find.getByRole('link', { name: 'Open Map View' }).getAttribute('href')).toBe('/home');
      expect(await find.getByRole('link', { name: 'Filter Options' }).getAttribute('href')).toBe('/home');
      const stationName = upi.station?.name ?? '';
      await find.getByRole('textbox', { name: 'Search stations' }).fill(stationName);
      await find.getByRole('heading', { name: stationName, exact: true }).waitFor();

      await dashboardTab(page, 'My Bookings').click();
      const bookings = page.getByTestId('bookings-tab');
      await bookings.getByRole('tab', { name: 'Upcoming (2)' }).waitFor();
      const card = bookings.getByTestId('dashboard-booking').first();
      expect(await card.getByRole('button', { name: 'Reschedule (coming soon)' }).isDisabled()).toBe(true);
      expect(await card.getByRole('button', { name: 'Start Charging', exact: true }).isDisabled()).toBe(true);
      expect(await card.getByTestId('charging-opens').textContent()).toBe(
        opensOnText(Date.parse(upi.startTime)),
      );
      expect(await card.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
        `/booking-success/${upi.id}`,
      );
      await bookings.getByRole('tab', { name: 'History (0)' }).click();
      await bookings.getByText('No past bookings yet').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await dashboardTab(page, 'Charging Monitor').click();
      await page.getByTestId('no-session').waitFor();
      const monitor = page.getByTestId('charging-monitor');
      await monitor.getByText('No charging session right now').waitFor();
      expect(await monitor.getByRole('button', { name: 'Stop Charging' }).count()).toBe(0);
      expect(
        await page.getByTestId('no-session').getByRole('link', { name: 'My Bookings' }).getAttribute('href'),
      ).toBe('/bookings');

      await dashboardTab(page, 'My Vehicles').click();
      const vehicles = page.getByTestId('vehicles-tab');
      await vehicles.getByText('Tata Nexon EV').waitFor();
      expect(await vehicles.getByTestId('vehicle-battery').textContent()).toBe('Unknown');
      await vehicles.getByRole('link', { name: 'Add New Vehicle' }).click();
      await page.waitForURL('**/vehicles');
      await page.goBack();

      await dashboardTab(page, 'Profile Settings').click();
      await page.getByTestId('personal-information').waitFor();
      await page.getByTestId('payment-methods').getByText('No saved payment methods').waitFor();
      expect(await page.getByRole('switch', { name: 'Booking Confirmations' }).isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Charging Updates' }).isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Promotional Messages' }).isChecked()).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await dashboardTab(page, 'Overview').click();
      await page.getByTestId('upcoming-bookings').waitFor();
    },
    JOURNEY_TIMEOUT_MS * 2,
  );

  it(
    'Save Changes in Profile Settings persists the name, phone and a notification toggle across a reload',
    async () => {
      const account = await registerAccount('Kiran Rao');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);

      await page.goto('/dashboard?tab=profile');
      await expectHeading(page, 'Dashboard');
      const name = page.getByRole('textbox', { name: 'Full Name' });
      const phone = page.getByRole('textbox', { name: 'Phone' });
      const promos = page.getByRole('switch', { name: 'Promotional Messages' });
      const updates = page.getByRole('switch', { name: 'Charging Updates' });
      await promos.waitFor();
      expect(await page.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(account.user.username);

      // Registration's messages (docs/product.md §5), and nothing is saved.
      await phone.fill('12345');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Phone number must be at least 10 characters').waitFor();
      // Cancel puts the form back.
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      expect(await phone.inputValue()).toBe('9876543210');

      await name.fill('Kiran R. Rao');
      await phone.fill('+91 90000 11111');
      await page.getByRole('switch', { name: 'Promotional Messages', disabled: false }).waitFor();
      await promos.check();
      await updates.uncheck();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile updated', 'Your changes have been saved.');
      expect(await page.getByTestId('welcome-name').textContent()).toBe('Welcome back, Kiran R. Rao!');

      // Stored on the server, for this user.
      const { user } = await apiGet<{ user: { name: string; phone: string } }>('/api/auth/me', account.token);
      expect(user).toMatchObject({ name: 'Kiran R. Rao', phone: '+91 90000 11111' });
      expect(await apiGet<NotificationPreferences>('/api/auth/me/notifications', account.token)).toEqual({
        bookingConfirmations: true,
        chargingUpdates: false,
        promotionalMessages: true,
      });

      await page.reload();
      await expectHeading(page, 'Dashboard');
      // The toggles come from GET /api/auth/me/notifications after the page loads.
      await page
        .getByRole('switch', { name: 'Promotional Messages', checked: true, disabled: false })
        .waitFor();
      expect(await updates.isChecked()).toBe(false);
      expect(await page.getByRole('switch', { name: 'Booking Confirmations' }).isChecked()).toBe(true);
      expect(await name.inputValue()).toBe('Kiran R. Rao');
      expect(await phone.inputValue()).toBe('+91 90000 11111');

      // Another user keeps the defaults.
      const other = await registerAccount('Anil Kumar');
      expect(await apiGet<NotificationPreferences>('/api/auth/me/notifications', other.token)).toEqual({
        bookingConfirmations: true,
        chargingUpdates: true,
        promotionalMessages: false,
      });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'with the location Near Me stored, the Overview lists the three nearest stations with their distance',
    async () => {
      const account = await registerAccount('Farah Khan');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      const here = { latitude: 19.0596, longitude: 72.8295 }; // Bandra, Mumbai
      await context.addInitScript((location) => {
        sessionStorage.setItem('chargesetu.location', JSON.stringify(location));
      }, here);
      const stations = await apiGet<Station[]>('/api/stations', account.token);
      const nearest = stations
        .map((s) => ({ s, km: haversineKm(here, s) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 3);

      await page.goto('/dashboard');
      await expectHeading(page, 'Dashboard');
      const nearby = page.getByTestId('nearby-stations');
      await nearby.getByText('Nearest to the location you shared with Near Me.').waitFor();
      const cards = nearby.getByTestId('dashboard-station');
      await cards.nth(2).waitFor();
      expect(
        await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-station-id')))),
      ).toEqual(nearest.map((n) => n.s.id));
      expect(await cards.getByTestId('station-distance').allTextContents()).toEqual(
        nearest.map((n) => kmText(n.km)),
      );
      // Live availability from GET /api/availability/now, never a made-up figure.
      await cards
        .first()
        .getByTestId('station-free-now')
        .getByText(/^\d+ of \d+ chargers? free now$/)
        .waitFor();
      await cards.first().getByRole('link', { name: 'Book Now' }).click();
      await page.waitForURL(`**/booking/${nearest[0].s.id}`);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
