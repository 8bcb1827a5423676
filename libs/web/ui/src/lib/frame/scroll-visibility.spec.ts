import {
  BOTTOM_BAR_SCROLL_RULES,
  nextScrollVisibility,
  TOP_BAR_SCROLL_RULES,
  type ScrollVisibility,
} from './scroll-visibility';

const page = { viewportHeight: 844, pageHeight: 4000 };

function scrollThrough(rules: typeof TOP_BAR_SCROLL_RULES | typeof BOTTOM_BAR_SCROLL_RULES, ys: number[]) {
  let state: ScrollVisibility = { visible: true, anchorY: 0 };
  for (const y of ys) state = nextScrollVisibility(state, { ...page, y }, rules);
  return state.visible;
}

describe('bars that hide on scroll (docs/product.md §2.17, §9)', () => {
  it('the top bar stays while scrolling down up to 60 px and hides past it', () => {
    expect(scrollThrough(TOP_BAR_SCROLL_RULES, [20, 40, 60])).toBe(true);
    expect(scrollThrough(TOP_BAR_SCROLL_RULES, [20, 40, 61])).toBe(false);
  });

  it('shows again after about 10 px of upward movement, not after less', () => {
    expect(scrollThrough(TOP_BAR_SCROLL_RULES, [100, 400, 395])).toBe(false);
    expect(scrollThrough(TOP_BAR_SCROLL_RULES, [100, 400, 395, 390])).toBe(true);
  });

  it('measures the upward movement from the lowest point reached', () => {
    expect(scrollThrough(TOP_BAR_SCROLL_RULES, [100, 400, 395, 600, 592])).toBe(false);
  });

  it('always shows within 30 px of the top', () => {
    expect(scrollThrough(TOP_BAR_SCROLL_RULES, [200, 29])).toBe(true);
  });

  it('the bottom bar reappears within 100 px of the page end, the top bar does not', () => {
    const nearEnd = page.pageHeight - page.viewportHeight - 90;
    expect(scrollThrough(BOTTOM_BAR_SCROLL_RULES, [200, 1000, nearEnd])).toBe(true);
    expect(scrollThrough(BOTTOM_BAR_SCROLL_RULES, [200, 1000, nearEnd - 20])).toBe(false);
    expect(scrollThrough(TOP_BAR_SCROLL_RULES, [200, 1000, nearEnd])).toBe(false);
  });
});
