import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFrame, PageLoader, Toaster } from '@chargesetu/web/ui';

/** Every route: scroll to top on navigation, the toast outlet, and a loader while a page chunk loads. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
}

/** Routes inside the app frame; the frame stays put while the next page's chunk loads. */
export function FramedLayout() {
  return (
    <AppFrame>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}
