import type { LocationFailure } from '@chargesetu/web/data-access';

/** Why Near Me found no location, in the finder's words (docs/product.md §2.2). */
export const NEAR_ME_MESSAGES: Record<LocationFailure, string> = {
  denied:
    'Location permission was denied, so stations cannot be sorted by distance. Allow location access for this site in your browser settings and press Near Me again.',
  unavailable:
    'Your location is not available right now, so stations cannot be sorted by distance. Check that location services are on and try again.',
  timeout: 'Finding your location took too long. Please try Near Me again.',
  unsupported: 'This browser cannot share its location, so stations cannot be sorted by distance.',
};

/** Why the station page's distance stays unknown after "Use my location" (docs/product.md §2.3). */
export const DISTANCE_MESSAGES: Record<LocationFailure, string> = {
  denied: 'Location permission was denied. Allow location access for this site to see the distance.',
  unavailable: 'Your location is not available right now. Check that location services are on.',
  timeout: 'Finding your location took too long. Please try again.',
  unsupported: 'This browser cannot share its location.',
};
