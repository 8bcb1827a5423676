import { useEffect, useState } from 'react';
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
 */
export function useScrollVisibility(rules: ScrollRules): boolean {
  const [visible, setVisible] = useState(true);
  const { hideAfterPx, showAfterUpPx, showAboveTopPx, showNearEndPx } = rules;

  useEffect(() => {
    const current = { hideAfterPx, showAfterUpPx, showAboveTopPx, showNearEndPx };
    let state = { visible: true, anchorY: window.scrollY };
    let lastRun = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const evaluate = () => {
      timer = undefined;
      lastRun = Date.now();
      state = nextScrollVisibility(state, sample(), current);
      setVisible(state.visible);
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
  }, [hideAfterPx, showAfterUpPx, showAboveTopPx, showNearEndPx]);

  return visible;
}
