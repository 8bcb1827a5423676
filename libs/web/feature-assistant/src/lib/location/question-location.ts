import { questionNeedsLocation, type ChatLocation } from '@chargesetu/shared/contracts';
import type { LatLng } from '@chargesetu/shared/domain';
import { askBrowserPosition, readKnownLocation, saveKnownLocation } from '@chargesetu/web/data-access';

/** How long the browser may take to say where it is before the question goes without a location. */
export const LOCATION_TIMEOUT_MS = 10_000;

/**
 * The browser's position, or null when it cannot or will not say (permission denied, position
 * unavailable, too slow, or no geolocation at all). The assistant does not word the reason itself: the
 * answer to a question sent without a location says it could not tell which charger is nearest.
 */
export async function browserLocation(timeoutMs = LOCATION_TIMEOUT_MS): Promise<LatLng | null> {
  return (await askBrowserPosition(timeoutMs)).location;
}

/**
 * The location to send with a question (docs/product.md §2.11): only for questions about chargers near
 * the driver; the one Near Me already keeps for this session, else the browser is asked (and what it
 * says is kept the same way, so station pages show the same distance). Undefined when the question does
 * not need it or the browser gave none.
 */
export async function locationForQuestion(
  query: string,
  ask: () => Promise<LatLng | null> = browserLocation,
): Promise<ChatLocation | undefined> {
  if (!questionNeedsLocation(query)) return undefined;
  let where = readKnownLocation();
  if (!where) {
    where = await ask();
    if (where) saveKnownLocation(where);
  }
  return where ? { lat: where.latitude, lng: where.longitude } : undefined;
}
