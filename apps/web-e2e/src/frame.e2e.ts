import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { DESKTOP, expectHeading, finishTest, launchChromium, openPage, PHONE } from './support/browser';
import { apiStatus, signIn } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const topBar = (page: Page) => page.getByTestId('top-bar');
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });

async function linkNames(container: ReturnType<typeof sideMenu>) {
  await container.waitFor();
  return container.getByRole('link').allTextContents();
}

/** Makes the page long enough to scroll, whatever the placeholder or feature page holds. */
async function makePageTall(page: Page) {
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '4000px';
    document.getElementById('main-content')?.appendChild(filler);
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // The handler is throttled to 50 ms with a trailing call; give it and the transition time to settle.
  await page.waitForTimeout(400);
}

async function isShown(page: Page, bar: ReturnType<typeof topBar>) {
  const hidden = await bar.getAttribute('data-hidden');
  const box = await bar.boundingBox();
  const viewportHeight = page.viewportSize()?.height ?? 0;
  const onScreen = box !== null && box.y + box.height > 1 && box.y < viewportHeight - 1;
  // The attribute and the geometry must agree: a bar marked visible has to be on screen.
  expect(onScreen).toBe(hidden === 'false');
  return onScreen;
}

describe('frame at 1366×850 (docs/product.md §2.17: side menu from the md breakpoint)', () => {
  it('signed out: Book, Assistant and Sign In; no bars', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto('/home');
    expect(await linkNames(sideMenu(page))).toEqual(['Book', 'Assistant', 'Sign In']);
    expect(await topBar(page).count()).toBe(0);
    expect(await bottomBar(page).count()).toBe(0);
    await sideMenu(page).getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await expectHeading(page, 'Sign in');
  });

  it('signed out: no serious or critical accessibility violations', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto('/home');
    await sideMenu(page).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('signed in: all items, the user, the header menu by keyboard, and Sign out', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const user = await signIn(context);
    await page.goto('/home');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(await apiStatus('/api/bookings', token)).toBe(200);
    expect(await linkNames(sideMenu(page))).toEqual([
      'Dashboard',
      'Book',
      'Assistant',
      'My Bookings',
      'Payments',
      'My Vehicles',
      'Profile',
    ]);
    await page.getByText(user.name, { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const accountButton = page.getByRole('button', { name: `Account menu for ${user.name}` });
    await accountButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Dashboard',
      'Profile',
      'Settings',
      'Log out',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Logged Out').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Sign out revoked the token on the server too: a copy of it is refused from now on.
    // (The app sends the logout in the background: give it a moment to land.)
    let status = 0;
    for (let i = 0; i < 50 && status !== 401; i += 1) {
      status = await apiStatus('/api/bookings', token);
      if (status !== 401) await page.waitForTimeout(100);
    }
    expect(status).toBe(401);
  });

  it('the skip link is the first stop of the keyboard and moves focus to the content', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto('/assistant');
    await sideMenu(page).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});

describe('frame at 390×844 (docs/product.md §2.17: top bar and bottom bar below md)', () => {
  it('signed out: logo, search and Sign In on top; Book, Assistant and More below; no side menu', async () => {
    const { page } = await openPage(browser, PHONE);
    await page.goto('/home');
    await topBar(page).waitFor();
    await topBar(page).getByRole('link', { name: 'ChargeSetu home' }).waitFor();
    expect(
      await page.getByRole('searchbox', { name: 'Search stations, locations' }).getAttribute('placeholder'),
    ).toBe('Search stations, locations...');
    await topBar(page).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await bottomBar(page).getByRole('link').allTextContents()).toEqual(['Book', 'Assistant']);
    await bottomBar(page).getByRole('button', { name: 'More' }).waitFor();
    expect(await sideMenu(page).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the bars hide when scrolling down and come back on scroll up, at the top and near the end', async () => {
    const { page } = await openPage(browser, PHONE);
    await page.goto('/home');
    await topBar(page).waitFor();
    await makePageTall(page);

    await scrollTo(page, 50);
    expect(await isShown(page, topBar(page))).toBe(true);
    await scrollTo(page, 600);
    expect(await isShown(page, topBar(page))).toBe(false);
    expect(await isShown(page, bottomBar(page))).toBe(false);

    await scrollTo(page, 580);
    expect(await isShown(page, topBar(page))).toBe(true);
    expect(await isShown(page, bottomBar(page))).toBe(true);

    await scrollTo(page, 1500);
    expect(await isShown(page, topBar(page))).toBe(false);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollTo(page, end - 50);
    expect(await isShown(page, bottomBar(page))).toBe(true);
    expect(await isShown(page, topBar(page))).toBe(false);

    await scrollTo(page, 10);
    expect(await isShown(page, topBar(page))).toBe(true);
  });

  it('More opens a sheet of at most 70% of the viewport with the spec items', async () => {
    const { context, page } = await openPage(browser, PHONE);
    const user = await signIn(context);
    await page.goto('/home');
    await bottomBar(page).getByRole('link', { name: 'Assistant' }).waitFor();
    expect(await bottomBar(page).getByRole('link').allTextContents()).toEqual([
      'Book',
      'Bookings',
      'Assistant',
    ]);
    await bottomBar(page).getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await sheet.waitFor();
    expect(await sheet.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'My Vehicles',
      'Charging History',
      'Payments',
      'Profile Settings',
      'App Settings',
    ]);
    await sheet.getByText(user.email).waitFor();
    await sheet.getByRole('button', { name: 'Sign Out' }).waitFor();
    const box = await sheet.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
    expect(box?.height).toBeLessThanOrEqual(PHONE.height * 0.7 + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await sheet.getByRole('link', { name: 'Charging History' }).click();
    await page.waitForURL('**/charging-history');
    await expectHeading(page, 'Charging History');
  });

  it('station, booking, charging, payment and booking-success pages have a back button; others do not', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await signIn(context);
    await page.goto('/home');
    await topBar(page).waitFor();
    expect(await page.getByRole('button', { name: 'Go back' }).count()).toBe(0);
    for (const path of ['/station/1', '/booking/1', '/charging/1', '/payment/1', '/booking-success/1']) {
      await page.goto(path);
      await page.locator('h1').waitFor();
      expect(await page.getByRole('button', { name: 'Go back' }).count()).toBe(1);
    }
    // Opened directly (no earlier page in the app), back leads to the station finder.
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL('**/home');
  });

  it('searching from the top bar opens the station finder with the query', async () => {
    const { page } = await openPage(browser, PHONE);
    await page.goto('/assistant');
    const search = page.getByRole('searchbox', { name: 'Search stations, locations' });
    await search.fill('Pune');
    await search.press('Enter');
    await page.waitForURL('**/home?q=Pune');
  });
});
