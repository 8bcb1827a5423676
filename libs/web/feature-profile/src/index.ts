import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const ProfilePage = lazy(() => import('./lib/pages/profile-page'));
export type { ProfilePageProps } from './lib/pages/profile-page';
