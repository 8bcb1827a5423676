import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { nextScrollVisibility, SCROLL_THROTTLE_MS, type ScrollRules } from './scroll-visibility';

function sample() {
  return {
    y: window.scrollY,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  };
}

/**
 * Whether a bar that hides on scroll should show now. The scroll handler is throttled to 50 ms
 * (docs/product.md §9) with a trailing call, so the last position of a fling is always evaluated.
 *
 * Every page starts with the bar shown, measured from where the page opens: a page that opens scrolled
 * (its restored position on going back) has not been scrolled down by the driver, so that jump does not
 * hide the bar.
 */
export function useScrollVisibility(rules: ScrollRules): boolean {
  const { key: pageKey } = useLocation();
  const [shown, setShown] = useState({ pageKey, visible: true });
  const { hideAfterPx, showAfterUpPx, showAboveTopPx, showNearEndPx } = rules;

  useEffect(() => {
    const current = { hideAfterPx, showAfterUpPx, showAboveTopPx, showNearEndPx };
    // The router has put the new page at its position by now (in a layout effect): it is the anchor.
    let state = { visible: true, anchorY: window.scrollY };
    let lastRun = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const evaluate = () => {
      timer = undefined;
      lastRun = Date.now();
      state = nextScrollVisibility(state, sample(), current);
      setShown({ pageKey, visible: state.visible });
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) evaluate();
      else timer ??= setTimeout(evaluate, wait);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [pageKey, hideAfterPx, showAfterUpPx, showAboveTopPx, showNearEndPx]);

  // A new page shows the bar until it is scrolled.
  return shown.pageKey === pageKey ? shown.visible : true;
}
