import type { Browser, Page } from 'playwright-core';
import { openPage, PHONE, type OpenedPage } from './browser';

/**
 * A journey runs many steps: it gets this long in all (Jest's default is 30 s), while each single step
 * still fails after {@link STEP_TIMEOUT_MS} with the locator it waited for.
 */
export const JOURNEY_TIMEOUT_MS = 90_000;
export const STEP_TIMEOUT_MS = 15_000;

/** {@link openPage} with the step timeout set. */
export async function openJourney(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport);
  opened.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return opened;
}

/**
 * Waits for the toast (one at a time, docs/product.md §9) that reads exactly this title and, if given,
 * description.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  let toast = page.getByRole('alert').filter({ hasText: title });
  if (description !== undefined) toast = toast.filter({ hasText: description });
  await toast.waitFor();
  // The title and the description are the toast's whole text (its close button has none).
  const text = (await toast.textContent())?.trim() ?? '';
  if (description === undefined) expect(text.startsWith(title)).toBe(true);
  else expect(text).toBe(`${title}${description}`);
}

/** A field by its exact label (password fields also have a "Show …" toggle whose name contains the label). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills the sign-in form at /auth and submits it. */
export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) <= PHONE.width;
}

/**
 * Signs out the way a user would at this size: the side menu's "Sign out" on a desktop, the More
 * sheet's "Sign Out" on a phone (docs/product.md §2.17). Logout goes to / and says "Logged Out" (§2.10, §8).
 */
export async function signOutThroughFrame(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'More' })
      .click();
    await page.getByRole('dialog', { name: 'More' }).getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  }
  await expectToast(page, 'Logged Out', 'You have been successfully logged out.');
  await page.waitForURL((url) => url.pathname === '/');
}

/** The account button the frame shows a signed-in user: side menu on a desktop, top bar on a phone. */
export function accountButton(page: Page, name: string) {
  return page.getByRole('button', { name: `Account menu for ${name}` });
}

/** The token the app stored (docs/product.md §7: localStorage `token`). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
