import type { FastifyPluginAsync } from 'fastify';
import type { StationsDeps } from '../deps';
import { catalogueRoutes } from './catalogue.routes';
import { internalStationsRoutes } from './internal-stations.routes';
import { internalStatsRoutes } from './internal-stats.routes';

/** Encapsulated: the public catalogue reads and the internal reads for other services. */
export const stationsRoutes: FastifyPluginAsync<{ deps: StationsDeps }> = async (app, { deps }) => {
  await app.register(catalogueRoutes, { deps });
  await app.register(internalStationsRoutes, { deps });
  await app.register(internalStatsRoutes, { deps });
};
