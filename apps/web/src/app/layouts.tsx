import { Suspense } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { PageLoader, Toaster } from '@chargesetu/web/ui';
import { UpdatePrompt } from './update-prompt';

/**
 * Where a page's scroll position is kept. Pages reached in the app are kept by their history entry; a page
 * opened afresh (typed, linked from outside, reloaded) has no entry of its own ("default" for every one in a
 * tab), so it is kept by its path: otherwise a fresh /home opened at the position of the page loaded before it
 * in the tab, scrolled down with its bars hidden (issue #20).
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/**
 * Every route: scroll to top on navigation, the toast outlet, a loader while a page chunk loads, and the
 * "new version ready" prompt of the service worker. The framed routes' layout is in ./framed-layout.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <UpdatePrompt />
    </>
  );
}
