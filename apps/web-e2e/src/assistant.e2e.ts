import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { apiGet, registerAccount, seedSession } from './support/session';
import type { ApiStation } from './support/stations-api';

// The platform under test runs without OPENAI_* settings, so the built-in offline assistant answers
// from the live catalogue (the model path is covered by the assistant service's integration tests).

interface HistoryItem {
  id: number;
  query: string;
  response: string;
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
])('assistant at %s (docs/product.md §2.11)', (_size, viewport) => {
  it(
    'signed out: the alert with its two buttons, and no chat',
    async () => {
      const { page } = await openJourney(browser, viewport);
      await page.goto('/assistant');
      await expectHeading(page, 'AI Assistant');
      const alert = page.getByTestId('assistant-signed-out');
      await alert.getByText('Authentication Required').waitFor();
      expect(await alert.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/auth/login');
      expect(await alert.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/auth/register');
      expect(await page.getByTestId('assistant-chat').count()).toBe(0);
      await alert.getByRole('link', { name: 'Log In' }).click();
      await page.waitForURL('**/auth');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'an example question gets a data-backed answer that stays after a reload',
    async () => {
      const account = await registerAccount('Kavya Menon');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      await page.goto('/assistant');
      await expectHeading(page, 'AI Assistant');
      const chat = page.getByTestId('assistant-chat');
      await chat.getByTestId('chat-assistant-message').first().waitFor();
      const box = await chat.boundingBox();
      expect(Math.round(box?.height ?? 0)).toBe(600);

      await chat.getByRole('button', { name: 'Find fast chargers near Bengaluru' }).click();
      await chat
        .getByTestId('chat-user-message')
        .filter({ hasText: 'Find fast chargers near Bengaluru' })
        .waitFor();
      // The greeting, then the answer.
      const answer = chat.getByTestId('chat-assistant-message').nth(1);
      await answer.waitFor({ timeout: 30_000 });
      expect(await chat.getByTestId('chat-thinking').count()).toBe(0);

      // The answer links to real stations, and they are fast chargers in Bengaluru.
      const hrefs = await answer
        .locator('a[href^="/station/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const station = await apiGet<ApiStation>(
          `/api${href.replace('/station/', '/stations/')}`,
          account.token,
        );
        expect(station.address.city).toBe('Bengaluru');
        expect(Math.max(...station.chargers.map((c) => c.power))).toBeGreaterThanOrEqual(50);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Stored on the server, and shown again after a reload.
      const history = await apiGet<HistoryItem[]>('/api/assistant/history', account.token);
      expect(history.map((h) => h.query)).toEqual(['Find fast chargers near Bengaluru']);
      await page.reload();
      await chat
        .getByTestId('chat-user-message')
        .filter({ hasText: 'Find fast chargers near Bengaluru' })
        .waitFor();
      expect(await chat.getByTestId('chat-assistant-message').count()).toBe(2);

      // Shift+Enter adds a line; Enter sends; blank input sends nothing.
      const input = chat.getByRole('textbox', { name: 'Message the assistant' });
      await input.press('Enter');
      await input.fill('   ');
      await input.press('Enter');
      await input.fill('');
      await input.type('How do I book');
      await input.press('Shift+Enter');
      await input.type('and pay for a slot?');
      expect(await input.inputValue()).toBe('How do I book\nand pay for a slot?');
      await input.press('Enter');
      await chat.getByTestId('chat-assistant-message').nth(2).waitFor({ timeout: 30_000 });
      expect(await input.inputValue()).toBe('');
      const after = await apiGet<HistoryItem[]>('/api/assistant/history', account.token);
      expect(after.map((h) => h.query)).toEqual([
        'Find fast chargers near Bengaluru',
        'How do I book\nand pay for a slot?',
      ]);
      expect(after[1].response).toMatch(/pay/i);
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('assistant failure (docs/product.md §8)', () => {
  it(
    'a failed reply shows the error toast and the apology bubble',
    async () => {
      const account = await registerAccount('Rohan Das');
      const { context, page } = await openJourney(browser, DESKTOP);
      await seedSession(context, account);
      // The network refuses the chat call: the page must recover, whatever the cause.
      await page.route('**/api/assistant/chat', (route) => route.abort('connectionrefused'));
      await page.goto('/assistant');
      const chat = page.getByTestId('assistant-chat');
      const input = chat.getByRole('textbox', { name: 'Message the assistant' });
      await input.fill('Stations in Pune?');
      await input.press('Enter');
      await expectToast(page, 'Error', 'Failed to get response from assistant');
      await chat
        .getByTestId('chat-assistant-message')
        .filter({ hasText: "I'm sorry, I couldn't process your request. Please try again later." })
        .waitFor();
      // Nothing was stored, and the input works again.
      expect(await apiGet<HistoryItem[]>('/api/assistant/history', account.token)).toEqual([]);
      expect(await input.isEnabled()).toBe(true);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
