import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { apiGet, registerAccount, seedSession } from './support/session';

/** GET /api/rfid-cards as the driver (the shape of RfidCards, written out: e2e imports no app code). */
interface Cards {
  cards: Array<{ idTag: string; label: string; addedAt: string }>;
  maxCards: number;
  minWalletBalance: string;
}

// en-IN rupees with 2 decimals, written out here with Intl rather than taken from the app.
const inr = (amount: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    Number(amount),
  );

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('RFID cards on My Profile at %s (docs/product.md §2.9)', (_size, viewport) => {
  it(
    'registers a card, shows what the API stored and the wallet minimum, refuses a duplicate, removes it',
    async () => {
      const account = await registerAccount('Farah Sheikh');
      const other = await registerAccount('Gopal Nair');
      // The other driver's page first: the owner's, opened last, is the one finishTest keeps a picture of.
      const theirs = await openJourney(browser, viewport);
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);

      await page.goto('/profile');
      await expectHeading(page, 'Profile');
      const section = page.getByRole('region', { name: 'RFID cards' });
      await section.getByText('No cards yet. Add the card or key fob you tap at chargers.').waitFor();
      const policy = await apiGet<Cards>('/api/rfid-cards', account.token);
      await section.getByText(`needs at least ${inr(policy.minWalletBalance)}.`, { exact: false }).waitFor();

      // Validation happens before anything is sent.
      await field(page, 'Card number').fill('04-A2');
      await field(page, 'Card name').fill('Blue key fob');
      await section.getByRole('button', { name: 'Add card' }).click();
      await section.getByText('letters and digits', { exact: false }).first().waitFor();

      const number = `04${Date.now().toString(16)}`;
      await field(page, 'Card number').fill(number);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await section.getByRole('button', { name: 'Add card' }).click();
      await expectToast(page, 'Card added', 'Blue key fob now starts charging for you.');
      // The list shows exactly what the API stored (the number upper-case).
      const stored = await apiGet<Cards>('/api/rfid-cards', account.token);
      expect(stored.cards.map((c) => [c.idTag, c.label])).toEqual([[number.toUpperCase(), 'Blue key fob']]);
      const list = section.getByRole('list', { name: 'Your RFID cards' });
      // The list is read again after the add: wait for the new card before reading every number shown.
      await list.getByTestId('rfid-card-number').filter({ hasText: number.toUpperCase() }).waitFor();
      expect(await list.getByTestId('rfid-card-number').allTextContents()).toEqual([number.toUpperCase()]);

      // Someone else's card number: the server's message, nothing added.
      await seedSession(theirs.context, other);
      await theirs.page.goto('/profile');
      const theirSection = theirs.page.getByRole('region', { name: 'RFID cards' });
      await field(theirs.page, 'Card number').fill(number);
      await field(theirs.page, 'Card name').fill('Found card');
      await theirSection.getByRole('button', { name: 'Add card' }).click();
      await theirSection.getByText(`Card ${number.toUpperCase()} is registered already.`).waitFor();
      expect((await apiGet<Cards>('/api/rfid-cards', other.token)).cards).toEqual([]);
      await theirs.context.close();

      // The owner removes it, after confirming.
      await section.getByRole('button', { name: `Remove Blue key fob (${number.toUpperCase()})` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove Blue key fob?' });
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await dialog.waitFor({ state: 'detached' });
      await section.getByText('No cards yet. Add the card or key fob you tap at chargers.').waitFor();
      expect((await apiGet<Cards>('/api/rfid-cards', account.token)).cards).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
