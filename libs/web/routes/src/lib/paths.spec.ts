import { fillPath, hrefs, pathPrefix, paths, redirectPaths, redirects } from './paths';

const list = (frame: string, access?: string) =>
  Object.values(paths)
    .filter((r) => r.frame === frame && (access === undefined || r.access === access))
    .map((r) => r.path)
    .sort();

describe('paths (docs/product.md §2.1)', () => {
  it('has the framed routes open to all, and the two pages that send a visitor to /login themselves', () => {
    // /booking and /booking-success check the session in the page: docs/product.md §2.4 and §2.6 send a
    // signed-out visitor to /login with their own toast, where the generic guard goes to /auth silently.
    expect(list('framed', 'open')).toEqual([
      '/assistant',
      '/booking-success/:bookingId',
      '/booking/:stationId',
      '/charge/:code',
      '/home',
      '/station/:id',
    ]);
  });

  it('has the framed routes that need a signed-in user, plus the linked /charging-history and /payments', () => {
    expect(list('framed', 'user')).toEqual(
      [
        '/dashboard',
        '/user-dashboard',
        '/charging/:bookingId',
        '/bookings',
        '/profile',
        '/payment',
        '/payment/:bookingId',
        '/vehicles',
        '/settings',
        '/charging-history',
        '/payments',
      ].sort(),
    );
    expect(paths.adminSettings).toEqual({ path: '/admin-settings', frame: 'framed', access: 'admin' });
  });

  it('has the public routes without the frame, /auth and /register among them', () => {
    expect(list('public')).toEqual(
      [
        '/',
        '/product',
        '/auth',
        '/login',
        '/register',
        '/admin-login',
        '/admin-dashboard',
        '/policies/privacy-policy',
        '/policies/terms-of-service',
        '/policies/cookies-policy',
      ].sort(),
    );
    expect(paths.adminDashboard.access).toBe('admin');
  });

  it('sends the assistant page links to the canonical sign-in and registration screens', () => {
    expect(redirects).toEqual([
      { path: '/auth/login', redirectTo: '/auth' },
      { path: '/auth/register', redirectTo: '/register' },
    ]);
  });

  it('names each redirect, for the links that use it', () => {
    expect(redirectPaths.authLogin.path).toBe('/auth/login');
    expect(redirectPaths.authRegister.redirectTo).toBe(paths.register.path);
  });

  it('builds links from the route table, with encoded parameters', () => {
    expect(hrefs.station(12)).toBe('/station/12');
    expect(hrefs.booking('a/b')).toBe('/booking/a%2Fb');
    expect(hrefs.charging(7)).toBe('/charging/7');
    expect(hrefs.payment(9)).toBe('/payment/9');
    expect(hrefs.bookingSuccess(9)).toBe('/booking-success/9');
    expect(hrefs.chargeNow('12-3')).toBe('/charge/12-3');
    expect(hrefs.productFeatures()).toBe('/product#features');
    expect(() => fillPath(paths.station, {})).toThrow('/station/:id needs the parameter "id"');
  });

  it('gives the fixed start of a path, before its first parameter', () => {
    expect(pathPrefix(paths.station)).toBe('/station');
    expect(pathPrefix(paths.bookingSuccess)).toBe('/booking-success');
    expect(pathPrefix(paths.bookings)).toBe('/bookings');
  });
});
