// The installable app (docs/product.md §2.19, docs/architecture.md §12): the web app manifest and a
// Workbox service worker generated at build time by vite-plugin-pwa. The cache names come from the web UI
// (libs/web/ui/src/lib/offline/cache-names.ts), whose offline banner reads those caches to say how old the
// stations or bookings on screen are, and which deletes the driver's own cache when the user changes.
import { VitePWA } from 'vite-plugin-pwa';
import { OWN_DATA_CACHE, STATION_CACHE } from '../../libs/web/ui/src/lib/offline/cache-names.ts';
import { ownerScopedCacheKey } from '../../libs/web/ui/src/lib/offline/own-data.ts';
import { brand } from '../../libs/web/ui/src/lib/theme/primitives.ts';

/** Station photos, kept as they are seen. */
const PHOTO_CACHE = 'chargesetu-station-photos';

export const pwa = VitePWA({
  strategies: 'generateSW',
  // A new build waits until the driver chooses "Reload" (apps/web/src/app/update-prompt.tsx): never
  // swapped under a payment in progress.
  registerType: 'prompt',
  // The app registers it (apps/web/src/app/update-prompt.tsx, through virtual:pwa-register/react).
  injectRegister: false,
  // Icons and the bolt favicon are copied from public/ and precached with the shell (globPatterns).
  includeAssets: [],
  manifest: {
    id: '/',
    name: 'ChargeSetu',
    short_name: 'ChargeSetu',
    description: 'Find, book, pay for and monitor EV charging across India.',
    lang: 'en-IN',
    theme_color: brand.green,
    background_color: brand.mint,
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app shell: every built script, style sheet and page, the icons and fonts. Station photos are
    // cached as they are seen (below), not all up front.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}'],
    globIgnores: ['images/stations/**', '.vite/**'],
    cleanupOutdatedCaches: true,
    // Any page (deep links such as /station/12) opens the shell; the API and the server's own paths never do.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/(api|internal|metrics)(\/|$)/],
    // Runtime caching is a short allow-list. Availability, charging status, the payments list, the wallet and
    // every other signed-in read go to the network only, and nothing is queued for later (no background
    // sync): a payment or a booking made offline could be sent twice.
    runtimeCaching: [
      {
        // The public station catalogue: GET /api/stations (any filters) and GET /api/stations/:id. Fresh
        // when the network answers within 4 s; otherwise the copy saved on this device.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/stations(\/\d+)?$/.test(url.pathname),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: STATION_CACHE,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The driver's own bookings and the receipts already opened (docs/product.md §2.19): GET /api/bookings,
        // GET /api/bookings/:id, a booking's payment GET /api/payments/booking/:id and the PDF GET
        // /api/payments/:id/receipt. Always from the network when it answers, however slowly (a booking's
        // status and its payment must never be shown stale online); the copy saved on this device only when
        // the request fails. Each answer is keyed by a digest of the bearer token that asked for it, so it is only
        // ever given back to the same session; the app deletes the whole cache whenever the user changes.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/(bookings(\/\d+)?|payments\/booking\/\d+|payments\/\d+\/receipt)$/.test(url.pathname),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: OWN_DATA_CACHE,
          expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          plugins: [{ cacheKeyWillBeUsed: ownerScopedCacheKey }],
        },
      },
      {
        // Station photos (public/images/stations): they do not change under the same name.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/stations/'),
        method: 'GET',
        handler: 'CacheFirst',
        options: {
          cacheName: PHOTO_CACHE,
          expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});
