import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Runs axe-core (WCAG 2.1 A and AA plus best practices) and returns the serious and critical
 * violations, one readable line per affected element, so a failing test names the exact problem.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}`));
}

/**
 * Waits for the page's finite CSS animations (and any transition) to end (at most 2 s). axe measures
 * colour contrast from the rendered colours, so an element still fading in reads as low contrast; what is
 * checked must be the settled page. The pages are opened asking for reduced motion, which the app honours
 * by changing state without transitions: data arriving mid-scan (a chip taking its colour) never shows
 * half-way. Endless animations (spinners, skeleton pulses) are not waited for.
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
