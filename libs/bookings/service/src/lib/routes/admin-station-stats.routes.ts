import { ADMIN_STATION_STATS_PATH, AdminStationStats, errorResponses } from '@chargesetu/shared/contracts';
import { requireRole } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';
import { getStationStats } from '../use-cases/get-station-stats';

/** GET /api/admin/stations/stats, for administrators (docs/product.md §2.14, Station Management). */
export const adminStationStatsRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    ADMIN_STATION_STATS_PATH,
    {
      onRequest: requireRole('admin'),
      schema: {
        operationId: 'getAdminStationStats',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Per station: paid, completed and cancelled bookings and the revenue they kept',
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: AdminStationStats, ...errorResponses(400, 401, 403) },
      },
    },
    async () => getStationStats(deps),
  );
};
