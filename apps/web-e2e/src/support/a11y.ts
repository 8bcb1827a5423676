import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Runs axe-core (WCAG 2.1 A and AA plus best practices) and returns the serious and critical
 * violations, one readable line per affected element, so a failing test names the exact problem.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Data still arriving (e.g. the free-chargers figure turning a chip from "Checking…" to a coloured
  // level) starts a colour transition mid-scan: let the requests finish first, then the transitions.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}`));
}

/**
 * Waits for the page's finite CSS transitions and animations to end (at most 2 s). axe measures colour
 * contrast from the rendered colours, so a tooltip still growing in or a card still fading in reads as
 * low contrast; what is checked must be the settled page. Endless ones (spinners, skeleton pulses) are
 * not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(finite), new Promise((r) => setTimeout(r, 2000))]);
  });
}
