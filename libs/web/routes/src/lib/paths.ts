/**
 * The one route table of the web app (docs/product.md §2.1). The app's router is composed from it, and every
 * link in the app is written with it, so a path lives in exactly one place.
 *
 * - `frame`: `framed` pages render inside the app frame (side menu, or top and bottom bars); `public`
 *   pages render alone. /auth and /register are `public` (docs/product.md §2.1), a focused sign-in
 *   screen without navigation chrome, like /admin-login.
 * - `access`: `user` needs a signed-in user, `admin` an administrator (docs/product.md §2.1 guards).
 * - `redirectTo`: a path that is linked to but has no screen of its own (docs/product.md §2.1).
 */
export type RouteFrame = 'framed' | 'public';
export type RouteAccess = 'open' | 'user' | 'admin';

export interface PageRoute {
  path: string;
  frame: RouteFrame;
  access: RouteAccess;
}

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

const page = (path: string, frame: RouteFrame, access: RouteAccess = 'open'): PageRoute => ({
  path,
  frame,
  access,
});

export const paths = {
  // Public, without the frame.
  landing: page('/', 'public'),
  product: page('/product', 'public'),
  signIn: page('/auth', 'public'),
  /** Sign-in links and redirects use /login (docs/product.md §2.1): the same sign-in screen. */
  login: page('/login', 'public'),
  register: page('/register', 'public'),
  adminLogin: page('/admin-login', 'public'),
  adminDashboard: page('/admin-dashboard', 'public', 'admin'),
  privacyPolicy: page('/policies/privacy-policy', 'public'),
  termsOfService: page('/policies/terms-of-service', 'public'),
  cookiesPolicy: page('/policies/cookies-policy', 'public'),

  // Inside the frame, open to all.
  home: page('/home', 'framed'),
  station: page('/station/:id', 'framed'),
  booking: page('/booking/:stationId', 'framed'),
  assistant: page('/assistant', 'framed'),
  /** "Charge now": what a connector's QR code opens (docs/product.md §2.18); paying needs signing in. */
  chargeNow: page('/charge/:code', 'framed'),

  // Inside the frame, signed-in users only.
  dashboard: page('/dashboard', 'framed', 'user'),
  userDashboard: page('/user-dashboard', 'framed', 'user'),
  charging: page('/charging/:bookingId', 'framed', 'user'),
  bookings: page('/bookings', 'framed', 'user'),
  /** More menu "Charging History": the completed bookings (docs/product.md §2.1). */
  chargingHistory: page('/charging-history', 'framed', 'user'),
  profile: page('/profile', 'framed', 'user'),
  payment: page('/payment', 'framed', 'user'),
  paymentForBooking: page('/payment/:bookingId', 'framed', 'user'),
  /** More menu "Payments": the user's payments list (docs/product.md §2.1). */
  payments: page('/payments', 'framed', 'user'),
  /** Signed out: the page itself sends the visitor to /login with its toast (docs/product.md §2.6 and §8). */
  bookingSuccess: page('/booking-success/:bookingId', 'framed'),
  vehicles: page('/vehicles', 'framed', 'user'),
  settings: page('/settings', 'framed', 'user'),
  adminSettings: page('/admin-settings', 'framed', 'admin'),
} as const satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof paths;

/** Paths the assistant page links to (docs/product.md §2.11); they lead to the canonical screens. */
export const redirectPaths = {
  authLogin: { path: '/auth/login', redirectTo: paths.signIn.path },
  authRegister: { path: '/auth/register', redirectTo: paths.register.path },
} as const satisfies Record<string, RedirectRoute>;

/** Every redirect, for the router. */
export const redirects: readonly RedirectRoute[] = Object.values(redirectPaths);

type Param = string | number;

/** The path of a route with parameters, e.g. `/station/:id` with `{ id: 4 }` -> `/station/4`, each encoded. */
export function fillPath(route: PageRoute, params: Record<string, Param>): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

/**
 * The fixed start of a route's path, before its first parameter: `/station/:id` -> `/station`, so a
 * menu item can count every station page as its own.
 */
export function pathPrefix(route: PageRoute): string {
  return route.path.split('/:')[0];
}

/** Links with parameters, built from the route table. */
export const hrefs = {
  station: (id: Param) => fillPath(paths.station, { id }),
  booking: (stationId: Param) => fillPath(paths.booking, { stationId }),
  charging: (bookingId: Param) => fillPath(paths.charging, { bookingId }),
  payment: (bookingId: Param) => fillPath(paths.paymentForBooking, { bookingId }),
  bookingSuccess: (bookingId: Param) => fillPath(paths.bookingSuccess, { bookingId }),
  /** The walk-up page of a connector code ("12-3"); the same path as the shared `chargeNowPath`. */
  chargeNow: (code: string) => fillPath(paths.chargeNow, { code }),
  /** The "Why Us?" page scrolled to its features section (docs/product.md §2.16). */
  productFeatures: () => `${paths.product.path}#features`,
};
