import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const UserDashboardPage = lazy(() => import('./lib/pages/user-dashboard-page'));
