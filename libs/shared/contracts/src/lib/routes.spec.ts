import {
  EDGE_ROUTES,
  isEdgeRoute,
  isPublicRoute,
  matchPath,
  requiresToken,
  routeOwner,
  SERVICE_NAMES,
  SERVICE_ROUTES,
} from './routes';

describe('isPublicRoute', () => {
  it.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/admin/login'],
    ['GET', '/api/stations'],
    ['GET', '/api/stations?state=Tamil%20Nadu&city=Chennai'],
    ['GET', '/api/stations/12'],
    ['GET', '/api/stations/12/availability?date=2026-11-23'],
    ['GET', '/api/availability/now?stationIds=1,2,3'],
    ['GET', '/api/availability/now'],
    ['GET', '/api/stations/12/chargers/live'],
    ['get', '/api/stations'],
    ['HEAD', '/api/stations/3'],
    // Judged on the path the router sees: these are the very same routes.
    ['POST', '/api/auth/%72egister'],
    ['POST', '/%61pi/auth/%6Cogin'],
    ['GET', '/api/stations/%31%32'],
    ['POST', 'http://evil.example/api/auth/login'],
  ])('%s %s needs no token', (method, path) => {
    expect(isPublicRoute(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/api/auth/me'],
    ['GET', '/api/auth/login'],
    ['POST', '/api/auth/reset-password'],
    ['POST', '/api/auth/logout'],
    ['POST', '/api/auth/admin/reset-user-password'],
    ['POST', '/api/stations'],
    ['DELETE', '/api/stations/12'],
    ['GET', '/api/stations/12/reviews'],
    ['GET', '/api/vehicles'],
    ['POST', '/api/bookings'],
    ['GET', '/api/user/stats'],
    ['GET', '/api/charging/5/status'],
    ['POST', '/api/assistant/chat'],
    ['POST', '/api/availability/now'],
    ['GET', '/api/availability/later'],
    ['GET', '/api/availability'],
    ['POST', '/api/stations/12/chargers/live'],
    ['GET', '/api/id-tag'],
    ['GET', '/api/admin/charge-points'],
    ['POST', '/api/admin/charge-points/CS12-1/password'],
  ])('%s %s is protected', (method, path) => {
    expect(isPublicRoute(method, path)).toBe(false);
    expect(requiresToken(method, path)).toBe(true);
  });

  it('never treats crafted paths as public', () => {
    expect(isPublicRoute('GET', '/api/stations/../bookings')).toBe(false);
    expect(isPublicRoute('GET', '/api/stations/%2e%2e/availability')).toBe(false);
    expect(isPublicRoute('GET', '/api/stations//availability')).toBe(false);
    expect(isPublicRoute('GET', '/api/stations/1%2Fx/availability')).toBe(false);
    expect(isPublicRoute('GET', 'api/stations')).toBe(false);
  });

  it('never treats a path the router sends elsewhere as the public route', () => {
    // The router keeps a trailing slash, `//`, case and `;`: none of these reach the public handler.
    expect(isPublicRoute('GET', '/api/stations/')).toBe(false);
    expect(isPublicRoute('POST', '/api/auth/login/')).toBe(false);
    expect(isPublicRoute('POST', '/api//auth/login')).toBe(false);
    expect(isPublicRoute('POST', '/api/auth/LOGIN')).toBe(false);
    expect(isPublicRoute('POST', '/api/auth/login;x=1')).toBe(false);
    expect(isPublicRoute('POST', '/api/auth/login%3Bx=1')).toBe(false);
    expect(isPublicRoute('GET', '/api/stations/%zz')).toBe(false);
  });
});

describe('requiresToken', () => {
  it('is false for public API routes and for everything outside /api', () => {
    expect(requiresToken('POST', '/api/auth/login')).toBe(false);
    expect(requiresToken('GET', '/')).toBe(false);
    expect(requiresToken('GET', '/assets/index.js')).toBe(false);
    expect(requiresToken('GET', '/health')).toBe(false);
    expect(requiresToken('GET', '/apiary')).toBe(false);
  });

  it('is true for /api itself and unknown /api paths', () => {
    expect(requiresToken('GET', '/api')).toBe(true);
    expect(requiresToken('GET', '/api/unknown')).toBe(true);
    expect(requiresToken('GET', '/api?x=1')).toBe(true);
    expect(requiresToken('GET', '/%61pi/bookings')).toBe(true);
    expect(requiresToken('GET', 'http://evil.example/api/bookings')).toBe(true);
  });
});

