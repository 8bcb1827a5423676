import { ADMIN_FINANCE_PATH, ADMIN_OVERVIEW_PATH, ADMIN_STATION_STATS_PATH } from './admin';
import { ADMIN_SYSTEM_PATH } from './admin-system';
import { CHARGE_POINTS_PATH } from './charge-points';
import { isApiPath, routingPath } from './routing-path';
import { RFID_CARDS_PATH } from './rfid-cards';

/** The services behind the gateway. */
export const SERVICE_NAMES = [
  'auth',
  'stations',
  'bookings',
  'payments',
  'charging',
  'assistant',
  'ocpp',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route pattern in Fastify style: literal segments and `:param` segments. */
export interface RoutePattern {
  method: HttpMethod;
  pattern: string;
}

/** Routes that need no token; everything else under /api needs a bearer token. */
export const PUBLIC_ROUTES: readonly RoutePattern[] = [
  { method: 'POST', pattern: '/api/auth/login' },
  { method: 'POST', pattern: '/api/auth/register' },
  { method: 'POST', pattern: '/api/auth/admin/login' },
  { method: 'GET', pattern: '/api/stations' },
  { method: 'GET', pattern: '/api/stations/:id' },
  { method: 'GET', pattern: '/api/stations/:id/availability' },
  { method: 'GET', pattern: '/api/stations/:id/chargers/live' },
  { method: 'GET', pattern: '/api/availability/now' },
  { method: 'GET', pattern: '/api/charge-now/:code' },
];

// A parameter is one plain segment. Anything odder ('..', '%2F', empty) never counts as public,
// so a crafted path cannot be waved through here and then resolved to something else upstream.
const PARAM_SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * The segments of the path the router matches (see {@link routingPath}: decoded, query string cut);
 * null for a path that is not plain. An empty segment (`//`, a trailing `/`) never matches a route of
 * ours, since the router keeps it; `.`, `..` and segments with a still-encoded reserved character
 * (`%2F`, `%3F`, …) are refused outright.
 */
function segments(url: string): string[] | null {
  const path = routingPath(url);
  if (path === null || !path.startsWith('/')) return null;
  const parts = path.split('/').slice(1);
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('%'))) return null;
  return parts;
}

const patternSegments = (pattern: string): string[] => pattern.split('/').slice(1);

function matchSegments(want: readonly string[], got: readonly string[], prefix: boolean): boolean {
  if (prefix ? got.length < want.length : got.length !== want.length) return false;
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i];
    if (w.startsWith(':') ? !PARAM_SEGMENT.test(got[i]) : w !== got[i]) return false;
  }
  return true;
}

/**
 * Whether a request target (as received: `request.url`) matches a pattern exactly (`prefix: true`: the
 * pattern or below it), judged on the path the router sees.
 */
export function matchPath(pattern: string, url: string, prefix = false): boolean {
  const got = segments(url);
  return got !== null && matchSegments(patternSegments(pattern), got, prefix);
}

/** A route table with its patterns split once: the gateway consults these on every request. */
function compileRoutes<R extends { pattern: string }>(routes: readonly R[]) {
  return routes.map((route) => ({ route, want: patternSegments(route.pattern) }));
}

const PUBLIC_COMPILED = compileRoutes(PUBLIC_ROUTES);

function normalizeMethod(method: string): string {
  const m = method.toUpperCase();
  return m === 'HEAD' ? 'GET' : m; // Fastify answers HEAD with the GET route
}

/** Whether a request matches one of a compiled table's method and pattern pairs exactly. */
function matchesAny(
  table: ReadonlyArray<{ route: RoutePattern; want: string[] }>,
  method: string,
  url: string,
) {
  const m = normalizeMethod(method);
  const got = segments(url);
  return (
    got !== null && table.some(({ route, want }) => route.method === m && matchSegments(want, got, false))
  );
}

/**
 * Whether this request is one of PUBLIC_ROUTES (no token needed), judged on the path the router sees
 * (`url` as received; query strings are ignored).
 */
export function isPublicRoute(method: string, url: string): boolean {
  return matchesAny(PUBLIC_COMPILED, method, url);
}

/** Whether the gateway must see a valid token: every /api path that is not public. */
export function requiresToken(method: string, url: string): boolean {
  const path = routingPath(url);
  return path !== null && isApiPath(path) && !isPublicRoute(method, url);
}

/**
 * Which service answers which paths (docs/architecture.md §1), first match wins: availability
 * belongs to bookings although it sits under /api/stations (and so does the live "free chargers
 * now" figure under /api/availability), user stats to payments, vehicles to auth. `exact` entries match the pattern only; the others match the prefix and everything below.
 */
export const SERVICE_ROUTES: ReadonlyArray<{ service: ServiceName; pattern: string; exact?: boolean }> = [
  { service: 'bookings', pattern: '/api/stations/:id/availability', exact: true },
  { service: 'bookings', pattern: '/api/stations/:id/chargers/live', exact: true },
  { service: 'stations', pattern: '/api/stations' },
  { service: 'auth', pattern: '/api/auth' },
  { service: 'auth', pattern: '/api/vehicles' },
  { service: 'bookings', pattern: '/api/bookings' },
  { service: 'bookings', pattern: '/api/availability' },
  { service: 'bookings', pattern: '/api/charge-now' },
  { service: 'payments', pattern: '/api/payments' },
  { service: 'payments', pattern: ADMIN_FINANCE_PATH, exact: true },
  { service: 'bookings', pattern: ADMIN_STATION_STATS_PATH, exact: true },
  { service: 'payments', pattern: '/api/user/stats' },
  { service: 'charging', pattern: '/api/charging' },
  { service: 'assistant', pattern: '/api/assistant' },
  { service: 'ocpp', pattern: CHARGE_POINTS_PATH },
  { service: 'ocpp', pattern: '/api/id-tag' },
  { service: 'ocpp', pattern: RFID_CARDS_PATH },
];
const SERVICE_COMPILED = compileRoutes(SERVICE_ROUTES);

/**
 * Routes the public entry (the gateway, or the edge of the all-in-one process) answers itself, because
 * they gather data from several services. No service owns them, so {@link routeOwner} gives null for
 * them and the proxy never forwards them; each needs a token like any non-public route.
 */
export const EDGE_ROUTES: readonly RoutePattern[] = [
  { method: 'GET', pattern: ADMIN_OVERVIEW_PATH },
  { method: 'GET', pattern: ADMIN_SYSTEM_PATH },
];
const EDGE_COMPILED = compileRoutes(EDGE_ROUTES);

/** Whether the public entry answers this request itself (one of {@link EDGE_ROUTES}). */
export function isEdgeRoute(method: string, url: string): boolean {
  return matchesAny(EDGE_COMPILED, method, url);
}

/**
 * The service that owns a request target (as received; judged on the path the router sees), or null
 * when no service does (the gateway answers 404).
 */
export function routeOwner(url: string): ServiceName | null {
  const got = segments(url);
  if (!got) return null;
  return (
    SERVICE_COMPILED.find(({ route, want }) => matchSegments(want, got, !route.exact))?.route.service ?? null
  );
}
