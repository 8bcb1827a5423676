import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, field, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { ADMIN, apiSignIn, apiStatus, canSignIn, registerAccount, seedSession } from './support/session';

const USERS = '/api/auth/admin/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('admin user directory at %s (docs/product.md §2.14 User Management)', (_size, viewport) => {
  it(
    'refuses the directory to a driver (403) and to anyone without a token (401)',
    async () => {
      const driver = await registerAccount('Ritu Bhatt');
      expect(await apiStatus(USERS, driver.token)).toBe(403);
      expect(await apiStatus(`${USERS}/${driver.user.id}`, driver.token)).toBe(403);
      expect(await apiStatus(USERS, null)).toBe(401);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the administrator finds a newly registered driver by email, opens them and resets their password',
    async () => {
      const driver = await registerAccount('Zoya Qureshi');
      const vehicle = await fetch(`${baseUrl()}/api/vehicles`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${driver.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          make: 'Tata',
          model: 'Punch EV',
          registrationNumber: 'KA 01 ZQ 2026',
          connectorTypes: ['CCS2'],
        }),
      });
      expect(vehicle.status).toBe(201);

      const admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, admin);
      await page.goto('/admin-dashboard');
      await expectHeading(page, 'Admin Dashboard');
      await page.getByRole('tab', { name: 'User Management', exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading', { level: 2, name: 'User directory', exact: true }).waitFor();
      await panel.getByTestId('admin-users-table').waitFor();
      expect(await panel.getByText('Sample data').count()).toBe(0);
      expect(await panel.getByRole('link', { name: 'Admin Settings' }).getAttribute('href')).toBe(
        '/admin-settings',
      );

      // The email in capitals: the search ignores letter case.
      await panel.getByTestId('admin-users-search').fill(driver.user.email.toUpperCase());
      await panel.getByTestId('admin-users-search-button').click();
      await panel.getByText('1 account matches · live from the auth service').waitFor();
      const row = panel.getByRole('row').filter({ hasText: driver.user.email });
      await row.getByText('Driver', { exact: true }).waitFor();
      expect(await panel.getByRole('row').count()).toBe(2); // the header and the driver
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByTestId(`admin-user-open-${driver.user.id}`).click();
      const dialog = page.getByRole('dialog', { name: 'Zoya Qureshi' });
      const detail = dialog.getByTestId('admin-user-detail');
      await detail.getByText(driver.user.email, { exact: true }).waitFor();
      await detail.getByText(driver.user.username, { exact: true }).waitFor();
      await detail.getByTestId('admin-user-vehicles').getByText('Tata Punch EV').waitFor();
      expect(await detail.getByLabel('User ID', { exact: true }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await field(page, 'New Password').fill('reset-in-directory-1');
      await field(page, 'Confirm Password').fill('reset-in-directory-1');
      await dialog.getByRole('button', { name: 'Reset Password' }).click();
      // The dialog closes, so the toast is not hidden behind it; the driver signs in with the new password.
      await dialog.waitFor({ state: 'detached' });
      await expectToast(page, 'Success', `Password for user ID ${driver.user.id} has been updated`);
      expect(await canSignIn(driver.user.username, 'reset-in-directory-1')).toBe(true);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
