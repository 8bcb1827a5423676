import {
  ADMIN_OVERVIEW_PATH,
  AdminOverview,
  errorResponses,
  InternalAuthStats,
  InternalBookingsStats,
  InternalPaymentsStats,
  InternalStationsStats,
  InternalUser,
  registerFormats,
} from '@chargesetu/shared/contracts';
import type { ServiceClient, ServiceName } from '@chargesetu/shared/runtime';
import { forbidden, HttpError, requireRole, unauthorized } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';

interface AdminOverviewOptions {
  services: ServiceClient;
}

export const ADMINS_ONLY = 'This action requires administrator rights';

export interface ReadContext {
  services: ServiceClient;
  requestId: string;
  log: FastifyBaseLogger;
}

/**
 * One internal read, held to its contract. A service that cannot be reached (refused, timed out) or
 * says it is not ready is a 503 naming it; one that answers off-contract (an error, an unexpected or
 * unreadable body) is a 502. `notFound` turns a 404 into the caller's own error.
 */
export async function read<T extends TSchema>(
  { services, requestId, log }: ReadContext,
  service: ServiceName,
  url: string,
  schema: T,
  notFound?: () => HttpError,
): Promise<Static<T>> {
  let res: Awaited<ReturnType<ServiceClient['request']>>;
  try {
    res = await services.request(service, { url, requestId });
  } catch (err) {
    log.warn({ err, service, url }, 'admin overview: internal call failed');
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    if (err instanceof SyntaxError) {
      throw new HttpError(
        502,
        `The ${service} service gave an answer that could not be read. Please try again.`,
      );
    }
    throw new HttpError(
      503,
      timedOut
        ? `The ${service} service took too long to answer. Please try again.`
        : `The ${service} service is unavailable right now. Please try again shortly.`,
    );
  }
  if (res.statusCode === 200 && Value.Check(schema, res.body)) return res.body;
  if (res.statusCode === 404 && notFound) throw notFound();
  if (res.statusCode === 503) {
    throw new HttpError(503, `The ${service} service is unavailable right now. Please try again shortly.`);
  }
  log.warn({ service, url, statusCode: res.statusCode }, 'admin overview: unexpected answer');
  throw new HttpError(502, `The ${service} service gave an unexpected answer. Please try again shortly.`);
}

/**
 * GET /api/admin/overview: the admin dashboard's live totals, answered by the public entry itself (it is
 * one of the contracts' EDGE_ROUTES, never proxied). A valid administrator token is required (401
 * without, 403 for anyone else); auth then confirms the account still exists and is still an
 * administrator (a token outlives a role change), and only then are the four owners asked, in parallel.
 */
export const adminOverviewRoutes: FastifyPluginAsync<AdminOverviewOptions> = async (
  instance,
  { services },
) => {
  registerFormats(); // the contract checks below need date-time and email
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    ADMIN_OVERVIEW_PATH,
    {
      onRequest: requireRole('admin'),
      schema: {
        operationId: 'getAdminOverview',
        tags: ['admin'],
        summary: 'Live totals for the admin dashboard: drivers, stations, active sessions, revenue',
        security: [{ bearerAuth: [] }],
        response: { 200: AdminOverview, ...errorResponses(401, 403, 502, 503) },
      },
    },
    async (request) => {
      const ctx: ReadContext = { services, requestId: request.id, log: request.log };
      const caller = await read(ctx, 'auth', `/internal/users/${request.user.id}`, InternalUser, () =>
        unauthorized('Your account no longer exists. Please sign in again.'),
      );
      if (caller.role !== 'admin') throw forbidden(ADMINS_ONLY);

      const [auth, stations, bookings, payments] = await Promise.all([
        read(ctx, 'auth', '/internal/stats/auth', InternalAuthStats),
        read(ctx, 'stations', '/internal/stats/stations', InternalStationsStats),
        read(ctx, 'bookings', '/internal/stats/bookings', InternalBookingsStats),
        read(ctx, 'payments', '/internal/stats/payments', InternalPaymentsStats),
      ]);
      return {
        users: auth.users,
        stations: stations.stations,
        activeSessions: bookings.activeSessions,
        revenue: payments.revenue,
        generatedAt: new Date().toISOString(),
      };
    },
  );
};
