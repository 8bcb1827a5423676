import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const SettingsPage = lazy(() => import('./lib/pages/settings-page'));
/**
 * "Security Settings" (the change-password form) on its own, for the "Admin Account" tab of
 * /admin-settings: the app composes it into the admin feature's page.
 */
export const SecuritySettingsPanel = lazy(() => import('./lib/components/security-settings-card'));
