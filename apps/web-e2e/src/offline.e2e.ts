// Installable and useful offline (docs/product.md §2.19, issue #20): the service worker
// installs and controls the page; offline, the finder and a station page open from what it saved, with the
// offline banner, and booking says it needs a connection; the driver's own bookings and the receipts already
// opened open offline too, and go from the device at sign-out; the web app manifest and its icons are served.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { signOutThroughFrame } from './support/accounts-ui';
import {
  addVehicle,
  apiPost,
  availableSlots,
  bookingBody,
  eventually,
  findSingleCharger,
  getBooking,
  type SingleCharger,
} from './support/bookings-api';
import { expectHeading, finishTest, hasApi, launchChromium, must, openPage, PHONE } from './support/browser';
import { apiGet, registerAccount, seedSession, type TestAccount } from './support/session';
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

const OWN_CACHE = 'chargesetu-my-bookings';
const reference = (id: number) => `CS-${String(id).padStart(6, '0')}`;

/** A paid (UPI) booking of a free slot tomorrow on `c`'s charger, confirmed by the bookings service. */
async function paidBooking(
  driver: TestAccount,
  c: SingleCharger,
  slot: string,
): Promise<{ booking: Booking; payment: Payment }> {
  const vehicle = await addVehicle(driver.token, [c.type]);
  const booking = await apiPost<Booking>('/api/bookings', bookingBody(c, vehicle.id, slot), driver.token);
  await apiPost(
    '/api/payments',
    { bookingId: booking.id, paymentMethod: 'upi', upiId: 'asha@okaxis' },
    driver.token,
  );
  await eventually(
    () => getBooking(driver.token, booking.id),
    (b) => b.status === 'confirmed',
  );
  const payment = await apiGet<Payment>(`/api/payments/booking/${booking.id}`, driver.token);
  return { booking, payment };
}

/** Clicks Download Receipt and answers the first bytes of the saved file. */
async function downloadReceipt(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return readFileSync(await download.path())
    .subarray(0, 5)
    .toString('latin1');
}

/** The full keys (URLs with their query) of the driver's own saved answers; null when the cache is gone. */
function ownCacheKeys(page: Page): Promise<string[] | null> {
  return page.evaluate(async (name) => {
    if (!(await caches.keys()).includes(name)) return null;
    return (await (await caches.open(name)).keys()).map((r) => r.url);
  }, OWN_CACHE);
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

      // Signed out, only the catalogue and photos are kept at run time: never availability, charging or payments.
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

  withApi('with a driver’s paid bookings', () => {
    it('seen online, My Bookings, a booking’s details and its opened receipt open offline, marked as saved; a receipt never opened and Cancel say they need a connection; sign-out deletes them', async () => {
      const asha = await registerAccount('Asha Rao');
      const c = await findSingleCharger();
      const first = await paidBooking(asha, c, c.slot);
      const otherSlot = must(
        (await availableSlots(c.station.id, c.date, c.type, c.power)).find((slot) => slot.available)?.time,
        'another free slot',
      );
      const second = await paidBooking(asha, c, otherSlot);
      const { page, context } = await openPage(browser, PHONE);
      await seedSession(context, asha);

      await page.goto('/bookings');
      await expectHeading(page, 'My Bookings');
      await installServiceWorker(page);
      await expectHeading(page, 'My Bookings');
      const card = page.getByTestId('booking-card').filter({ hasText: reference(first.booking.id) });
      await card.waitFor();
      await page
        .getByTestId('booking-card')
        .filter({ hasText: reference(second.booking.id) })
        .waitFor();

      // The first booking's details and its receipt, opened online; the second's details only.
      await page.goto(`/booking-success/${first.booking.id}`);
      await page
        .getByTestId('confirmation-reference')
        .filter({ hasText: reference(first.booking.id) })
        .waitFor();
      expect(await downloadReceipt(page)).toBe('%PDF-');
      await page.goto(`/booking-success/${second.booking.id}`);
      await page
        .getByTestId('confirmation-reference')
        .filter({ hasText: reference(second.booking.id) })
        .waitFor();
      const savedAround = Date.now();

      // Kept: the driver's bookings, the two payments shown and the receipt opened, each keyed by a digest of
      // the session's token (never the token itself); never the payments list, the wallet or availability.
      const keys = must(await ownCacheKeys(page), 'the own-data cache');
      const paths = keys.map((k) => new URL(k).pathname);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/bookings',
          `/api/bookings/${first.booking.id}`,
          `/api/payments/booking/${first.booking.id}`,
          `/api/payments/${first.payment.id}/receipt`,
        ]),
      );
      expect(paths).not.toContain(`/api/payments/${second.payment.id}/receipt`);
      for (const path of paths) {
        expect(path).toMatch(/^\/api\/(bookings(\/\d+)?|payments\/booking\/\d+|payments\/\d+\/receipt)$/);
      }
      for (const key of keys) {
        expect(new URL(key).searchParams.get('owner')).toMatch(/^[0-9a-f]{32}$/);
        expect(key).not.toContain(asha.token);
      }

      await context.setOffline(true);
      await page.reload();
      const banner = page.getByTestId('offline-banner');
      await banner.getByText('You’re offline').waitFor();
      await banner.getByText(/Showing your bookings as of .* IST, saved on this device\./).waitFor();
      const times = [istText(savedAround - 60_000), istText(savedAround), istText(savedAround + 60_000)];
      const bannerText = must(await banner.textContent(), 'banner text');
      expect(times.some((t) => bannerText.includes(`as of ${t} IST`))).toBe(true);
      // The second booking, from the saved copy; its receipt was never opened here.
      expect(await page.getByTestId('confirmation-reference').textContent()).toBe(
        reference(second.booking.id),
      );
      await page.getByRole('button', { name: 'Download Receipt' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Error downloading receipt' });
      await toast
        .getByText('this receipt has not been opened on this device yet, so it needs a connection')
        .waitFor();

      // The first booking's details and the receipt already opened.
      await page.goto(`/booking-success/${first.booking.id}`);
      await page
        .getByTestId('confirmation-reference')
        .filter({ hasText: reference(first.booking.id) })
        .waitFor();
      await page
        .getByTestId('offline-banner')
        .getByText(/Showing your bookings as of/)
        .waitFor();
      expect(await downloadReceipt(page)).toBe('%PDF-');

      // My Bookings with their confirmation codes; Cancel waits for a connection.
      await page.goto('/bookings');
      await expectHeading(page, 'My Bookings');
      await page
        .getByTestId('offline-banner')
        .getByText(/Showing your bookings as of/)
        .waitFor();
      await card.waitFor();
      expect(await card.getByTestId('booking-reference').textContent()).toBe(reference(first.booking.id));
      const cancel = card.getByRole('button', { name: 'Cancel', exact: true });
      expect(await cancel.isDisabled()).toBe(true);
      await card.getByText('You’re offline — this needs a connection', { exact: true }).waitFor();

      // Back online, signing out deletes the saved bookings and receipts from the device.
      await context.setOffline(false);
      await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
      expect(await cancel.isDisabled()).toBe(false);
      await signOutThroughFrame(page);
      await page.waitForFunction(async (name) => !(await caches.keys()).includes(name), OWN_CACHE);
      expect(await ownCacheKeys(page)).toBeNull();
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
