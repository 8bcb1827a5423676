import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import {
  accountButton,
  expectToast,
  field,
  JOURNEY_TIMEOUT_MS,
  openJourney,
  signInThroughForm,
  signOutThroughFrame,
  storedToken,
} from './support/accounts-ui';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { canSignIn, registerAccount, seedSession, uniqueUsername } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('accounts at %s (docs/product.md §2.9, §2.10, §2.13)', (_size, viewport) => {
  it(
    'registers through the form to /user-dashboard, signs out, is refused a wrong password, and signs in',
    async () => {
      const { page } = await openJourney(browser, viewport);
      const username = uniqueUsername('reg');
      const name = 'Meera Krishnan';

      await page.goto('/register');
      await expectHeading(page, 'Create your account');
      // Submitting the empty form shows the spec's messages and sends nothing.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Name must be at least 2 characters').waitFor();
      await page.getByText('Confirm password is required').waitFor();
      await field(page, 'Full Name').fill(name);
      await field(page, 'Email').fill(`${username}@example.in`);
      await field(page, 'Phone').fill('9845012345');
      await field(page, 'Username').fill(username);
      await field(page, 'Password').fill('green-road-1');
      await field(page, 'Confirm Password').fill('green-road-2');
      await field(page, 'Email').focus();
      await page.getByText("Passwords don't match").waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await field(page, 'Confirm Password').fill('green-road-1');
      await page.getByRole('button', { name: 'Create Account' }).click();

      await expectToast(page, 'Registration Successful');
      await page.waitForURL('**/user-dashboard');
      // The frame shows the signed-in user's initial and name (docs/product.md §2.17).
      await accountButton(page, name).waitFor();
      expect(await accountButton(page, name).textContent()).toBe('M');
      expect(await storedToken(page)).toBeTruthy();

      await signOutThroughFrame(page);
      expect(await storedToken(page)).toBeNull();

      await signInThroughForm(page, username, 'wrong-password');
      await expectToast(page, 'Login Failed', 'Invalid username or password');
      expect(new URL(page.url()).pathname).toBe('/auth');
      expect(await storedToken(page)).toBeNull();

      await signInThroughForm(page, username, 'green-road-1');
      await expectToast(page, 'Login Successful');
      await page.waitForURL('**/user-dashboard');
      await accountButton(page, name).waitFor();
      // Already signed in: the sign-in screen sends the user on (docs/product.md §2.10).
      await page.goto('/auth');
      await page.waitForURL('**/user-dashboard');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'changes the password in Settings and signs in with the new one',
    async () => {
      const { context, page } = await openJourney(browser, viewport);
      const account = await registerAccount('Kabir Malhotra', 'first-pass-1');
      await seedSession(context, account);

      await page.goto('/settings');
      await expectHeading(page, 'Settings');
      await page.getByRole('heading', { name: 'Security Settings' }).waitFor();
      await page.getByText('Password must be at least 6 characters').waitFor();
      // Only administrators have the Admin tab (docs/product.md §2.13).
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Password']);

      await field(page, 'Current Password').fill('first-pass-1');
      await field(page, 'New Password').fill('second-pass-2');
      await field(page, 'Confirm New Password').fill('second-pass-3');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText('Passwords do not match').waitFor();
      await field(page, 'Confirm New Password').fill('second-pass-2');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expectToast(page, 'Success', 'Your password has been updated');
      // The form clears (docs/product.md §8).
      expect(await field(page, 'Current Password').inputValue()).toBe('');
      expect(await field(page, 'New Password').inputValue()).toBe('');

      expect(await canSignIn(account.user.username, 'first-pass-1')).toBe(false);
      await signOutThroughFrame(page);
      await signInThroughForm(page, account.user.username, 'second-pass-2');
      await expectToast(page, 'Login Successful');
      await page.waitForURL('**/user-dashboard');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the profile shows the account, edits it, and leads to Settings (docs/product.md §2.9)',
    async () => {
      const { context, page } = await openJourney(browser, viewport);
      const account = await registerAccount('Ishaan Verma');
      await seedSession(context, account);

      await page.goto('/profile');
      await expectHeading(page, 'Profile');
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'My Profile',
        'My Vehicles',
        'Payment Methods',
      ]);
      const main = page.locator('#main-content');
      await main.getByText(account.user.email, { exact: true }).waitFor();
      await main.getByText('9876543210', { exact: true }).waitFor();
      await main.getByText('••••••••').waitFor();

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await field(page, 'Full Name').fill('Ishaan K. Verma');
      await field(page, 'Phone').fill('98450');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.getByText('Phone number must be at least 10 characters').waitFor();
      await field(page, 'Phone').fill('9845067890');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile updated');
      await main.getByText('9845067890', { exact: true }).waitFor();
      // The frame follows the new name.
      await accountButton(page, 'Ishaan K. Verma').waitFor();

      await page.getByRole('tab', { name: 'Payment Methods' }).click();
      await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
      await page.getByRole('tab', { name: 'My Vehicles' }).click();
      await page.getByText('No vehicles found').waitFor();
      expect(new URL(page.url()).search).toBe('?tab=vehicles');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'My Profile' }).click();
      await page.getByRole('link', { name: 'Change Password' }).click();
      await page.waitForURL('**/settings');
      await expectHeading(page, 'Settings');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
