import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// One page walks each group of the route table: a fresh browser context per route would triple the time.
describe('route table (docs/product.md §2.1)', () => {
  it('every public route renders its screen without the frame', async () => {
    const { page } = await openPage(browser, DESKTOP);
    for (const [path, heading] of [
      ['/', 'Charge your EV without the guesswork'],
      ['/product', 'Built for the way India drives electric'],
      ['/auth', 'Sign in'],
      ['/login', 'Sign in'],
      ['/register', 'Create your account'],
      ['/admin-login', 'Administrator sign-in'],
      ['/policies/privacy-policy', 'Privacy Policy'],
      ['/policies/terms-of-service', 'Terms of Service'],
      ['/policies/cookies-policy', 'Cookies Policy'],
    ]) {
      await page.goto(path);
      await expectHeading(page, heading);
      expect(await sideMenu(page).count()).toBe(0);
    }
  });

  it('every framed route open to all renders inside the frame; /home has the Beta badge (docs/product.md §1)', async () => {
    const { page } = await openPage(browser, DESKTOP);
    // The station page is titled with the station's name, whatever the seeded catalogue calls it.
    // (/booking/1 sends a signed-out visitor to /login: booking-payment.e2e.ts checks it.)
    const station = (await (await fetch(`${baseUrl()}/api/stations/1`)).json()) as { name: string };
    for (const [path, heading] of [
      ['/station/1', station.name],
      ['/assistant', 'AI Assistant'],
      ['/home', 'Find your power'],
    ]) {
      await page.goto(path);
      await expectHeading(page, heading);
      await sideMenu(page).waitFor();
    }
    await page.getByText('Beta', { exact: true }).waitFor();
  });
});

describe('linked paths that the route table does not list', () => {
  it('/auth/login shows the sign-in screen at /auth, /auth/register the registration at /register', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto('/auth/login');
    await page.waitForURL('**/auth');
    await expectHeading(page, 'Sign in');
    await page.goto('/auth/register');
    await page.waitForURL('**/register');
    await expectHeading(page, 'Create your account');
  });
});

describe('guards (docs/product.md §2.1)', () => {
  it('signed out, every route that needs a user goes to /auth', async () => {
    const { page } = await openPage(browser, DESKTOP);
    for (const path of [
      '/dashboard',
      '/user-dashboard',
      '/charging/1',
      '/bookings',
      '/profile',
      '/payment',
      '/payment/1',
      '/vehicles',
      '/settings',
      '/admin-settings',
      '/charging-history',
      '/payments',
    ]) {
      await page.goto(path);
      await page.waitForURL('**/auth');
      await expectHeading(page, 'Sign in');
    }
  });

  it('signed out, /admin-dashboard goes to /admin-login', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto('/admin-dashboard');
    await page.waitForURL('**/admin-login');
    await page.getByText('This area is restricted to administrators only').waitFor();
  });

  it('a stored token the server rejects is cleared, and the protected page goes to /auth', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('token', 'forged.token.value');
        localStorage.setItem(
          'user',
          JSON.stringify({ id: 1, username: 'admin', name: 'Admin', role: 'admin' }),
        );
      }
    });
    await page.goto('/bookings');
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });
});

describe('not found (docs/product.md §2.1)', () => {
  it('an unknown path shows the not-found screen inside the frame', async () => {
    const { page } = await openPage(browser, DESKTOP);
    const response = await page.goto('/charging-stations-near-me');
    expect(response?.status()).toBe(200);
    await expectHeading(page, 'Page not found');
    await sideMenu(page).waitFor();
  });

  it('an unknown policy page shows the stand-alone "404 Page Not Found"', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto('/policies/refund-policy');
    await expectHeading(page, '404 Page Not Found');
    expect(await sideMenu(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
