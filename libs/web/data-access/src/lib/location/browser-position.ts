import type { LatLng } from '@chargesetu/shared/domain';

/** Why the browser gave no position. Each feature words it for its own screen. */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** What the browser answered: its position, or why it has none. */
export type BrowserPosition =
  { location: LatLng; failure: null } | { location: null; failure: LocationFailure };

/** How long the browser may take to find its position, unless a caller says otherwise. */
export const POSITION_TIMEOUT_MS = 15_000;

// GeolocationPositionError codes (W3C Geolocation API); read as numbers, not from the error object,
// whose constants some browsers and test doubles leave out.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/**
 * Asks the browser for its position once (the only call of navigator.geolocation in the app). Never
 * rejects: a refusal, a failure or a browser without geolocation resolves with the reason. A rough fix
 * up to 5 minutes old is enough to rank stations or measure a distance, and saves the battery.
 */
export function askBrowserPosition(timeoutMs = POSITION_TIMEOUT_MS): Promise<BrowserPosition> {
  return new Promise((resolve) => {
    const fail = (failure: LocationFailure) => resolve({ location: null, failure });
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      fail('unsupported');
      return;
    }
    try {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({ location: { latitude: coords.latitude, longitude: coords.longitude }, failure: null }),
        ({ code }) =>
          fail(code === PERMISSION_DENIED ? 'denied' : code === TIMEOUT ? 'timeout' : 'unavailable'),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 300_000 },
      );
    } catch {
      // A browser that blocks the API outright (a sandboxed frame, a policy) throws instead of answering.
      fail('unsupported');
    }
  });
}
