import { pageOfPath } from '@chargesetu/web/routes';
import { OWN_DATA_CACHE, STATION_CACHE } from './cache-names';

/** What a page shows offline from the service worker's caches, and which saved answers that is. */
export interface SavedCopy {
  /** What the offline banner says is on screen. */
  what: 'stations' | 'bookings';
  cacheName: string;
  /** The API path of the saved answer the page shows. */
  apiPath: string;
}

const stations = (apiPath: string): SavedCopy => ({ what: 'stations', cacheName: STATION_CACHE, apiPath });
const bookings = (apiPath: string): SavedCopy => ({ what: 'bookings', cacheName: OWN_DATA_CACHE, apiPath });

/** A record's id from the path, when it is one (digits): `/station/abc` has no saved copy. */
const idOf = (param: string | undefined) => (param && /^\d+$/.test(param) ? param : undefined);

/**
 * The saved copy a page shows offline (docs/product.md §2.19): the station catalogue on the finder and a
 * station page; the driver's own bookings on My Bookings, Charging History and a booking's details. `undefined`
 * for any other page. The page and its record's id are the route table's (`pageOfPath`).
 */
export function savedCopyOf(pagePath: string): SavedCopy | undefined {
  const page = pageOfPath(pagePath);
  switch (page?.key) {
    case 'home':
      return stations('/api/stations');
    case 'station': {
      const id = idOf(page.params['id']);
      return id ? stations(`/api/stations/${id}`) : undefined;
    }
    case 'bookings':
    case 'chargingHistory':
      return bookings('/api/bookings');
    case 'bookingSuccess': {
      const id = idOf(page.params['bookingId']);
      return id ? bookings(`/api/bookings/${id}`) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * When the copy a page shows was saved on the device: the server's Date header of the newest saved answer at
 * its API path (any query: every filter of the station list, whoever's key). `null` when it cannot be told (no
 * Cache Storage, nothing saved, no Date header): the banner then says so.
 */
export async function savedAt({ cacheName, apiPath }: SavedCopy): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(cacheName);
  let newest: Date | null = null;
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname !== apiPath) continue;
    const date = (await cache.match(request))?.headers.get('date');
    const at = date ? new Date(date) : null;
    if (at && !Number.isNaN(at.getTime()) && (!newest || at > newest)) newest = at;
  }
  return newest;
}
