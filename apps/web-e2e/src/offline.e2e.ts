// Installable and useful offline (docs/product.md §2.19, issue #20): the service worker
// installs and controls the page; offline, the finder and a station page open from what it saved, with the
// offline banner, and booking says it needs a connection; the web app manifest and its icons are served.
import type { Browser, Page } from 'playwright-core';
import { expectHeading, finishTest, hasApi, launchChromium, must, openPage, PHONE } from './support/browser';
import { cardIds, finder } from './support/stations-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

const withApi = hasApi() ? describe : describe.skip;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "24 Nov 2026, 4:05 PM" in IST, as the app writes an instant. */
function istText(at: number): string {
  const d = new Date(at + 330 * 60_000);
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${h % 12 || 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Waits for the service worker to be active, then reloads so it controls the page. */
async function installServiceWorker(page: Page): Promise<void> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The URLs of every response the service worker's runtime caches hold, by cache. */
function runtimeCaches(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      const cache = await caches.open(name);
      held[name] = (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return held;
  });
}

describe('installable and offline at 390×844', () => {
  withApi('with the seeded catalogue', () => {
    it('seen online, the finder and a station page open offline from the saved catalogue, with the banner; Book waits for a connection', async () => {
      const { page, context } = await openPage(browser, PHONE);
      await page.goto('/home');
      await expectHeading(page, 'Find your power');
      await installServiceWorker(page);
      await expectHeading(page, 'Find your power');
      await finder.listCards(page).first().waitFor();
      const stationId = must((await cardIds(finder.listCards(page)))[0], 'a station card');
      // Online, no banner.
      expect(await page.getByTestId('offline-banner').count()).toBe(0);

      // Seen once online: the station and its photo are saved as they load.
      await page.goto(`/station/${stationId}`);
      const name = must(await page.getByRole('heading', { level: 1 }).textContent(), 'station name');
      await expectHeading(page, name);
      const savedAround = Date.now();

      // Only the catalogue and photos are kept at run time: never availability, charging, payments or bookings.
      const held = await runtimeCaches(page);
      for (const cacheName of Object.keys(held)) {
        expect(['chargesetu-stations', 'chargesetu-station-photos']).toContain(cacheName);
      }
      expect(held['chargesetu-stations']).toEqual(
        expect.arrayContaining(['/api/stations', `/api/stations/${stationId}`]),
      );
      for (const path of held['chargesetu-stations']) expect(path).toMatch(/^\/api\/stations(\/\d+)?$/);
      for (const path of held['chargesetu-station-photos'] ?? [])
        expect(path).toMatch(/^\/images\/stations\//);

      await context.setOffline(true);
      await page.goto('/home');
      await expectHeading(page, 'Find your power');
      const banner = page.getByTestId('offline-banner');
      await banner.getByText('You’re offline').waitFor();
      // The saved list's time, in IST (the browser runs in Los Angeles).
      const times = [istText(savedAround - 60_000), istText(savedAround), istText(savedAround + 60_000)];
      await banner.getByText(/Showing stations as of .* IST, saved on this device\./).waitFor();
      const bannerText = must(await banner.textContent(), 'banner text');
      expect(times.some((t) => bannerText.includes(`as of ${t} IST`))).toBe(true);
      await finder.listCards(page).first().waitFor();
      expect((await cardIds(finder.listCards(page)))[0]).toBe(stationId);

      // Into the station page, from the saved copy.
      await finder.listCards(page).first().getByRole('link', { name: 'Book Now' }).click();
      await page.waitForURL(`**/station/${stationId}`);
      await expectHeading(page, name);
      await page
        .getByTestId('offline-banner')
        .getByText(/Showing stations as of .* IST/)
        .waitFor();
      const offlineNote = page.getByText('You’re offline — this needs a connection', { exact: true });
      await offlineNote.waitFor();
      const book = page.getByRole('button', { name: 'Select connector and power' });
      expect(await book.isDisabled()).toBe(true);
      expect(await book.getAttribute('aria-describedby')).toBe('book-offline');

      // A reload of the deep link opens from the saved app shell too.
      await page.reload();
      await expectHeading(page, name);
      await page.getByTestId('offline-banner').waitFor();

      // Back online, the banner goes and booking is possible again.
      await context.setOffline(false);
      await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
      expect(await offlineNote.count()).toBe(0);
    });
  });

  it('serves a valid web app manifest whose icons load, and the install meta tags', async () => {
    const { page } = await openPage(browser, PHONE);
    await page.goto('/');
    const href = must(await page.locator('link[rel="manifest"]').getAttribute('href'), 'manifest link');
    expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#00775A');
    const touchIcon = must(
      await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
      'apple-touch-icon',
    );

    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'ChargeSetu',
      short_name: 'ChargeSetu',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#00775A',
      background_color: '#F3FAF7',
    });
    expect(manifest.description).toMatch(/EV charging/);

    const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...icons, { src: touchIcon, sizes: '180x180', type: 'image/png' }]) {
      const png = await page.request.get(icon.src);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe(icon.type);
      const bytes = await png.body();
      // PNG signature, then the IHDR chunk's width and height.
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    // The icon decodes as an image of its declared size.
    const loaded = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, icons[0].src);
    expect(loaded).toBe('192x192');
  });
});
