import type { Locator, Page } from 'playwright-core';

/** The finder's parts, by role and test id, shared by the stations journeys. */
export const finder = {
  state: (page: Page) => page.getByLabel('State', { exact: true }),
  city: (page: Page) => page.getByLabel('City', { exact: true }),
  count: (page: Page) => page.getByTestId('stations-count'),
  heading: (page: Page) => page.getByTestId('results-heading'),
  listCards: (page: Page) => page.getByTestId('station-list').getByTestId('station-card'),
  recommendedCards: (page: Page) => page.getByTestId('recommended-stations').getByTestId('station-card'),
  nearMe: (page: Page) => page.getByRole('button', { name: 'Near Me' }),
};

/** Waits until the results show `heading` and `n` stations ("1 Station Found", "12 Stations Found"). */
export async function expectResults(page: Page, heading: string, n: number): Promise<void> {
  await finder
    .heading(page)
    .filter({ hasText: new RegExp(`^${escape(heading)}$`) })
    .waitFor();
  await finder
    .count(page)
    .filter({ hasText: new RegExp(`^${n} Stations? Found$`) })
    .waitFor();
}

/** The station ids of cards, in the order shown. */
export function cardIds(cards: Locator): Promise<number[]> {
  return cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-station-id'))));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
