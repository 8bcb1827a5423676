import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import {
  DESKTOP,
  expectHeading,
  finishTest,
  hasApi,
  launchChromium,
  openPage,
  PHONE,
} from './support/browser';
import { fetchStations, type ApiStation } from './support/stations-api';
import { expectResults, finder } from './support/stations-page';

let browser: Browser;
let all: ApiStation[];
beforeAll(async () => {
  browser = await launchChromium();
  all = hasApi() ? await fetchStations() : [];
});
afterEach(finishTest);
afterAll(() => browser.close());

const withApi = hasApi() ? describe : describe.skip;
const label = (kw: number) => (kw >= 100 ? 'Premium' : kw > 40 ? 'DC' : 'AC');

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
] as const)('station detail at %s (docs/product.md §2.3)', (_label, viewport) => {
  withApi('with the seeded catalogue', () => {
    it('a card opens the detail; connector then power enables "Book for ₹…/kWh" with the booking link', async () => {
      const { page } = await openPage(browser, viewport);
      await page.goto('/home');
      // A Type 2 station, so the link must URL-encode the space ("Type 2" -> Type%202).
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByLabel('Connector type').selectOption('Type 2');
      const withType2 = all.filter((s) => s.chargers.some((c) => c.type === 'Type 2'));
      await expectResults(page, 'All Stations', withType2.length);
      const station = withType2[0];
      await finder.listCards(page).first().getByRole('link', { name: 'Book Now' }).click();
      await page.waitForURL(`**/station/${station.id}`);
      await expectHeading(page, station.name);

      const { street, city, state, pincode } = station.address;
      expect(await page.getByTestId('station-address').textContent()).toBe(
        `${street}, ${city}, ${state} ${pincode}`,
      );
      expect(await page.getByTestId('station-city-state').textContent()).toContain(`${city}, ${state}`);
      expect(await page.getByTestId('station-distance').textContent()).toBe('2.3 km away');
      const rating = station.ratings > 0 ? station.ratings.toFixed(1) : '4.0';
      expect(await page.getByTestId('station-rating').textContent()).toContain(rating);
      await page.getByText('Card, UPI, Wallet', { exact: true }).waitFor();
      const parking = station.amenities.includes('Parking') ? 'Available' : 'Limited';
      await page
        .getByRole('heading', { name: 'Parking' })
        .locator('..')
        .getByText(parking, { exact: true })
        .waitFor();
      await page.getByTestId('opening-hours').waitFor();
      await page
        .getByTestId('availability-badge')
        // "Closed" while the station is closed by its hours (docs/product.md §2.2).
        .filter({ hasText: /Available|Limited|Busy|Closed/ })
        .waitFor();

      const bookPrompt = page.getByRole('button', { name: 'Select connector and power' });
      expect(await bookPrompt.isDisabled()).toBe(true);
      const powerButtons = page.getByRole('button', { name: / kW · / });
      for (const b of await powerButtons.all()) expect(await b.isDisabled()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /^Type 2/ }).click();
      const type2 = station.chargers.filter((c) => c.type === 'Type 2');
      const powers = [...new Set(type2.map((c) => c.power))].sort((a, b) => a - b);
      expect(await powerButtons.allTextContents()).toEqual(powers.map((kw) => `${kw} kW · ${label(kw)}`));
      expect(await bookPrompt.isDisabled()).toBe(true);

      const charger = type2.find((c) => c.power === powers[0]);
      await page.getByRole('button', { name: `${powers[0]} kW · ${label(powers[0])}` }).click();
      const book = page.getByRole('link', {
        name: `Book for ₹${Number(charger?.pricePerKwh).toFixed(2)}/kWh`,
      });
      const href = `/booking/${station.id}?connector=Type%202&power=${powers[0]}`;
      expect(await book.getAttribute('href')).toBe(href);
      expect(await bookPrompt.count()).toBe(0);
    });
  });
});

describe('station detail errors at 1366×850', () => {
  it('an unknown station shows the error text with Go Back to /', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto('/station/999999');
    await expectHeading(page, 'Error loading station details. Please try again later.');
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
