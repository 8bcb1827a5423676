import { defineService } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';
import { CreateStations1763700000000 } from './db/migrations/1763700000000-create-stations';
import { AddStationCode1763800000000 } from './db/migrations/1763800000000-add-station-code';
import { buildStationsDeps, type StationsDeps } from './deps';
import { internalStationsRoutes } from './routes/internal-stations.routes';
import { internalStatsRoutes } from './routes/internal-stats.routes';
import { stationsRoutes } from './routes/stations.routes';
import { seedStations } from './seed/seed-stations';

/** Encapsulated: the public catalogue reads and the internal read for other services. */
const routes: FastifyPluginAsync<{ deps: StationsDeps }> = async (app, opts) => {
  await app.register(stationsRoutes, opts);
  await app.register(internalStationsRoutes, opts);
  await app.register(internalStatsRoutes, opts);
};

/** The stations service: owns the `stations` schema (the catalogue). */
export const stationsService = defineService({
  name: 'stations',
  schema: 'stations',
  migrations: [CreateStations1763700000000, AddStationCode1763800000000],
  deps: buildStationsDeps,
  routes,
  async seed(deps) {
    const result = await seedStations(deps.ctx.dataSource);
    deps.ctx.logger.info(result, 'station catalogue seeded');
  },
});
