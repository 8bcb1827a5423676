import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFrame, OfflineBanner, PageLoader } from '@chargesetu/web/ui';

/**
 * Routes inside the app frame, under the offline banner; the frame stays put while the next page's chunk
 * loads. A chunk of its own (the router loads it with the first framed route), so the public pages, the
 * landing page first, do not carry the frame's menus, notifications and their data.
 */
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
