import type { Browser } from 'playwright-core';
import type { Booking, ChargingStatus, Payment } from '@chargesetu/shared/contracts';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import {
  addVehicle,
  apiPost,
  bookingBody,
  eventually,
  findSingleCharger,
  getBooking,
  getStats,
  istInstant,
} from './support/bookings-api';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { apiGet, registerAccount, seedSession } from './support/session';

// The platform under test runs charging 60× faster than real time (a booked half hour lasts 30 s) and
// lets a paid booking start days early (global-setup). The browser's clock is set inside the booked slot,
// so My Bookings lists it under Active, as it would for a driver standing at the charger; the server
// keeps its real clock.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('charging at %s (docs/product.md §2.7)', (_size, viewport) => {
  it(
    'starts a paid booking from My Bookings, watches it charge, stops it and is refunded the unused part',
    async () => {
      const account = await registerAccount('Arjun Nair');
      const charger = await findSingleCharger();
      const vehicle = await addVehicle(account.token, [charger.type]);
      const created = await apiPost<Booking>(
        '/api/bookings',
        bookingBody(charger, vehicle.id),
        account.token,
      );
      await apiPost(
        '/api/payments',
        { bookingId: created.id, paymentMethod: 'upi', upiId: 'arjun@okhdfc' },
        account.token,
      );
      await eventually(
        () => getBooking(account.token, created.id),
        (b) => b.status === 'confirmed',
      );
      const walletBefore = Number((await getStats(account.token)).walletBalance);

      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      const slotStart = istInstant(charger.date, charger.slot);
      await page.clock.setFixedTime(new Date(slotStart.getTime() + 60_000));

      await page.goto('/bookings');
      await page.getByRole('tab', { name: 'Active' }).click();
      const card = page.getByRole('article', { name: charger.station.name });
      await card.getByRole('link', { name: 'Start Charging' }).click();
      await page.waitForURL(`**/charging/${created.id}`);
      await expectHeading(page, charger.station.name);
      expect(await page.getByTestId('charging-badge').textContent()).toBe('Ready');
      expect(await page.getByTestId('charging-booking-id').textContent()).toBe(
        `CS-${String(created.id).padStart(6, '0')}`,
      );
      expect(await page.getByTestId('charging-charger').textContent()).toBe(
        `${charger.type} · ${charger.power} kW`,
      );
      expect(await page.getByTestId('charging-started').textContent()).toBe('Not started');
      expect(await page.getByTestId('charging-completion').textContent()).toBe('N/A');
      // Nothing reports the car's battery before a session: unknown, not a made-up 20%.
      expect(await page.getByTestId('battery-level').textContent()).toBe('Unknown');
      expect(await page.getByTestId('battery-range').textContent()).toBe('Unknown');
      expect(await page.getByRole('button', { name: 'Extend Session' }).isDisabled()).toBe(true);
      // The history lists the driver's real earlier sessions: this new driver has none (no samples).
      await page.getByTestId('history-empty').getByText('No earlier sessions yet').waitFor();
      expect(await page.getByTestId('history-session').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Every station's chargers are simulated OCPP 1.6J charge points: Start asks the charger, which
      // confirms with its StartTransaction (usually after the answer, so the session is still starting).
      const [startAnswer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/api/charging/${created.id}/control`)),
        page.getByRole('button', { name: 'Start Charging' }).click(),
      ]);
      const started = (await startAnswer.json()) as ChargingStatus;
      expect(started.source).toBe('meter');
      expect(['starting', 'active']).toContain(started.status);
      if (started.status === 'starting') {
        await expectToast(page, 'Charger asked to start', 'Charging begins once the charger confirms.');
      } else {
        await expectToast(page, 'Charging session started successfully');
      }
      await page.getByTestId('charging-badge').filter({ hasText: 'Active' }).waitFor();
      expect(await page.getByTestId('charging-started').textContent()).not.toBe('Not started');
      expect(await page.getByTestId('charging-source').textContent()).toBe(
        "Figures from the charger's meter",
      );

      // The page polls every 3 s while charging: the progress must rise on screen without a reload.
      const percentOnScreen = async () =>
        Number((await page.getByTestId('charging-percent').textContent())?.replace('%', ''));
      const first = await percentOnScreen();
      await page.waitForFunction(
        (before) =>
          Number(document.querySelector('[data-testid="charging-percent"]')?.textContent?.replace('%', '')) >
          before,
        first,
        { timeout: 12_000 },
      );
      // The energy is the charger's meter: it shows once the first MeterValues arrive (every second here).
      await page.waitForFunction(
        () =>
          Number(
            document.querySelector('[data-testid="charging-energy"]')?.textContent?.replace(' kWh', ''),
          ) > 0,
        undefined,
        { timeout: 12_000 },
      );

      // Stop asks first (docs/product.md §2.7): what the driver pays and gets back, then "Stop charging".
      await page.getByRole('button', { name: 'Stop Charging', exact: true }).click();
      const confirmStop = page.getByRole('dialog', { name: 'Stop charging now?' });
      await confirmStop.getByRole('button', { name: 'Stop charging', exact: true }).click();
      await expectToast(page, 'Charging session stopped successfully');
      await page.getByTestId('charging-badge').filter({ hasText: 'Completed' }).waitFor();
      expect(await page.getByRole('button', { name: /Start Charging|Stop Charging/ }).count()).toBe(0);

      // What the server settled: the booking is completed with the cost of the energy the charger's meter
      // delivered, the screen shows the same figures, and the part of the payment not used came back to
      // the wallet.
      const status = await apiGet<ChargingStatus>(`/api/charging/${created.id}/status`, account.token);
      expect(status).toMatchObject({ status: 'completed', isCharging: false, source: 'meter' });
      await page
        .getByTestId('charging-energy')
        .filter({ hasText: `${status.energyDelivered.toFixed(2)} kWh` })
        .waitFor();
      const costOnScreen = (await page.getByTestId('charging-cost').textContent())?.replace(/[₹,\s]/g, '');
      expect(Number(costOnScreen)).toBe(Number(status.costSoFar));
      // kWh × price in whole paise (half up), never above the prepaid estimate.
      const billPaise = Math.round(
        (Math.round(status.energyDelivered * 100) * Math.round(Number(created.pricePerKwh) * 100)) / 100,
      );
      expect(status.costSoFar).toBe(
        (Math.min(billPaise, Math.round(Number(created.estimatedCost) * 100)) / 100).toFixed(2),
      );
      const done = await eventually(
        () => getBooking(account.token, created.id),
        (b) => b.status === 'completed',
      );
      expect(Number(done.actualCost)).toBeCloseTo(Number(status.costSoFar), 2);
      const owed = Math.round((Number(done.actualCost) + 10) * 1.18 * 100) / 100;
      const stats = await eventually(
        () => getStats(account.token),
        (s) => Number(s.walletBalance) > walletBefore,
      );
      // The payment's settlement (what its receipt prints) is the meter's energy and the bill shown above.
      const payment = await apiGet<Payment>(`/api/payments/booking/${created.id}`, account.token);
      const paid = Number(payment.amount);
      expect(Number(stats.walletBalance)).toBeCloseTo(walletBefore + (paid - owed), 2);
      expect(payment.settlement).toMatchObject({
        energyDelivered: status.energyDelivered.toFixed(2),
        actualCost: status.costSoFar,
        returnedToWallet: (paid - owed).toFixed(2),
      });

      await page.goto('/bookings');
      await page.getByRole('tab', { name: 'Completed' }).click();
      await page.getByRole('article', { name: charger.station.name }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('charging page for a booking that is not yours (docs/product.md §2.7)', () => {
  it(
    'says the booking was not found and links back to My Bookings',
    async () => {
      const account = await registerAccount('Meera Pillai');
      const { context, page } = await openJourney(browser, DESKTOP);
      await seedSession(context, account);
      await page.goto('/charging/1');
      await page.getByTestId('charging-not-found').waitFor();
      await expectHeading(page, 'Booking not found');
      await page.getByRole('link', { name: 'Go to My Bookings' }).click();
      await page.waitForURL('**/bookings');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
