import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const ChargingPage = lazy(() => import('./lib/pages/charging-page'));
export const ChargeNowPage = lazy(() => import('./lib/pages/charge-now-page'));
