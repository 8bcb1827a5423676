/** docs/product.md §9 numbers for the bars that hide while scrolling. */
export const TOP_BAR_SCROLL_RULES = { hideAfterPx: 60, showAfterUpPx: 10, showAboveTopPx: 30 } as const;
export const BOTTOM_BAR_SCROLL_RULES = { ...TOP_BAR_SCROLL_RULES, showNearEndPx: 100 } as const;
/** docs/product.md §9: the scroll handler runs at most every 50 ms. */
export const SCROLL_THROTTLE_MS = 50;

export interface ScrollRules {
  /** Scrolling down hides the bar only past this offset. */
  hideAfterPx: number;
  /** Scrolling up by this much shows it again. */
  showAfterUpPx: number;
  /** Closer to the top than this, the bar always shows. */
  showAboveTopPx: number;
  /** Closer to the end of the page than this, the bar always shows. */
  showNearEndPx?: number;
}

export interface ScrollSample {
  y: number;
  viewportHeight: number;
  pageHeight: number;
}

export interface ScrollVisibility {
  visible: boolean;
  /** Where the current scroll direction started; upward travel is measured from here. */
  anchorY: number;
}

/** The next visibility of a bar after a scroll position sample. Pure, so the thresholds are testable. */
export function nextScrollVisibility(
  state: ScrollVisibility,
  sample: ScrollSample,
  rules: ScrollRules,
): ScrollVisibility {
  const { y } = sample;
  if (y < rules.showAboveTopPx) return { visible: true, anchorY: y };
  if (
    rules.showNearEndPx !== undefined &&
    y + sample.viewportHeight >= sample.pageHeight - rules.showNearEndPx
  ) {
    return { visible: true, anchorY: y };
  }
  if (y > state.anchorY) {
    // Going down: follow the lowest point, so the way back up is measured from there.
    return { visible: state.visible && y <= rules.hideAfterPx, anchorY: y };
  }
  if (state.anchorY - y >= rules.showAfterUpPx) return { visible: true, anchorY: y };
  return state;
}
