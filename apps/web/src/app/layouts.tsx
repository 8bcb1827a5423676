import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFrame, OfflineBanner, PageLoader, Toaster } from '@chargesetu/web/ui';
import { UpdatePrompt } from './update-prompt';

/**
 * Every route: scroll to top on navigation, the toast outlet, a loader while a page chunk loads, and the
 * "new version ready" prompt of the service worker.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <UpdatePrompt />
    </>
  );
}

/** Routes inside the app frame, under the offline banner; the frame stays put while the next page's chunk loads. */
export function FramedLayout() {
  return (
    <AppFrame>
      <OfflineBanner />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}
