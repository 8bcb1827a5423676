import { InternalBookingsStats } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';
import { getStats } from '../use-cases/get-stats';

/**
 * GET /internal/stats/bookings, for the public entry's admin overview (other services only: without the
 * internal token it answers 404 like a missing route).
 */
export const internalStatsRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stats/bookings',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalBookingsStats } } },
    async () => getStats(deps),
  );
};
