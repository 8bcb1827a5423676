import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited. The feature replaces the placeholders in place.
export const VehiclesPage = lazy(() => import('./lib/pages/vehicles-page'));
