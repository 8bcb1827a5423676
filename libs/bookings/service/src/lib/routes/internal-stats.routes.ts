import { InternalBookingsStats } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';

/**
 * GET /internal/stats/bookings, for the public entry's admin overview (other services only: without the
 * internal token it answers 404 like a missing route). A booking is `active` from
 * charging.session.started until charging.session.completed: that is a charging session running now.
 */
export const internalStatsRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stats/bookings',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalBookingsStats } } },
    async () => {
      const [row] = await deps.ctx.dataSource.query(
        `SELECT count(*)::int AS active FROM "bookings"."bookings" WHERE status = 'active'`,
      );
      return { activeSessions: Number(row.active) };
    },
  );
};
