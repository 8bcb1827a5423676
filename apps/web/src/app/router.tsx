import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import {
  paths,
  redirects,
  type PageKey,
  type PageRoute,
  type RouteAccess,
  type RouteFrame,
} from '@chargesetu/web/routes';
import { NotFoundPage, PageLoader, RequireAdmin, RequireAuth } from '@chargesetu/web/ui';
import { RootLayout } from './layouts';
import { pages } from './pages';
import { loadedFramedLayout, loadFramedLayout } from './prefetch';
import { RouteErrorPage } from './route-error-page';

const entries = Object.entries(paths) as [PageKey, PageRoute][];

function routesFor(frame: RouteFrame, access: RouteAccess): RouteObject[] {
  return entries
    .filter(([, route]) => route.frame === frame && route.access === access)
    .map(([key, route]) => ({ path: route.path, element: pages[key] }));
}

/**
 * The route tree, composed from the `paths` table (docs/product.md §2.1):
 * - public pages without the frame; the admin dashboard behind the admin guard;
 * - linked-but-unlisted paths redirected to their screens; an unknown /policies/* page gets the
 *   stand-alone "404 Page Not Found";
 * - framed pages (their layout, the frame, a chunk loaded with the first of them): open, then behind the
 *   session guard, then /admin-settings behind both guards (non-admins go to /dashboard, signed-out visitors
 *   to /auth, docs/product.md §2.14); any other path shows the not-found screen inside the frame.
 */
export function appRoutes(): RouteObject[] {
  const frame = loadedFramedLayout();
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first route's lazy layout (the frame) loads, as while a lazy page loads.
      hydrateFallbackElement: <PageLoader fullScreen />,
      children: [
        ...routesFor('public', 'open'),
        { element: <RequireAdmin />, children: routesFor('public', 'admin') },
        ...redirects.map((r) => ({ path: r.path, element: <Navigate to={r.redirectTo} replace /> })),
        { path: '/policies/*', element: <NotFoundPage variant="public" /> },
        {
          // The frame is a chunk of its own: the public pages (the landing page first) do not load it. When
          // main.tsx has loaded it for the first route, the frame is drawn with the first screen.
          ...(frame ? { Component: frame } : { lazy: async () => ({ Component: await loadFramedLayout() }) }),
          children: [
            ...routesFor('framed', 'open'),
            { element: <RequireAuth />, children: routesFor('framed', 'user') },
            {
              element: <RequireAuth />,
              children: [
                {
                  element: <RequireAdmin redirectTo={paths.dashboard.path} fullScreen={false} />,
                  children: routesFor('framed', 'admin'),
                },
              ],
            },
            { path: '*', element: <NotFoundPage variant="framed" /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
