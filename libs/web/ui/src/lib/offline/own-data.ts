import { OWN_DATA_CACHE } from './cache-names';

/**
 * Deletes the saved copy of the signed-in driver's bookings and receipts (docs/product.md §2.19): called
 * whenever the signed-in user changes (sign-in, sign-out, a token the server rejects) and when the app opens
 * with nobody signed in, so one person's bookings never stay on a shared phone after they leave.
 */
export async function forgetOwnData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OWN_DATA_CACHE);
}

/**
 * The service worker's cache key of an own-data answer (a Workbox `cacheKeyWillBeUsed` plugin in
 * apps/web/pwa.config.mts): its URL with `owner=` a digest of the request's Authorization header. A saved
 * answer is only ever found again by a request with the same bearer token, so even before
 * {@link forgetOwnData} has run nobody is shown another person's bookings. The worker gets this function as
 * source text: it uses nothing but its argument and the worker's globals.
 */
export async function ownerScopedCacheKey({ request }: { request: Request }): Promise<string> {
  const authorization = request.headers.get('authorization') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const owner = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
  const url = new URL(request.url);
  url.searchParams.set('owner', owner);
  return url.href;
}
