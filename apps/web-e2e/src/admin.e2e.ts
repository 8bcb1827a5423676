import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import {
  expectToast,
  field,
  JOURNEY_TIMEOUT_MS,
  openJourney,
  signInThroughForm,
} from './support/accounts-ui';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { ADMIN, registerAccount, seedSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('administrator at %s (docs/product.md §2.14, §6)', (_size, viewport) => {
  it(
    'signs in at /admin-login, lands on /admin-dashboard, and resets a user password the user then signs in with',
    async () => {
      const driver = await registerAccount('Farah Sheikh', 'forgotten-1');
      const { page } = await openJourney(browser, viewport);

      await page.goto('/admin-login');
      await page.getByText('This area is restricted to administrators only').waitFor();
      await page.getByRole('button', { name: 'Login to Dashboard' }).click();
      await page.getByText('Username is required').waitFor();
      await page.getByText('Password is required').waitFor();
      await field(page, 'Username').fill(ADMIN.username);
      await field(page, 'Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login to Dashboard' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();

      await field(page, 'Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login to Dashboard' }).click();
      await page.waitForURL('**/admin-dashboard');
      await expectHeading(page, 'Admin Dashboard');
      expect(
        await page.evaluate(
          () => JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>,
        ),
      ).toMatchObject({ username: 'admin', role: 'admin', isAdmin: true });

      // The administrator's settings: the password form, then the reset of another user's password.
      await page.goto('/admin-settings');
      await expectHeading(page, 'Admin Settings');
      await page.getByRole('heading', { name: 'Security Settings' }).waitFor();
      await page.getByRole('tab', { name: 'User Management' }).click();
      await page.getByRole('link', { name: 'Open User Management' }).waitFor();
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('User ID is required').waitFor();
      await field(page, 'User ID').fill(String(driver.user.id));
      await field(page, 'New Password').fill('reset-by-admin-1');
      await field(page, 'Confirm Password').fill('reset-by-admin-2');
      await field(page, 'User ID').focus();
      await page.getByText('Passwords do not match').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await field(page, 'Confirm Password').fill('reset-by-admin-1');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectToast(page, 'Success', `Password for user ID ${driver.user.id} has been updated`);
      expect(await field(page, 'User ID').inputValue()).toBe('');

      // The user signs in with the password the administrator set, in a browser of their own.
      const { page: driverPage } = await openJourney(browser, viewport);
      await signInThroughForm(driverPage, driver.user.username, 'reset-by-admin-1');
      await expectToast(driverPage, 'Login Successful');
      await driverPage.waitForURL('**/user-dashboard');
      await page.context().close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a normal user cannot reach /admin-settings or the admin dashboard, nor sign in as an administrator',
    async () => {
      const driver = await registerAccount('Rohan Das');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, driver);

      await page.goto('/admin-settings');
      await page.waitForURL('**/dashboard');
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      // The Admin tab of /settings is for administrators only.
      await page.goto('/settings');
      await expectHeading(page, 'Settings');
      expect(await page.getByRole('tab', { name: 'Admin' }).count()).toBe(0);

      await page.goto('/admin-dashboard');
      await page.waitForURL('**/admin-login');
      await field(page, 'Username').fill(driver.user.username);
      await field(page, 'Password').fill(driver.password);
      await page.getByRole('button', { name: 'Login to Dashboard' }).click();
      // The service refuses a non-admin (403) and the page shows its message.
      await page
        .getByRole('alert')
        .filter({ hasText: 'This area is restricted to administrators only' })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin-login');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
