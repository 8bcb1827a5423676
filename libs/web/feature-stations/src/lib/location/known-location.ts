import type { LatLng } from '@chargesetu/shared/domain';

/** Why the browser gave no location, in words for the user. */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export const LOCATION_MESSAGES: Record<LocationFailure, string> = {
  denied:
    'Location permission was denied, so stations cannot be sorted by distance. Allow location access for this site in your browser settings and press Near Me again.',
  unavailable:
    'Your location is not available right now, so stations cannot be sorted by distance. Check that location services are on and try again.',
  timeout: 'Finding your location took too long. Please try Near Me again.',
  unsupported: 'This browser cannot share its location, so stations cannot be sorted by distance.',
};

/** The reason a location request failed; `message` is the text the finder shows. */
export class LocationError extends Error {
  constructor(readonly failure: LocationFailure) {
    super(LOCATION_MESSAGES[failure]);
    this.name = 'LocationError';
  }
}

/** Asks the browser for its position once. Resolves the position, or rejects with a LocationError. */
export function requestLocation(timeoutMs = 15_000): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => {
        const failure: LocationFailure =
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable';
        reject(new LocationError(failure));
      },
      // A position up to 5 minutes old is fine for sorting stations; a rough fix is enough.
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 300_000 },
    );
  });
}
