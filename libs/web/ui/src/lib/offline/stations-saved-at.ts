import { STATION_CACHE } from './cache-names';

/** The station id of a station page's path ('/station/12' -> '12'), else undefined. */
function stationPageId(pagePath: string): string | undefined {
  return /^\/station\/(\d+)\/?$/.exec(pagePath)?.[1];
}

/** Whether the page shows the station catalogue (the finder or a station page), which offline is the saved copy. */
export function showsStations(pagePath: string): boolean {
  return /^\/home\/?$/.test(pagePath) || stationPageId(pagePath) !== undefined;
}

/**
 * When the station catalogue this page shows was saved on the device: the server's Date header of the newest
 * saved answer for the page (GET /api/stations/:id on a station page, any GET /api/stations list on the finder).
 * `null` when it cannot be told (no Cache Storage, nothing saved, no Date header): the banner then says so.
 */
export async function stationsSavedAt(pagePath: string): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  const station = stationPageId(pagePath);
  const wanted = station ? `/api/stations/${station}` : '/api/stations';
  const cache = await caches.open(STATION_CACHE);
  let newest: Date | null = null;
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname !== wanted) continue;
    const date = (await cache.match(request))?.headers.get('date');
    const at = date ? new Date(date) : null;
    if (at && !Number.isNaN(at.getTime()) && (!newest || at > newest)) newest = at;
  }
  return newest;
}