describe('routeOwner', () => {
  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/auth/me', 'auth'],
    ['/api/auth/logout', 'auth'],
    ['/api/vehicles', 'auth'],
    ['/api/vehicles/4', 'auth'],
    ['/api/stations', 'stations'],
    ['/api/stations?state=Goa', 'stations'],
    ['/api/stations/7', 'stations'],
    ['/api/stations/7/availability', 'bookings'],
    ['/api/stations/7/chargers/live', 'bookings'],
    ['/api/stations/7/chargers', 'stations'],
    ['/api/id-tag', 'ocpp'],
    ['/api/admin/charge-points', 'ocpp'],
    ['/api/admin/charge-points/CS7-1/configuration', 'ocpp'],
    ['/api/stations/7/availability?date=2026-11-23', 'bookings'],
    ['/api/bookings', 'bookings'],
    ['/api/bookings/9/cancel', 'bookings'],
    ['/api/availability/now', 'bookings'],
    ['/api/availability/now?stationIds=4,5', 'bookings'],
    ['/api/payments', 'payments'],
    ['/api/payments/booking/9', 'payments'],
    ['/api/user/stats', 'payments'],
    ['/api/charging/9/status', 'charging'],
    ['/api/charging/9/control', 'charging'],
    ['/api/assistant/chat', 'assistant'],
    ['/api/assistant/history', 'assistant'],
    ['/%61pi/stations/7/%61vailability', 'bookings'],
    ['/api/%73tations', 'stations'],
    ['http://evil.example/api/payments', 'payments'],
  ])('%s belongs to %s', (path, service) => {
    expect(routeOwner(path)).toBe(service);
  });

  it.each([
    ['/api/user'],
    ['/api/user/profile'],
    ['/api/vehiclesx'],
    ['/api/stationsx/1'],
    ['/api'],
    ['/home'],
    ['/api/stations/../auth'],
    ['/api/stations/%2e%2e/auth'],
    ['/api/stations/'],
    ['/api//stations'],
    ['/api%2Fstations'],
    ['/API/stations'],
  ])('%s belongs to no service', (path) => {
    expect(routeOwner(path)).toBeNull();
  });

  it('names only known services', () => {
    for (const r of SERVICE_ROUTES) expect(SERVICE_NAMES).toContain(r.service);
    for (const s of SERVICE_NAMES) expect(SERVICE_ROUTES.some((r) => r.service === s)).toBe(true);
  });
});

describe('matchPath', () => {
  it('matches params as one plain segment, exactly or as a prefix', () => {
    expect(matchPath('/api/stations/:id', '/api/stations/12')).toBe(true);
    expect(matchPath('/api/stations/:id', '/api/stations/12/availability')).toBe(false);
    expect(matchPath('/api/stations/:id', '/api/stations/12/availability', true)).toBe(true);
    expect(matchPath('/api/stations/:id', '/api/stations')).toBe(false);
  });
});

describe('EDGE_ROUTES', () => {
  it('the admin overview is answered by the public entry itself, never proxied, and needs a token', () => {
    expect(isEdgeRoute('GET', '/api/admin/overview')).toBe(true);
    expect(isEdgeRoute('GET', '/api/admin/overview?x=1')).toBe(true);
    expect(isEdgeRoute('POST', '/api/admin/overview')).toBe(false);
    expect(isEdgeRoute('GET', '/api/admin/overviews')).toBe(false);
    expect(isEdgeRoute('GET', '/api/admin/system')).toBe(true);
    expect(isEdgeRoute('POST', '/api/admin/system')).toBe(false);
    for (const r of EDGE_ROUTES) {
      expect(routeOwner(r.pattern)).toBeNull();
      expect(requiresToken(r.method, r.pattern)).toBe(true);
    }
    expect(routeOwner('/api/admin')).toBeNull();
    expect(routeOwner('/api/admin/users')).toBeNull();
  });
});
