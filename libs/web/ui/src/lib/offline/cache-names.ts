/**
 * The service worker's cache of the public station catalogue (apps/web/pwa.config.mts), which the offline
 * banner reads to say how old the stations on screen are. It holds nothing of a signed-in user.
 */
export const STATION_CACHE = 'chargesetu-stations';

/**
 * The service worker's cache of the signed-in driver's own bookings as last seen (GET /api/bookings, GET
 * /api/bookings/:id, the paid booking's payment GET /api/payments/booking/:id) and the PDF receipts already
 * opened (GET /api/payments/:id/receipt), so they open offline (docs/product.md §2.19). One person's data:
 * deleted whenever the signed-in user changes ({@link forgetOwnData}), and its entries are keyed by who asked
 * ({@link ownerScopedCacheKey}).
 */
export const OWN_DATA_CACHE = 'chargesetu-my-bookings';
