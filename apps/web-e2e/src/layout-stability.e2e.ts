import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, DESKTOP, expectHeading, hasApi, launchChromium, PHONE } from './support/browser';
import { registerAccount, seedSession, type TestAccount } from './support/session';
import { fetchStations, type ApiStation } from './support/stations-api';
import { expectResults } from './support/stations-page';

let browser: Browser;
let account: TestAccount;
let all: ApiStation[];
beforeAll(async () => {
  browser = await launchChromium();
  if (hasApi()) {
    account = await registerAccount('Meera Nair');
    all = await fetchStations();
  }
});
afterAll(() => browser.close());

// Signed-in pages need the platform's accounts service; against a static build there is nothing to sign in to.
const withApi = hasApi() ? describe : describe.skip;

/** The top bar's row (docs/product.md §2.17) and its 1 px bottom border. */
const TOP_BAR_MAX_HEIGHT = 65;
/** The layout shift the finder may show while it loads (a "good" score is at most 0.1). */
const CLS_BUDGET = 0.05;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/**
 * A signed-in page at a viewport. At phone width the browser behaves as a phone's does (`isMobile`): content
 * wider than the screen widens the layout viewport, and with it every fixed bar, which a desktop browser
 * narrowed to 390 px does not show.
 */
async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
  const phone = viewport.width === PHONE.width;
  context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    isMobile: phone,
    hasTouch: phone,
    locale: 'en-IN',
    timezoneId: 'America/Los_Angeles',
    reducedMotion: 'reduce',
  });
  await seedSession(context, account);
  return context.newPage();
}

/** The sum of every layout shift reported so far that no user input caused (stricter than the worst window). */
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

async function boxOf(what: string, locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not rendered: ${what}`);
  return box;
}

describe('the signed-in top bar on a 390×844 phone (docs/product.md §2.17)', () => {
  withApi('as a signed-in driver', () => {
    const pages: [string, (s: ApiStation) => string, string | null][] = [
      ['the finder', () => '/home', 'Find your power'],
      ['the dashboard', () => '/user-dashboard', null],
      ['a station', (s) => `/station/${s.id}`, null],
      ['booking a station', (s) => `/booking/${s.id}`, null],
      ['the profile', () => '/profile', null],
    ];
    it.each(pages)(
      'on %s the bar is one row, no wider than the screen, with the bell and the avatar on it',
      async (_name, path, heading) => {
        const page = await signedInPage(PHONE);
        await page.goto(path(all[0]));
        if (heading) await expectHeading(page, heading);
        else await page.locator('h1').first().waitFor();
        // The finder's cards arrive after the page: the bar is measured with them in place.
        if (heading) await page.getByTestId('recommended-stations').waitFor();
        await page.waitForLoadState('networkidle');

        expect(await page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
        const bar = await boxOf('top bar', page.getByTestId('top-bar'));
        expect(bar.height).toBeLessThanOrEqual(TOP_BAR_MAX_HEIGHT);
        expect(bar.width).toBeLessThanOrEqual(PHONE.width);
        for (const [what, button] of [
          ['bell', page.getByRole('button', { name: 'Notifications' })],
          ['avatar', page.getByRole('button', { name: `Account menu for ${account.user.name}` })],
        ] as const) {
          const box = await boxOf(what, button);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
          expect(box.y).toBeGreaterThanOrEqual(bar.y);
          expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
        }
      },
    );
  });
});

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
] as const)('the finder at %s holds its layout while the stations load', (_label, viewport) => {
  withApi('as a signed-in driver', () => {
    it(`its cumulative layout shift, stations loaded and settled, is at most ${CLS_BUDGET}`, async () => {
      const page = await signedInPage(viewport);
      await page.goto('/home');
      await expectResults(page, 'All Stations', all.length);
      await page.getByTestId('recommended-stations').getByTestId('station-card').first().waitFor();
      await page.waitForTimeout(2_000);
      expect(await layoutShiftScore(page)).toBeLessThanOrEqual(CLS_BUDGET);
    });
  });
});
