import { InternalStationsStats } from '@chargesetu/shared/contracts';
import type { ServiceContext } from '@chargesetu/shared/runtime';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /internal/stats/stations, for the public entry's admin overview (other services only: without
 * the internal token it answers 404 like a missing route): how many stations the catalogue holds.
 */
export const internalStatsRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stats/stations',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalStationsStats } } },
    async () => {
      const [row] = await ctx.dataSource.query(`SELECT count(*)::int AS stations FROM "stations"."stations"`);
      return { stations: Number(row.stations) };
    },
  );
};
