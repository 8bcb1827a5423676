/**
 * The service worker's cache of the public station catalogue (apps/web/pwa.config.mts), which the offline
 * banner reads to say how old the stations on screen are. It holds nothing of a signed-in user.
 */
export const STATION_CACHE = 'chargesetu-stations';
