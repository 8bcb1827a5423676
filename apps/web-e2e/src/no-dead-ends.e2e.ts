import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Booking, ChargingSessionSummary, ChargingStatus, Payment } from '@chargesetu/shared/contracts';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, field, isPhone, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import {
  addVehicle,
  apiPost,
  availableSlots,
  bookingBody,
  eventually,
  findSingleCharger,
  getBooking,
  inr,
  istInstant,
  totalFor,
  type SingleCharger,
} from './support/bookings-api';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { apiGet, registerAccount, seedSession, uniqueUsername, type TestAccount } from './support/session';

// "No dead ends" (issue #18): Start Charging only where and when it can work, Stop Charging asks first,
// signing in returns to where the visitor was, My Bookings cards lead to the booking and its receipt, and
// the notification bell tells what happened. Every journey at both sizes, axe-scanned.
//
// The platform under test lets a paid booking start days early (global-setup) so other journeys can start
// tomorrow's slot now; the web app's Start Charging follows the product's 15 minutes
// (CHARGING_EARLY_START_MINUTES), so these journeys move the browser's clock around tomorrow's slot.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

const EARLY_START_MS = 15 * 60_000;
const SLOT_MS = 30 * 60_000;
const reference = (id: number) => `CS-${String(id).padStart(6, '0')}`;
const label = (kw: number) => (kw >= 100 ? 'Premium' : kw > 40 ? 'DC' : 'AC');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 12-hour IST time as the app writes it: "9:45 AM". */
function istTime12(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const h = ist.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Date and 12-hour time in IST as the app writes them: "24 Nov 2026, 9:45 AM". */
function istDateTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${istTime12(at)}`;
}

/** An instant the API must know by now (`what` names it when it does not). */
function known(instant: string | null | undefined, what: string): string {
  if (typeof instant !== 'string') throw new Error(`${what} is not known: ${String(instant)}`);
  return instant;
}

/** A driver with a vehicle for the charger, and one paid (confirmed) booking of `slot` on it. */
async function paidBooking(
  c: SingleCharger,
  slot = c.slot,
  account?: TestAccount,
): Promise<{ account: TestAccount; booking: Booking }> {
  const driver = account ?? (await registerAccount('Rohan Desai'));
  const vehicle = await addVehicle(driver.token, [c.type]);
  const created = await apiPost<Booking>('/api/bookings', bookingBody(c, vehicle.id, slot), driver.token);
  await apiPost(
    '/api/payments',
    { bookingId: created.id, paymentMethod: 'upi', upiId: 'rohan@okicici' },
    driver.token,
  );
  const booking = await eventually(
    () => getBooking(driver.token, created.id),
    (b) => b.status === 'confirmed',
  );
  return { account: driver, booking };
}

const bookingCard = (page: Page, id: number) =>
  page.locator(`[data-testid="booking-card"][data-booking-id="${id}"]`);
/** A booking's row or card on the user dashboard, inside `scope` (the Overview's list, My Bookings' tab). */
const dashboardBooking = (scope: Locator, id: number) =>
  scope.locator(`[data-testid="dashboard-booking"][data-booking-id="${id}"]`);

/** The disabled Start Charging and the text saying when charging opens, inside `scope`. */
async function expectStartLater(scope: Locator, opensAt: Date) {
  const start = scope.getByRole('button', { name: 'Start Charging', exact: true });
  expect(await start.isDisabled()).toBe(true);
  expect(await scope.getByTestId('charging-opens').textContent()).toBe(
    `Charging opens at ${istTime12(opensAt)}`,
  );
  expect(await scope.getByRole('link', { name: 'Start Charging' }).count()).toBe(0);
}

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('no dead ends at %s', (_size, viewport) => {
  it(
    'Start Charging: disabled with the time it opens, on by itself 15 minutes before the slot, gone after it; cards lead to Details and Receipt',
    async () => {
      const c = await findSingleCharger();
      const { account, booking } = await paidBooking(c);
      const slotStart = istInstant(c.date, c.slot);
      const opensAt = new Date(slotStart.getTime() - EARLY_START_MS);

      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      // Two minutes before charging opens; the clock runs on from there.
      await page.clock.install({ time: new Date(opensAt.getTime() - 120_000) });

      // My Bookings: the card on Upcoming, Start Charging disabled with when it opens.
      await page.goto('/bookings');
      await expectHeading(page, 'My Bookings');
      const card = bookingCard(page, booking.id);
      await card.waitFor();
      await expectStartLater(card, opensAt);
      expect(await card.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
        `/booking-success/${booking.id}`,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Receipt: the PDF of its payment.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Receipt', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`chargesetu-receipt-${reference(booking.id)}.pdf`);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // Details: the booking's page, with the same Start Charging.
      await card.getByRole('link', { name: 'Details' }).click();
      await page.waitForURL(`**/booking-success/${booking.id}`);
      await expectHeading(page, 'Booking Confirmed!');
      expect(await page.getByTestId('confirmation-reference').textContent()).toBe(reference(booking.id));
      const main = page.getByRole('main');
      await expectStartLater(main, opensAt);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The window opens: the button turns into the way to the charging screen, without a reload.
      await page.clock.fastForward(125_000);
      const startLink = main.getByRole('link', { name: 'Start Charging' });
      await startLink.waitFor();
      expect(await main.getByTestId('charging-opens').count()).toBe(0);

      // My Bookings' card too; it leads to the charging screen, where Start works now.
      await page.getByRole('link', { name: 'View My Bookings' }).click();
      await expectHeading(page, 'My Bookings');
      await card.getByRole('link', { name: 'Start Charging' }).click();
      await page.waitForURL(`**/charging/${booking.id}`);
      await expectHeading(page, c.station.name);
      const start = page.getByRole('button', { name: 'Start Charging', exact: true });
      expect(await start.isEnabled()).toBe(true);
      expect(await page.getByTestId('charging-opens').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // After the slot: not offered any more, the screen says why.
      await page.clock.fastForward(EARLY_START_MS + SLOT_MS + 60_000);
      await page
        .getByTestId('charging-action-reason')
        .filter({ hasText: 'The booked time is over.' })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Start Charging' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Back to My Bookings' }).click();
      await expectHeading(page, 'My Bookings');
      await page.getByRole('tab', { name: 'Completed' }).click();
      await card.waitFor();
      expect(await card.getByTestId('booking-badge').textContent()).toBe('Expired');
      expect(await card.getByRole('button', { name: 'Start Charging' }).count()).toBe(0);
      expect(await card.getByRole('link', { name: 'Start Charging' }).count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "the dashboard's Start Charging is the same: disabled with the time it opens on the Overview and in My Bookings, a working link once the window opens",
    async () => {
      const c = await findSingleCharger();
      const { account, booking } = await paidBooking(c);
      const opensAt = new Date(istInstant(c.date, c.slot).getTime() - EARLY_START_MS);

      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      // Two minutes before charging opens; the clock runs on from there.
      await page.clock.install({ time: new Date(opensAt.getTime() - 120_000) });

      await page.goto('/user-dashboard');
      await expectHeading(page, 'Dashboard');
      const row = dashboardBooking(page.getByTestId('upcoming-bookings'), booking.id);
      await row.waitFor();
      await expectStartLater(row, opensAt);
      expect(await row.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
        `/booking-success/${booking.id}`,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
      await tabs.getByRole('tab', { name: 'My Bookings', exact: true }).click();
      const card = dashboardBooking(page.getByTestId('bookings-tab'), booking.id);
      await card.waitFor();
      await expectStartLater(card, opensAt);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The window opens: a link to the charging screen, without a reload, on both.
      await page.clock.fastForward(125_000);
      const cardLink = card.getByRole('link', { name: 'Start Charging' });
      await cardLink.waitFor();
      expect(await cardLink.getAttribute('href')).toBe(`/charging/${booking.id}`);
      expect(await card.getByTestId('charging-opens').count()).toBe(0);
      await tabs.getByRole('tab', { name: 'Overview', exact: true }).click();
      const rowLink = row.getByRole('link', { name: 'Start Charging' });
      await rowLink.waitFor();
      expect(await rowLink.getAttribute('href')).toBe(`/charging/${booking.id}`);
      expect(await row.getByRole('button', { name: 'Start Charging', exact: true }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // It leads to the charging screen, where starting works now.
      await rowLink.click();
      await page.waitForURL(`**/charging/${booking.id}`);
      await expectHeading(page, c.station.name);
      expect(await page.getByRole('button', { name: 'Start Charging', exact: true }).isEnabled()).toBe(true);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Stop Charging asks first, on the charging screen and on the dashboard monitor; "Keep charging" keeps it running',
    async () => {
      const c = await findSingleCharger();
      const { account, booking } = await paidBooking(c);
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      await page.clock.setFixedTime(new Date(istInstant(c.date, c.slot).getTime() + 60_000));

      await page.goto(`/charging/${booking.id}`);
      await expectHeading(page, c.station.name);
      await page.getByRole('button', { name: 'Start Charging', exact: true }).click();
      // The charging runs 60 times faster here: about 30 s in all from now.
      await page.getByTestId('charging-badge').filter({ hasText: 'Active' }).waitFor();

      await page.getByRole('button', { name: 'Stop Charging', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Stop charging now?' });
      await dialog.waitFor();
      await dialog
        .getByText(
          'You pay for the energy delivered so far; the rest of what you paid goes back to your ChargeSetu wallet.',
        )
        .waitFor();
      expect(await dialog.getByTestId('stop-charging-so-far').textContent()).toMatch(
        /^So far: \d+\.\d\d kWh delivered, ₹[\d,]+\.\d\d of energy \(the platform fee and GST are added\)\.$/,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Keep charging' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('charging-badge').textContent()).toBe('Active');
      expect(
        (await apiGet<ChargingStatus>(`/api/charging/${booking.id}/status`, account.token)).isCharging,
      ).toBe(true);

      // The dashboard's Charging Monitor asks the same, and stops it.
      await page.goto('/user-dashboard?tab=charging');
      const monitor = page.getByTestId('charging-monitor');
      const stop = monitor.getByRole('button', { name: 'Stop Charging', exact: true });
      // (A click waits until the monitor's live status has enabled the button.)
      await stop.click();
      await dialog.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/api/charging/${booking.id}/control`)),
        dialog.getByRole('button', { name: 'Stop charging', exact: true }).click(),
      ]);
      const stopped = (await answer.json()) as ChargingStatus;
      if (stopped.status === 'completed') await expectToast(page, 'Charging session stopped successfully');
      else await expectToast(page, 'Charger asked to stop', 'The session ends once the charger confirms.');
      await eventually(
        () => getBooking(account.token, booking.id),
        (b) => b.status === 'completed',
      );
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "signing in from the finder's Sign In comes back to the finder with its filters",
    async () => {
      const account = await registerAccount('Meera Iyer');
      const { page } = await openJourney(browser, viewport);
      await page.goto('/home?state=Karnataka&city=Bengaluru&connector=CCS2');
      const heading = page.getByTestId('results-heading');
      await heading.filter({ hasText: /^Stations in Bengaluru, Karnataka$/ }).waitFor();

      const signInLink = isPhone(page)
        ? page.getByTestId('top-bar').getByRole('link', { name: 'Sign In' })
        : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' });
      await signInLink.click();
      await page.waitForURL((url) => url.pathname === '/login');
      await field(page, 'Username').fill(account.user.username);
      await field(page, 'Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectToast(page, 'Login Successful');

      await page.waitForURL((url) => url.pathname === '/home');
      const back = new URL(page.url()).searchParams;
      expect([back.get('state'), back.get('city'), back.get('connector')]).toEqual([
        'Karnataka',
        'Bengaluru',
        'CCS2',
      ]);
      await heading.filter({ hasText: /^Stations in Bengaluru, Karnataka$/ }).waitFor();
      expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('Karnataka');
      expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Bengaluru');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'booking from the station page while signed out, then registering, comes back to the booking screen with the connector and power chosen',
    async () => {
      const c = await findSingleCharger();
      const { page } = await openJourney(browser, viewport);
      await page.goto(`/station/${c.station.id}`);
      await expectHeading(page, c.station.name);
      await page
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(c.type)}`) })
        .first()
        .click();
      await page.getByRole('button', { name: `${c.power} kW · ${label(c.power)}` }).click();
      await page.getByRole('link', { name: `Book for ${inr(c.price)}/kWh` }).click();
      await expectToast(page, 'Authentication required', 'Please sign in to book a charging station');
      await page.waitForURL((url) => url.pathname === '/login');

      // No account yet: Sign up carries the way back along.
      await page.getByRole('link', { name: 'Sign up' }).click();
      await page.waitForURL((url) => url.pathname === '/register');
      const username = uniqueUsername('back');
      await field(page, 'Full Name').fill('Farhan Qureshi');
      await field(page, 'Email').fill(`${username}@example.in`);
      await field(page, 'Phone').fill('9845012345');
      await field(page, 'Username').fill(username);
      await field(page, 'Password').fill('amber-lane-7');
      await field(page, 'Confirm Password').fill('amber-lane-7');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Registration Successful');

      await page.waitForURL(
        `**/booking/${c.station.id}?connector=${encodeURIComponent(c.type)}&power=${c.power}`,
      );
      await expectHeading(page, 'Book a charging slot');
      const connectorGroup = page.getByRole('group', { name: 'Connector type' });
      expect(
        await connectorGroup.getByRole('button', { name: c.type, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      const powerGroup = page.getByRole('group', { name: 'Power level' });
      expect(await powerGroup.getByRole('button', { pressed: true }).textContent()).toContain(
        `${c.power} kW`,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a signed-in page asked for while signed out comes back after signing in',
    async () => {
      const account = await registerAccount('Kavya Menon');
      const { page } = await openJourney(browser, viewport);
      await page.goto('/charging-history');
      await page.waitForURL((url) => url.pathname === '/auth');
      await field(page, 'Username').fill(account.user.username);
      await field(page, 'Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectToast(page, 'Login Successful');
      await page.waitForURL((url) => url.pathname === '/charging-history');
      await expectHeading(page, 'Charging History');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the notification bell: "You are all caught up" at first, then what happened, newest event first with its time, each leading to its booking',
    async () => {
      const account = await registerAccount('Nisha Kapoor');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      await page.goto('/home');
      const bell = page.getByRole('button', { name: 'Notifications' });
      const panel = page.getByRole('dialog', { name: 'Notifications' });

      await bell.click();
      await panel.getByText('You are all caught up').waitFor();
      expect(await panel.getByTestId('notification').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      // Three paid bookings on one charger tomorrow, made in this order: one then charged and finished, one
      // confirmed, and the first-made but one cancelled (refunded) last of all. In the order things happened,
      // newest first: the cancellation, the end of charging, the confirmation; not the order of the bookings.
      const c = await findSingleCharger();
      const slots = (await availableSlots(c.station.id, c.date, c.type, c.power))
        .filter((s) => s.available)
        .map((s) => s.time);
      expect(slots.length).toBeGreaterThanOrEqual(3);
      const { booking: finished } = await paidBooking(c, slots[0], account);
      const { booking: cancelled } = await paidBooking(c, slots[1], account);
      const { booking: confirmed } = await paidBooking(c, slots[2], account);

      await apiPost(`/api/charging/${finished.id}/control`, { action: 'start' }, account.token);
      await eventually(
        () => apiGet<ChargingStatus>(`/api/charging/${finished.id}/status`, account.token),
        (s) => s.status === 'active' && s.energyDelivered > 0,
        20_000,
      );
      await apiPost(`/api/charging/${finished.id}/control`, { action: 'stop' }, account.token);
      const done = await eventually(
        () => getBooking(account.token, finished.id),
        (b) => b.status === 'completed' && b.actualCost !== null,
        20_000,
      );
      const settled = await eventually(
        () => apiGet<Payment>(`/api/payments/booking/${finished.id}`, account.token),
        (p) => p.settlement !== undefined,
      );
      await apiPost(`/api/bookings/${cancelled.id}/cancel`, {}, account.token);
      await eventually(
        () => apiGet<Payment>(`/api/payments/booking/${cancelled.id}`, account.token),
        (p) => p.status === 'refunded',
      );

      // Each event's own time, as the API records it.
      const cancelledAt = known((await getBooking(account.token, cancelled.id)).cancelledAt, 'cancelledAt');
      const sessions = await apiGet<ChargingSessionSummary[]>('/api/charging/sessions', account.token);
      const endedAt = known(sessions.find((s) => s.bookingId === finished.id)?.endTime, 'session end');
      const paidAt = known(
        (await apiGet<Payment>(`/api/payments/booking/${confirmed.id}`, account.token)).paymentDate,
        'paymentDate',
      );
      expect(Date.parse(cancelledAt)).toBeGreaterThan(Date.parse(endedAt));
      expect(Date.parse(endedAt)).toBeGreaterThan(Date.parse(paidAt));

      await bell.click();
      const items = panel.getByTestId('notification');
      await items.first().waitFor();
      expect(
        await items.evaluateAll((els) =>
          els.map((e) => [e.getAttribute('data-kind'), Number(e.getAttribute('data-booking-id'))]),
        ),
      ).toEqual([
        ['cancelled', cancelled.id],
        ['finished', finished.id],
        ['confirmed', confirmed.id],
      ]);
      const times = panel.getByTestId('notification-time');
      expect(
        await times.evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? ''))),
      ).toEqual([cancelledAt, endedAt, paidAt].map((t) => Date.parse(t)));
      expect(await times.allTextContents()).toEqual([
        `Cancelled ${istDateTime(new Date(cancelledAt))}`,
        `Ended ${istDateTime(new Date(endedAt))}`,
        `Confirmed ${istDateTime(new Date(paidAt))}`,
      ]);
      const total = inr(totalFor(c.price, c.power));
      expect(await items.nth(0).textContent()).toContain(
        `Booking cancelled${total} was refunded to your wallet.`,
      );
      const returned = Number(settled.settlement?.returnedToWallet);
      const bill = `Billed ${inr(Number(done.actualCost))} for the energy delivered.`;
      expect(await items.nth(1).textContent()).toContain(
        `Charging finished${returned > 0 ? `${bill} ${inr(returned)} went back to your wallet.` : bill}`,
      );
      expect(await items.nth(2).textContent()).toContain(`Booking confirmedPaid ${total}.${c.station.name}`);
      expect(await panel.getByText('You are all caught up').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A line leads to its booking's page, which says how it ended.
      await items.nth(1).getByRole('link').click();
      await page.waitForURL(`**/booking-success/${finished.id}`);
      await expectHeading(page, 'Charging Complete');
      expect(await page.getByTestId('confirmation-energy-cost').textContent()).toBe(
        inr(Number(done.actualCost)),
      );
      expect(await panel.count()).toBe(0);

      // The confirmed one's page offers Start Charging (disabled until 15 minutes before its slot).
      await bell.click();
      await items.nth(2).getByRole('link').click();
      await page.waitForURL(`**/booking-success/${confirmed.id}`);
      await expectHeading(page, 'Booking Confirmed!');
      await page.getByRole('main').getByRole('button', { name: 'Start Charging', exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
