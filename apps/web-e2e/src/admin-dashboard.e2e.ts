import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney, storedToken } from './support/accounts-ui';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { ADMIN, apiGet, apiSignIn, registerAccount, seedSession } from './support/session';

/** GET /api/admin/overview as the API answers it. */
interface Overview {
  users: number;
  stations: number;
  activeSessions: number;
  revenue: string;
  generatedAt: string;
}

// en-IN formatting written out here with Intl, not taken from the app (docs/product.md §9: ₹, 2 decimals,
// en-IN).
const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    Number(amount),
  );

/** Each tab (docs/product.md §2.14) and a section heading only that tab has. */
const TABS: Array<[tab: string, heading: string]> = [
  ['Overview', 'Platform totals'],
  ['User Management', 'User directory'],
  ['Station Management', 'Approval requests'],
  ['Financial Management', 'Refund requests'],
  ['Analytics', 'City distribution'],
  ['System', 'Database tools'],
  ['Support', 'Station issue monitoring'],
];

/** The four live totals on screen equal these API figures. */
async function expectTotals(page: Page, api: Overview): Promise<void> {
  const expected: Array<[string, string]> = [
    ['Total Users', count(api.users)],
    ['Charging Stations', count(api.stations)],
    ['Active Sessions', count(api.activeSessions)],
    ['Revenue', rupees(api.revenue)],
  ];
  for (const [label, value] of expected) {
    await page.getByRole('group', { name: label }).getByText(value, { exact: true }).waitFor();
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('admin dashboard at %s (docs/product.md §2.14)', (_size, viewport) => {
  it(
    'a driver is sent to /admin-login, and the overview API refuses them (403) and anyone without a token (401)',
    async () => {
      const driver = await registerAccount('Rohan Das');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, driver);
      await page.goto('/admin-dashboard');
      await page.waitForURL('**/admin-login');
      await expectHeading(page, 'Administrator sign-in');
      expect(await page.getByText('Platform totals').count()).toBe(0);

      const asDriver = await fetch(`${baseUrl()}/api/admin/overview`, {
        headers: { Authorization: `Bearer ${driver.token}` },
      });
      expect(asDriver.status).toBe(403);
      const anonymous = await fetch(`${baseUrl()}/api/admin/overview`);
      expect(anonymous.status).toBe(401);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the administrator sees the live totals the API reports, opens all seven tabs, and logs out',
    async () => {
      const admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
      const { context, page, consoleErrors } = await openJourney(browser, viewport);
      await seedSession(context, admin);
      const before = await apiGet<Overview>('/api/admin/overview', admin.token);

      await page.goto('/admin-dashboard');
      await expectHeading(page, 'Admin Dashboard');
      await page.getByText(`Welcome, ${admin.user.name}`).waitFor();
      await expectTotals(page, before);
      expect(before.stations).toBeGreaterThan(0);

      // A new driver: Refresh reads the totals again, and they follow the API.
      await registerAccount('Kavya Nair');
      await page.getByRole('button', { name: 'Refresh' }).click();
      const after = await apiGet<Overview>('/api/admin/overview', admin.token);
      expect(after.users).toBe(before.users + 1);
      await expectTotals(page, after);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Every tab opens and shows its own content; the sample sections are labelled sample data.
      for (const [tab, heading] of TABS) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        const panel = page.getByRole('tabpanel');
        await panel.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
        expect(await page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')).toBe(
          'true',
        );
        // User Management is live (its own journey: admin-users.e2e.ts).
        if (tab === 'User Management') await panel.getByTestId('admin-users-table').waitFor();
        // Station and Financial Management are live too (their own journey: admin-finance.e2e.ts).
        else if (!['Overview', 'Station Management', 'Financial Management'].includes(tab)) {
          expect(await panel.getByText('Sample data').count()).toBeGreaterThan(0);
        }
        if (['Financial Management', 'Analytics'].includes(tab)) {
          // The charts drew (MUI X Charts, in the lazily loaded tab chunk).
          await panel.locator('figure svg').first().waitFor();
        }
        if (tab === 'Analytics' || tab === 'User Management') {
          expect(await seriousA11yViolations(page)).toEqual([]);
        }
      }
      // A sample button says it changed nothing.
      await page.getByRole('tab', { name: 'System', exact: true }).click();
      await page.getByRole('button', { name: 'Backup Now' }).click();
      await expectToast(page, 'Sample data', 'Backup Now is a demo here: nothing was changed.');

      await page.getByRole('button', { name: 'Logout' }).click();
      await expectToast(page, 'Logged Out', 'You have been logged out of the admin dashboard');
      await page.waitForURL((url) => url.pathname === '/');
      expect(await storedToken(page)).toBeNull();
      await page.goto('/admin-dashboard');
      await page.waitForURL('**/admin-login');
      expect(consoleErrors).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
