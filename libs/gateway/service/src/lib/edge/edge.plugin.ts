import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { isApiPath, isPublicRoute, routingPath } from '@chargesetu/shared/contracts';
import type { EdgePlugin } from '@chargesetu/shared/runtime';
import { authenticate } from '@chargesetu/shared/server-kit';
import fp from 'fastify-plugin';
import { adminOverviewRoutes } from './admin-overview.routes';
import { adminSystemRoutes } from './admin-system.routes';
import { isExemptFromRateLimit, isLoginRoute, rateLimitKey } from './rate-limits';
import { edgeHelmetOptions, registerSecurityHeaders } from './security-headers';
import { registerWebApp } from './web-app';

/**
 * The public edge, shared by the gateway and the all-in-one platform. Wrapped with fastify-plugin so its
 * hooks (headers, CORS, rate limits, the early token check) cover every route of the process.
 */
const edge: EdgePlugin = async (app, { config, mode, services }) => {
  // Helmet's headers, computed once for this policy and set on every response.
  registerSecurityHeaders(app, edgeHelmetOptions(config.MAP_TILE_ORIGINS));
  // Brotli or gzip for anything over 1 KiB (the station list, the web bundle).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCors, {
    origin: config.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    credentials: true,
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: (request) =>
      isLoginRoute(request.method, request.url)
        ? config.RATE_LIMIT_AUTH_PER_MINUTE
        : config.RATE_LIMIT_API_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: rateLimitKey,
    // Every request the router sends under /api counts, however its path is spelled; calls between
    // services (internal token) do not: their client was counted once, here, already.
    allowList: (request) => isExemptFromRateLimit(request),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: isLoginRoute(request.method, request.url)
        ? `Too many sign-in attempts. Please wait ${context.after} and try again.`
        : `Too many requests. Please slow down and try again in ${context.after}.`,
    }),
  });

  // Reject a missing or bad token before the request reaches (or is proxied to) a service. Judged on the
  // path the router sees: `/%61pi/bookings` is /api/bookings. A URL it cannot decode is its 400.
  app.addHook('onRequest', (request, reply, done) => {
    const path = routingPath(request.url);
    if (path === null || !isApiPath(path) || isDocsPath(path)) return done();
    if (request.method === 'OPTIONS' || isPublicRoute(request.method, request.url)) return done();
    authenticate(request, reply).then(() => done(), done);
  });

  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { url: '/api/openapi.json', docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
  if (mode === 'platform') {
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }
  // The routes the edge answers itself (contracts' EDGE_ROUTES), from several services' data.
  await app.register(adminOverviewRoutes, { services });
  await app.register(adminSystemRoutes, { config, mode, services });
  await registerWebApp(app, config.WEB_ROOT);
};

/** The API documentation (Swagger UI and the OpenAPI document) is public. */
function isDocsPath(path: string): boolean {
  return path === '/api/docs' || path.startsWith('/api/docs/') || path === '/api/openapi.json';
}

export const edgePlugin: EdgePlugin = fp(edge, { name: 'chargesetu-edge' });
