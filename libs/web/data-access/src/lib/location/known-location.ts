import type { LatLng } from '@chargesetu/shared/domain';

/**
 * Where the station finder's "Near Me" keeps the user's location for the browser session
 * (sessionStorage; never sent to the server). Shared here so other screens (the dashboard's nearby
 * stations) can read it without importing the stations feature.
 */
export const KNOWN_LOCATION_STORAGE_KEY = 'chargesetu.location';

/** The location the user shared with "Near Me" in this browser session, or null (none, or unreadable). */
export function readKnownLocation(): LatLng | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KNOWN_LOCATION_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { latitude, longitude } = parsed as Record<string, unknown>;
    return typeof latitude === 'number' &&
      typeof longitude === 'number' &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180
      ? { latitude, longitude }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the location Near Me found for the rest of the browser session. */
export function saveKnownLocation(location: LatLng): void {
  try {
    window.sessionStorage.setItem(
      KNOWN_LOCATION_STORAGE_KEY,
      JSON.stringify({ latitude: location.latitude, longitude: location.longitude }),
    );
  } catch {
    // Storage unavailable: the location then lasts as long as the page.
  }
}
