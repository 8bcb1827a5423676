// The installable app (docs/product.md §2.19, docs/architecture.md §12): the web app manifest and a
// Workbox service worker generated at build time by vite-plugin-pwa. The catalogue's cache name comes from
// the web UI (libs/web/ui/src/lib/offline/cache-names.ts), whose offline banner reads that cache to say how
// old the stations on screen are.
import { VitePWA } from 'vite-plugin-pwa';
import { STATION_CACHE } from '../../libs/web/ui/src/lib/offline/cache-names.ts';
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
    // Runtime caching is a short allow-list. Availability, charging, payments, bookings and every other
    // signed-in read go to the network only, and nothing is queued for later (no background sync): a
    // payment or a booking made offline could be sent twice.
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
