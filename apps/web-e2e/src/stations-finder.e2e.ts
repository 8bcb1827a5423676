import type { Browser, BrowserContext, Page } from 'playwright-core';
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
import { fetchStations, haversineKm, isFast, kmText, type ApiStation } from './support/stations-api';
import { registerAccount, seedSession, type TestAccount } from './support/session';
import { cardIds, expectResults, finder } from './support/stations-page';

let browser: Browser;
let all: ApiStation[];
beforeAll(async () => {
  browser = await launchChromium();
  all = hasApi() ? await fetchStations() : [];
});
afterEach(finishTest);
afterAll(() => browser.close());

// The stations journeys need the platform's catalogue; against a static build there is nothing to find.
const withApi = hasApi() ? describe : describe.skip;
const BENGALURU_MG_ROAD = { latitude: 12.9756, longitude: 77.605 };

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
] as const)('station finder at %s (docs/product.md §2.2)', (_label, viewport) => {
  withApi('with the seeded catalogue', () => {
    it('filters by state then city: headings, counts and Recommended follow; a new state resets the city', async () => {
      const { page } = await openPage(browser, viewport);
      await page.goto('/home');
      await expectHeading(page, 'Find your power');
      await page.getByText('Beta', { exact: true }).waitFor();
      await expectResults(page, 'All Stations', all.length);
      expect(all.length).toBeGreaterThanOrEqual(150);
      expect(await finder.state(page).locator('option').count()).toBe(31);
      expect(await finder.city(page).isDisabled()).toBe(true);
      // Recommended: the first 3 stations with a charger of 100 kW or more, each tagged Fast Charge.
      expect(await cardIds(finder.recommendedCards(page))).toEqual(
        all
          .filter(isFast)
          .slice(0, 3)
          .map((s) => s.id),
      );
      for (const card of await finder.recommendedCards(page).all())
        await card.getByText('Fast Charge').waitFor();

      const maharashtra = await fetchStations({ state: 'Maharashtra' });
      await finder.state(page).selectOption('Maharashtra');
      await expectResults(page, 'Stations in Maharashtra', maharashtra.length);
      expect(await finder.city(page).locator('option').allTextContents()).toEqual([
        'All Cities',
        'Mumbai',
        'Thane',
        'Navi Mumbai',
        'Pune',
        'Nagpur',
        'Nashik',
      ]);

      const pune = await fetchStations({ state: 'Maharashtra', city: 'Pune' });
      await finder.city(page).selectOption('Pune');
      await expectResults(page, 'Stations in Pune, Maharashtra', pune.length);
      expect(pune.length).toBeLessThan(maharashtra.length);
      expect(maharashtra.length).toBeLessThan(all.length);
      expect(await cardIds(finder.listCards(page))).toEqual(pune.map((s) => s.id));
      const recommended = await cardIds(finder.recommendedCards(page));
      expect(recommended).toEqual(
        pune
          .filter(isFast)
          .slice(0, 3)
          .map((s) => s.id),
      );
      expect(page.url()).toContain('state=Maharashtra&city=Pune');

      const kerala = await fetchStations({ state: 'Kerala' });
      await finder.state(page).selectOption('Kerala');
      await expectResults(page, 'Stations in Kerala', kerala.length);
      expect(await finder.city(page).inputValue()).toBe('');
      expect(await finder.city(page).isDisabled()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('Near Me with the location granted sorts by real distance and shows "x.y km away"', async () => {
      const { context, page } = await openPage(browser, viewport);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(BENGALURU_MG_ROAD);
      await page.goto('/home');
      await expectResults(page, 'All Stations', all.length);
      await finder.nearMe(page).click();
      await page.getByRole('button', { name: 'Near Me', pressed: true }).waitFor();

      const nearest = all
        .map((s) => ({ s, km: haversineKm(BENGALURU_MG_ROAD, s) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 5);
      await page.waitForURL(/sort=distance/);
      expect((await cardIds(finder.listCards(page))).slice(0, 5)).toEqual(nearest.map((n) => n.s.id));
      const first = finder.listCards(page).first();
      expect(await first.getByTestId('station-distance').textContent()).toBe(kmText(nearest[0].km));

      // The location is known for the session: the detail page shows the real distance at once.
      await first.getByRole('link', { name: 'Book Now' }).click();
      await expectHeading(page, nearest[0].s.name);
      expect(await page.getByTestId('station-distance').textContent()).toBe(kmText(nearest[0].km));
    });

    it('the map shows a marker per listed station; a marker opens its card', async () => {
      const karnataka = await fetchStations({ state: 'Karnataka' });
      const { page, consoleErrors } = await openPage(browser, viewport);
      await page.goto('/home?state=Karnataka');
      await expectResults(page, 'Stations in Karnataka', karnataka.length);
      await page.getByRole('button', { name: 'Map' }).click();
      const markers = page.locator('[data-testid="station-map"] .station-marker');
      await markers.first().waitFor();
      expect(await markers.count()).toBe(karnataka.length);

      // Keyboard: a marker is a button; Enter opens the station's card with its Book Now link.
      const marker = markers.first();
      const title = await marker.getAttribute('title');
      await marker.focus();
      await page.keyboard.press('Enter');
      const popup = page.locator('.leaflet-popup');
      await popup.getByRole('heading', { name: title ?? '' }).waitFor();
      const station = karnataka.find((s) => s.name === title);
      expect(await popup.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe(
        `/station/${station?.id}`,
      );

      await page.getByRole('button', { name: 'List' }).click();
      await finder.listCards(page).first().waitFor();
      // Tiles come from the network (blocked here): nothing else may fail.
      expect(consoleErrors.filter((e) => !/tile|Content Security Policy|ERR_/i.test(e))).toEqual([]);
    });
  });
});

describe('station finder edge cases at 1366×850', () => {
  withApi('with the seeded catalogue', () => {
    it('Near Me without permission says so and leaves the list unchanged', async () => {
      const { page } = await openPage(browser, DESKTOP);
      await page.goto('/home');
      await expectResults(page, 'All Stations', all.length);
      const before = await cardIds(finder.listCards(page));
      await finder.nearMe(page).click();
      const alert = page.getByTestId('location-error');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Location permission was denied');
      expect(await cardIds(finder.listCards(page))).toEqual(before);
      expect(await finder.nearMe(page).getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByTestId('station-distance').count()).toBe(0);
    });

    it('the top bar search (?q=) and the Filters panel narrow the list; nothing found shows the empty state', async () => {
      const { page } = await openPage(browser, DESKTOP);
      await page.goto('/home?q=Pune');
      const pune = all.filter((s) =>
        `${s.name} ${s.address.street} ${s.address.city}`.toLowerCase().includes('pune'),
      );
      await expectResults(page, 'All Stations', pune.length);
      await page.getByTestId('search-chip').waitFor();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expectResults(page, 'All Stations', all.length);

      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByLabel('Connector type').selectOption('CHAdeMO');
      const chademo = all.filter((s) => s.chargers.some((c) => c.type === 'CHAdeMO'));
      await expectResults(page, 'All Stations', chademo.length);
      await page.getByLabel('Minimum power').selectOption('150');
      const none = all.filter((s) => s.chargers.some((c) => c.type === 'CHAdeMO' && c.power >= 150));
      await expectResults(page, 'All Stations', none.length);
      if (none.length === 0) {
        await page.getByTestId('stations-empty').getByText('No stations found').waitFor();
        await page.getByTestId('stations-empty').getByRole('button', { name: 'Clear filters' }).click();
        await expectResults(page, 'All Stations', all.length);
      }
    });
  });
});

/** The sum of the layout shifts reported so far that no input caused (stricter than the worst window). */
function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, queued before this timer.
        setTimeout(() => resolve(sum), 0);
      }),
  );
}

/** A signed-in page; at phone width the browser behaves as a phone's does (content wider than the screen widens its fixed bars). */
async function signedInPage(
  account: TestAccount,
  viewport: { width: number; height: number },
): Promise<Page> {
  const phone = viewport.width === PHONE.width;
  const { context, page } = await openPage(browser, viewport, { isMobile: phone, hasTouch: phone });
  contexts.push(context);
  await seedSession(context, account);
  return page;
}

const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

describe('the signed-in finder holds still and fits the screen (issue #20, docs/product.md §2.2, §2.17)', () => {
  withApi('as a signed-in driver', () => {
    let account: TestAccount;
    beforeAll(async () => {
      account = await registerAccount('Meera Nair');
    });

    it('on a 390×844 phone the page does not scroll sideways and the bell and avatar are on the top bar, within the screen', async () => {
      const page = await signedInPage(account, PHONE);
      await page.goto('/home');
      await expectHeading(page, 'Find your power');
      await expectResults(page, 'All Stations', all.length);
      await finder.recommendedCards(page).first().waitFor();
      await page.waitForLoadState('networkidle');

      expect(await page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const bar = await page.getByTestId('top-bar').boundingBox();
      if (!bar) throw new Error('no top bar');
      expect(bar.width).toBeLessThanOrEqual(PHONE.width);
      for (const button of [
        page.getByRole('button', { name: 'Notifications' }),
        page.getByRole('button', { name: `Account menu for ${account.user.name}` }),
      ]) {
        const box = await button.boundingBox();
        if (!box) throw new Error('not rendered');
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(box.y).toBeGreaterThanOrEqual(bar.y);
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
      }
    });

    it.each([
      ['1366×850', DESKTOP],
      ['390×844', PHONE],
    ] as const)(
      'at %s the stations arrive without moving the page (CLS at most 0.05)',
      async (_label, viewport) => {
        const page = await signedInPage(account, viewport);
        await page.goto('/home');
        await expectResults(page, 'All Stations', all.length);
        await finder.recommendedCards(page).first().waitFor();
        await page.waitForTimeout(1_500);
        expect(await layoutShiftScore(page)).toBeLessThanOrEqual(0.05);
      },
    );

    it('on a phone, /home opened after another page scrolled down in the same tab opens at the top with More on the bottom bar', async () => {
      const page = await signedInPage(account, PHONE);
      await page.goto(`/station/${all[0].id}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await page.waitForFunction(() => window.scrollY > 300);
      // /home opened afresh in the same tab does not take the station page's position (it hid the bottom bar).
      await page.goto('/home');
      await expectHeading(page, 'Find your power');
      await page
        .getByTestId('recommended-stations-loading')
        .or(finder.recommendedCards(page))
        .first()
        .waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('button', { name: 'More' })
        .click();
      await page.getByRole('dialog', { name: 'More' }).waitFor();
    });
  });
});
