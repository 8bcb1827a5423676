import type { ComponentType } from 'react';
import { pageKeyOf, paths, type PageKey } from '@chargesetu/web/routes';

type Loader = () => Promise<unknown>;

/**
 * The modules of the pages, the same files each feature's index.ts loads lazily, so loading one here fills the
 * module cache its lazy page reads (one chunk, one request). Vite resolves the pattern at build time.
 */
const pageModules: Record<string, Loader> = import.meta.glob([
  '../../../../libs/web/feature-*/src/lib/pages/*-page.tsx',
  '../../../../libs/web/feature-public/src/lib/legal/*-page.tsx',
  '!**/legal-page.tsx',
]);

/** The file of each page of the route table, below libs/web. */
export const PAGE_FILES: Record<PageKey, string> = {
  landing: 'feature-public/src/lib/pages/landing-page.tsx',
  product: 'feature-public/src/lib/pages/product-page.tsx',
  signIn: 'feature-auth/src/lib/pages/sign-in-page.tsx',
  login: 'feature-auth/src/lib/pages/sign-in-page.tsx',
  register: 'feature-auth/src/lib/pages/register-page.tsx',
  adminLogin: 'feature-admin/src/lib/pages/admin-login-page.tsx',
  adminDashboard: 'feature-admin/src/lib/pages/admin-dashboard-page.tsx',
  privacyPolicy: 'feature-public/src/lib/legal/privacy-policy-page.tsx',
  termsOfService: 'feature-public/src/lib/legal/terms-of-service-page.tsx',
  cookiesPolicy: 'feature-public/src/lib/legal/cookies-policy-page.tsx',
  home: 'feature-stations/src/lib/pages/home-page.tsx',
  station: 'feature-stations/src/lib/pages/station-detail-page.tsx',
  booking: 'feature-bookings/src/lib/pages/booking-page.tsx',
  assistant: 'feature-assistant/src/lib/pages/assistant-page.tsx',
  chargeNow: 'feature-charging/src/lib/pages/charge-now-page.tsx',
  dashboard: 'feature-dashboard/src/lib/pages/user-dashboard-page.tsx',
  userDashboard: 'feature-dashboard/src/lib/pages/user-dashboard-page.tsx',
  charging: 'feature-charging/src/lib/pages/charging-page.tsx',
  bookings: 'feature-bookings/src/lib/pages/bookings-page.tsx',
  chargingHistory: 'feature-bookings/src/lib/pages/bookings-page.tsx',
  profile: 'feature-profile/src/lib/pages/profile-page.tsx',
  payment: 'feature-payments/src/lib/pages/payment-page.tsx',
  paymentForBooking: 'feature-payments/src/lib/pages/payment-page.tsx',
  payments: 'feature-payments/src/lib/pages/payments-page.tsx',
  bookingSuccess: 'feature-bookings/src/lib/pages/booking-success-page.tsx',
  vehicles: 'feature-vehicles/src/lib/pages/vehicles-page.tsx',
  settings: 'feature-settings/src/lib/pages/settings-page.tsx',
  adminSettings: 'feature-admin/src/lib/pages/admin-settings-page.tsx',
};

/** The loader of a page's module, or undefined when the pattern above does not cover its file. */
export function pageLoader(key: PageKey): Loader | undefined {
  return pageModules[`../../../../libs/web/${PAGE_FILES[key]}`];
}

let framedLayout: ComponentType | undefined;

/** The frame's layout, a chunk of its own (see router.tsx). */
export const loadFramedLayout = () =>
  import('./framed-layout').then(({ FramedLayout }) => (framedLayout = FramedLayout));

/** The frame's layout if its chunk has loaded, for a router created after that to use it without waiting. */
export const loadedFramedLayout = () => framedLayout;

const started = new Set<string>();

/**
 * Starts loading what a path needs, if it is one of the app's pages: its page's chunk and, for a page inside the
 * frame, the frame's. Each file once; a failed load is forgotten (the route loads it again when visited).
 * Resolves, when those loads have settled, to the files this call started.
 */
export async function prefetchPath(pathname: string): Promise<string[]> {
  const key = pageKeyOf(pathname);
  if (!key) return [];
  const loads: [string, Loader | undefined][] = [[PAGE_FILES[key], pageLoader(key)]];
  if (paths[key].frame === 'framed') loads.push(['framed-layout', loadFramedLayout]);
  const fresh = loads.filter(([id, load]) => load && !started.has(id)) as [string, Loader][];
  for (const [id] of fresh) started.add(id);
  await Promise.all(fresh.map(([id, load]) => load().catch(() => started.delete(id))));
  return fresh.map(([id]) => id);
}

/** The app's own path a link goes to, or undefined for another origin, a download or a new tab. */
function linkPath(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || link.target === '_blank')
    return;
  return link.origin === window.location.origin ? link.pathname : undefined;
}

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Prefetch on intent: a pointer over a link, a finger on it or the keyboard's focus on it starts loading the
 * chunks of the page it opens, so the page is usually there by the click. Nothing loads just because a link is
 * on screen. Listens on the document, so every link of the app counts; returns the function that stops it.
 */
export function prefetchOnIntent(
  doc: Document = document,
  prefetch: (pathname: string) => unknown = prefetchPath,
): () => void {
  const onIntent = (event: Event) => {
    const path = linkPath(event.target);
    if (path !== undefined && path !== window.location.pathname) void prefetch(path);
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
