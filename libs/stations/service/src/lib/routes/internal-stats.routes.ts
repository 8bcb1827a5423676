import { InternalStationsStats } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { StationsDeps } from '../deps';
import { countStations } from '../use-cases/count-stations';

/**
 * GET /internal/stats/stations, for the public entry's admin overview (other services only: without
 * the internal token it answers 404 like a missing route): how many stations the catalogue holds.
 */
export const internalStatsRoutes: FastifyPluginAsync<{ deps: StationsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stats/stations',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalStationsStats } } },
    async () => countStations(deps),
  );
};
