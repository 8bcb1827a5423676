import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, signInThroughForm, STEP_TIMEOUT_MS } from './support/accounts-ui';
import { eventually } from './support/bookings-api';
import { expectHeading, finishTest, launchChromium, openPage, PHONE } from './support/browser';
import { apiGet, uniqueUsername } from './support/session';

// Issue #20 (docs/product.md §2.20): a driver whose phone prefers Hindi gets the app in Hindi, keeps it on the
// account they create, and can switch to English and back from the top bar. The texts are read from the
// Hindi locale files, so the journey follows the copy.

type Texts = Record<string, unknown>;
const LOCALES = join(__dirname, '../../../libs/web/i18n/src/locales');
const locale = (language: string, ns: string): Texts =>
  JSON.parse(readFileSync(join(LOCALES, language, `${ns}.json`), 'utf8')) as Texts;

/** The text of `path` ('register.title') in a locale file, with its {{values}} filled in. */
function text(texts: Texts, path: string, values: Record<string, string> = {}): string {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Texts | undefined)?.[key], texts);
  if (typeof found !== 'string') throw new Error(`no text at ${path}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
}

const hi = { common: locale('hi', 'common'), auth: locale('hi', 'auth'), public: locale('hi', 'public') };
const en = { common: locale('en', 'common') };

const HINDI = 'हिन्दी';

let browser: Browser;
let hindiContext: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  await hindiContext?.close();
  hindiContext = undefined;
  await finishTest();
});
afterAll(() => browser.close());

/** A phone whose browser prefers Hindi: Chromium's locale sets Accept-Language and navigator.languages. */
async function openHindiPhone(): Promise<Page> {
  const { context, page } = await openPage(browser, PHONE, { locale: 'hi-IN' });
  hindiContext = context;
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return page;
}

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const waitForLanguage = (page: Page, language: string) =>
  page.waitForFunction((l) => document.documentElement.lang === l, language);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const savedLanguage = (token: string) => apiGet<{ language: string }>('/api/auth/me/language', token);

describe('the app in Hindi at 390×844 (issue #20)', () => {
  it(
    'a Hindi-preferring visitor sees Hindi, registers in it, keeps it on the account and can switch to English and back',
    async () => {
      const page = await openHindiPhone();
      expect(await page.evaluate(() => navigator.languages[0])).toBe('hi-IN');

      // The landing page, in Hindi from the first screen.
      await page.goto('/');
      // Within the page (the tab title in <head> says "EV charging across India" too).
      const shown = page.locator('#root');
      await shown.getByText(text(hi.public, 'hero.chip')).first().waitFor();
      expect(await pageLanguage(page)).toBe('hi');
      await shown.getByText(text(hi.public, 'landing.title')).first().waitFor();
      expect(await page.title()).not.toBe('');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Sign-in, in Hindi, and from it to registration.
      await page.goto('/auth');
      await expectHeading(page, text(hi.auth, 'signIn.title'));
      await field(page, text(hi.auth, 'signIn.username')).waitFor();
      await field(page, text(hi.auth, 'signIn.password')).waitFor();
      await page.getByRole('button', { name: text(hi.auth, 'signIn.submit'), exact: true }).waitFor();
      expect(await page.title()).toBe(
        text(hi.common, 'pageTitle.titled', { title: text(hi.auth, 'signIn.title') }),
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('link', { name: text(hi.auth, 'signIn.signUp') }).click();

      await expectHeading(page, text(hi.auth, 'register.title'));
      // The empty form's rule messages are Hindi too.
      await page.getByRole('button', { name: text(hi.auth, 'register.submit'), exact: true }).click();
      await page.getByText(text(locale('hi', 'validation'), 'account.nameTooShort')).waitFor();
      await page.getByText(text(locale('hi', 'validation'), 'confirm.registerRequired')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      const username = uniqueUsername('hindi');
      const password = 'hara-bhara-1';
      const name = 'Priya Sharma';
      await field(page, text(hi.auth, 'register.name')).fill(name);
      await field(page, text(hi.auth, 'register.email')).fill(`${username}@example.in`);
      await field(page, text(hi.auth, 'register.phone')).fill('9876501234');
      await field(page, text(hi.auth, 'register.username')).fill(username);
      await field(page, text(hi.auth, 'register.password')).fill(password);
      await field(page, text(hi.auth, 'register.confirmPassword')).fill(password);
      // Signed in, the app reads the account's language from the server.
      const languageRead = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/auth/me/language' && r.request().method() === 'GET',
      );
      await page.getByRole('button', { name: text(hi.auth, 'register.submit'), exact: true }).click();

      await expectToast(
        page,
        text(hi.auth, 'register.successTitle'),
        text(hi.auth, 'register.success', { name }),
      );
      await page.waitForURL('**/user-dashboard');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).toBeTruthy();

      // The new account keeps the language it was created in (not the account default, English)...
      await eventually(
        () => savedLanguage(String(token)),
        (saved) => saved.language === 'hi',
      );
      // ...so the app stays in Hindi once the account's language has been read: a switch to another
      // language would load that language's strings first, well within a second of the answer.
      expect((await (await languageRead).json()).language).toBe('hi');
      await page.waitForTimeout(1000);
      expect(await pageLanguage(page)).toBe('hi');

      // The frame (bottom bar) is in Hindi.
      await page.goto('/home');
      const quickNav = page.getByTestId('bottom-bar');
      await quickNav.getByRole('link', { name: text(hi.common, 'nav.book'), exact: true }).waitFor();
      await quickNav.getByRole('link', { name: text(hi.common, 'nav.bookings'), exact: true }).waitFor();

      // English from the top bar: the app and the account switch...
      await page
        .getByRole('button', { name: text(hi.common, 'language.choose', { language: HINDI }) })
        .click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await waitForLanguage(page, 'en');
      await quickNav.getByRole('link', { name: text(en.common, 'nav.book'), exact: true }).waitFor();
      await eventually(
        () => savedLanguage(String(token)),
        (saved) => saved.language === 'en',
      );

      // ...and back to Hindi.
      await page
        .getByRole('button', { name: text(en.common, 'language.choose', { language: 'English' }) })
        .click();
      await page.getByRole('menuitem', { name: HINDI }).click();
      await waitForLanguage(page, 'hi');
      await quickNav.getByRole('link', { name: text(hi.common, 'nav.book'), exact: true }).waitFor();
      await eventually(
        () => savedLanguage(String(token)),
        (saved) => saved.language === 'hi',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Signing in on a fresh phone set to English: the account's saved language wins.
      const { page: english } = await openPage(browser, PHONE);
      english.setDefaultTimeout(STEP_TIMEOUT_MS);
      await signInThroughForm(english, username, password);
      await english.waitForURL('**/user-dashboard');
      await waitForLanguage(english, 'hi');
      await english.goto('/home');
      await english
        .getByTestId('bottom-bar')
        .getByRole('link', { name: text(hi.common, 'nav.book'), exact: true })
        .waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
