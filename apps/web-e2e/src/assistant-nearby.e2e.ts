import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { registerAccount, seedSession } from './support/session';
import { fetchStations, haversineKm, kmText, type ApiStation } from './support/stations-api';

// "Nearest open charger to me" (docs/product.md §2.11): the chat sends the browser's location with such
// questions only, and the offline assistant (no OPENAI_* settings) names the nearest station open now.

/** A seeded station open round the clock (so the answer does not depend on the hour the run starts). */
const ALL_DAY_STATION = 'Shell Recharge – Koramangala 80 Feet Road';

let browser: Browser;
let station: ApiStation;
beforeAll(async () => {
  browser = await launchChromium();
  const bengaluru = await fetchStations({ state: 'Karnataka', city: 'Bengaluru' });
  const found = bengaluru.find((s) => s.name === ALL_DAY_STATION);
  if (!found) throw new Error(`${ALL_DAY_STATION} is not in the seeded catalogue`);
  station = found;
});
afterEach(finishTest);
afterAll(() => browser.close());

/** Asks a question through the input and waits for the answer bubble after the greeting. */
async function ask(page: Page, question: string) {
  const chat = page.getByTestId('assistant-chat');
  await chat.getByTestId('chat-assistant-message').first().waitFor();
  const input = chat.getByRole('textbox', { name: 'Message the assistant' });
  await input.fill(question);
  await input.press('Enter');
  await chat.getByTestId('chat-user-message').filter({ hasText: question }).waitFor();
  const answer = chat.getByTestId('chat-assistant-message').nth(1);
  await answer.waitFor({ timeout: 30_000 });
  await chat.getByTestId('chat-thinking').waitFor({ state: 'detached' });
  return answer;
}

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('assistant: nearest open charger at %s (docs/product.md §2.11)', (_size, viewport) => {
  it(
    'with the location granted, names the nearest open station, its distance and a link to book it',
    async () => {
      const account = await registerAccount('Meera Pillai');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      // About 110 m north of the station.
      const here = { latitude: station.latitude + 0.001, longitude: station.longitude };
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(here);
      const sent: unknown[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/assistant/chat')) sent.push(r.postDataJSON());
      });

      await page.goto('/assistant');
      await expectHeading(page, 'AI Assistant');
      const answer = await ask(page, 'nearest open charger to me');

      // The question went with the browser's location, as {lat, lng}.
      expect(sent).toEqual([
        {
          query: 'nearest open charger to me',
          location: { lat: here.latitude, lng: here.longitude },
          language: 'en',
        },
      ]);
      const text = (await answer.textContent()) ?? '';
      expect(text).toContain(`The nearest station open now`);
      expect(text).toContain(`${station.name}, ${kmText(haversineKm(here, station))} in a straight line.`);
      expect(kmText(haversineKm(here, station))).toBe('0.1 km away');
      expect(text).toMatch(
        /Next free 30-minute slot today|No 30-minute slot is free there for the rest of today/,
      );
      expect(text).not.toMatch(/\b\d+ slots\b/);
      expect(await answer.getByRole('link', { name: station.name, exact: true }).getAttribute('href')).toBe(
        `/station/${station.id}`,
      );
      const book = answer.getByRole('link', { name: `Book a 30-minute slot at ${station.name}` });
      expect(await book.getAttribute('href')).toBe(`/booking/${station.id}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The link leads on to booking that station: no dead end.
      await book.click();
      await page.waitForURL(`**/booking/${station.id}`);
      await expectHeading(page, 'Book a charging slot');
      await page.getByText(station.name).first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'with the location refused, says so plainly and offers Near Me on the station finder',
    async () => {
      const account = await registerAccount('Arjun Nair');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      // No geolocation permission: the browser refuses the position.
      const sent: unknown[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/assistant/chat')) sent.push(r.postDataJSON());
      });
      await page.goto('/assistant');
      await expectHeading(page, 'AI Assistant');
      const answer = await ask(page, 'closest charger');

      expect(sent).toEqual([{ query: 'closest charger', language: 'en' }]);
      const text = (await answer.textContent()) ?? '';
      expect(text).toContain(
        'I can’t tell which charger is nearest: your browser didn’t share your location',
      );
      expect(text).toContain('press Near Me to list every station nearest first');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await answer.getByRole('link', { name: 'Book', exact: true }).click();
      await page.waitForURL('**/home');
      await page.getByRole('button', { name: 'Near Me' }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
