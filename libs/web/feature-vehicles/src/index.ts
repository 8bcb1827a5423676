import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const VehiclesPage = lazy(() => import('./lib/pages/vehicles-page'));
/**
 * The same vehicle screens without the page around them, for the profile's My Vehicles tab
 * (docs/product.md §2.12): the app composes it into the profile feature's page.
 */
export const VehiclesPanel = lazy(() => import('./lib/components/vehicles-panel'));
export type { VehiclesPanelProps } from './lib/components/vehicles-panel';
