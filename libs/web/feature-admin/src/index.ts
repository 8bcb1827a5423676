import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const AdminLoginPage = lazy(() => import('./lib/pages/admin-login-page'));
export const AdminDashboardPage = lazy(() => import('./lib/pages/admin-dashboard-page'));
export const AdminSettingsPage = lazy(() => import('./lib/pages/admin-settings-page'));
export type { AdminSettingsPageProps } from './lib/pages/admin-settings-page';
