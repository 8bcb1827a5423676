import { AnalyticsQuery, BookingsAnalytics, errorResponses } from '@chargesetu/shared/contracts';
import { requireRole } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';
import { getAnalytics } from '../use-cases/get-analytics';

/** GET /api/bookings/analytics: the admin dashboard's Analytics tab (administrators only). */
export const analyticsRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/bookings/analytics',
    {
      onRequest: requireRole('admin'),
      schema: {
        operationId: 'getBookingsAnalytics',
        tags: ['admin'],
        summary: 'Bookings and utilisation per station and per IST hour of day over a date range',
        security: [{ bearerAuth: [] }],
        querystring: AnalyticsQuery,
        response: { 200: BookingsAnalytics, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => getAnalytics(deps, request.query, request.id),
  );
};
