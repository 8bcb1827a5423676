import type { Browser } from 'playwright-core';
import type { Booking, Station } from '@chargesetu/shared/contracts';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { availableSlots, getBooking, inr, istTomorrow } from './support/bookings-api';
import { registerAccount, seedSession } from './support/session';

// Issue #18 "Honest prices": the estimate fits the car (docs/product.md §2.4, §2.12, §9).

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

/** A Type 2 (AC) charger faster than the Nexon EV 45's 7.2 kW AC limit, with a free slot tomorrow (IST). */
async function fastAcCharger(skipStationIds: number[]) {
  const stations = (await (await fetch(`${baseUrl()}/api/stations`)).json()) as Station[];
  const date = istTomorrow();
  for (const station of stations) {
    if (skipStationIds.includes(station.id)) continue;
    for (const charger of station.chargers) {
      if (charger.type !== 'Type 2' || charger.power <= 7.2) continue;
      const free = (await availableSlots(station.id, date, charger.type, charger.power)).find(
        (s) => s.available,
      );
      if (free)
        return { station, power: charger.power, price: Number(charger.pricePerKwh), slot: free.time, date };
    }
  }
  throw new Error('No station has a Type 2 charger above 7.2 kW with a free slot tomorrow');
}

const usedStations: number[] = [];

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('the estimate fits the car at %s', (_size, viewport) => {
  it(
    'picks Tata → Nexon EV 45 in the vehicle form, books a faster AC slot, and the summary charges at the car’s 7.2 kW like the API',
    async () => {
      const account = await registerAccount('Kavya Menon');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);

      // Vehicle form: the make and model suggest the EV catalogue; a known model fills battery and connectors.
      await page.goto('/vehicles');
      await expectHeading(page, 'My Vehicles');
      await page.getByRole('button', { name: 'Add Your First Vehicle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
      await dialog.waitFor();
      const make = dialog.getByRole('combobox', { name: 'Make', exact: true });
      const model = dialog.getByRole('combobox', { name: 'Model', exact: true });
      await make.fill('Tata');
      const modelOptions = await page
        .locator(`#${await model.getAttribute('list')} option`)
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(modelOptions).toEqual(expect.arrayContaining(['Nexon EV 45', 'Nexon EV MR', 'Punch EV LR']));
      await model.fill('Nexon EV 45');
      await dialog.getByText('Known model: 45 kWh battery, AC up to 7.2 kW, DC up to 60 kW.').waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Battery Capacity (kWh)' }).inputValue()).toBe('45');
      const connectors = dialog.getByRole('group', { name: 'Connector Types' });
      expect(await connectors.getByRole('button', { pressed: true }).allTextContents()).toEqual([
        'Type 2 (Mennekes)',
        'CCS Combo',
      ]);
      await dialog.getByRole('textbox', { name: 'Registration Number' }).fill('KL 07 EV 4545');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
      await expectToast(page, 'Vehicle added');
      await page.getByText('Tata Nexon EV 45').first().waitFor();

      // Booking screen: a Type 2 charger above 7.2 kW; the car takes 7.2 kW, so 3.6 kWh in 30 minutes.
      const c = await fastAcCharger(usedStations);
      usedStations.push(c.station.id);
      await page.goto(`/booking/${c.station.id}?connector=${encodeURIComponent('Type 2')}&power=${c.power}`);
      await expectHeading(page, 'Book a charging slot');
      await page.getByTestId('booking-date').fill(c.date);
      const slot = page.locator(`[data-testid="time-slot"][data-time="${c.slot}"]`);
      await slot.click();
      const vehicle = page.getByTestId('vehicle-option').filter({ hasText: 'Tata Nexon EV 45' });
      await vehicle.click();
      await vehicle.and(page.locator('[aria-pressed="true"]')).waitFor();

      const estimate = Math.round(c.price * 3.6 * 100) / 100;
      expect(await page.getByTestId('summary-cost').textContent()).toBe(inr(estimate));
      expect(await page.getByTestId('summary-cost-basis').textContent()).toBe(
        `Estimated for your Tata Nexon EV 45: 7.2 kW (the car's AC limit) for 30 minutes = 3.6 kWh × ${inr(c.price)}.`,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
      await expectToast(page, 'Booking created', 'Proceeding to payment');
      await page.waitForURL(/\/payment\/\d+$/);
      const booking: Booking = await getBooking(
        account.token,
        Number(new URL(page.url()).pathname.split('/').pop()),
      );
      // The server computes the same estimate (the client's value is ignored).
      expect(booking.estimatedCost).toBe(estimate.toFixed(2));
    },
    JOURNEY_TIMEOUT_MS,
  );
});
