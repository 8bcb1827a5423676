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
import { registerAccount, seedSession } from './support/session';
import { fetchStations, haversineKm, kmText, type ApiStation } from './support/stations-api';
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
      // No location shared this session: the distance is unknown, never a made-up figure (issue #18).
      expect(await page.getByTestId('station-distance').textContent()).toBe('Distance unknown');
      const rating = station.ratings > 0 ? station.ratings.toFixed(1) : 'New';
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

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
] as const)('station detail: no made-up figures at %s (issue #18)', (_label, viewport) => {
  withApi('with the seeded catalogue', () => {
    it('the distance is unknown until "Use my location"; with the location granted it is real, and kept', async () => {
      const station = all[0];
      // About 5.6 km north of the first station.
      const here = { latitude: station.latitude + 0.05, longitude: station.longitude };
      // Another station within 100 km, whose distance reads "x.y km away" too.
      const other = all.find((s) => s.id !== station.id && haversineKm(here, s) < 100);
      if (!other) throw new Error(`No second station within 100 km of ${station.name}`);
      const { context, page, consoleErrors } = await openPage(browser, viewport);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(here);
      await page.goto(`/station/${station.id}`);
      await expectHeading(page, station.name);
      const distance = page.getByTestId('station-distance');
      expect(await distance.textContent()).toBe('Distance unknown');
      expect(await page.getByText(/2\.3 km/).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Use my location' }).click();
      await distance.filter({ hasText: kmText(haversineKm(here, station)) }).waitFor();
      expect(await page.getByRole('button', { name: 'Use my location' }).count()).toBe(0);
      expect(await page.getByTestId('distance-error').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Kept for the browser session: the next station shows its own distance without asking again.
      await page.goto(`/station/${other.id}`);
      await expectHeading(page, other.name);
      expect(await distance.textContent()).toBe(kmText(haversineKm(here, other)));
      expect(consoleErrors).toEqual([]);
    });

    it('with the location refused, the distance stays unknown and says why', async () => {
      const station = all[0];
      // No geolocation permission granted: the browser refuses the position.
      const { page } = await openPage(browser, viewport);
      await page.goto(`/station/${station.id}`);
      await expectHeading(page, station.name);
      await page.getByRole('button', { name: 'Use my location' }).click();
      expect(await page.getByTestId('distance-error').textContent()).toBe(
        'Location permission was denied. Allow location access for this site to see the distance.',
      );
      expect(await page.getByTestId('station-distance').textContent()).toBe('Distance unknown');
      // The user may allow it and try again.
      await page.getByRole('button', { name: 'Use my location' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('a station nobody has rated reads "New" on its page and on the booking screen', async () => {
      const unrated = all.find((s) => s.ratings === 0);
      if (!unrated) throw new Error('The seeded catalogue has no unrated station to check');
      const charger = unrated.chargers[0];
      const account = await registerAccount('Kavya Menon');
      const { context, page } = await openPage(browser, viewport);
      await seedSession(context, account);
      await page.goto(`/station/${unrated.id}`);
      await expectHeading(page, unrated.name);
      const rating = page.getByTestId('station-rating');
      expect(await rating.textContent()).toBe('Rating:New(no ratings yet)');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: new RegExp(`^${charger.type}\\s*₹`) }).click();
      await page.getByRole('button', { name: `${charger.power} kW · ${label(charger.power)}` }).click();
      await page.getByRole('link', { name: /^Book for ₹/ }).click();
      await page.waitForURL(new RegExp(`/booking/${unrated.id}\\?connector=`));
      await expectHeading(page, 'Book a charging slot');
      const badge = page.getByTestId('booking-rating-badge');
      expect(await badge.textContent()).toBe('Rating: New (no ratings yet)');
      expect(await badge.textContent()).not.toMatch(/\d/);
      expect(await seriousA11yViolations(page)).toEqual([]);
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
