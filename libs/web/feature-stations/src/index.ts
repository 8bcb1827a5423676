import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const HomePage = lazy(() => import('./lib/pages/home-page'));
export const StationDetailPage = lazy(() => import('./lib/pages/station-detail-page'));

// What the finder reads as it opens, for the app to start before the finder's chunk has loaded.
export { finderStationsQuery } from './lib/finder/finder-params';
