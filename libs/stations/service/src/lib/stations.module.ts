import type { ServiceContext, ServiceModule } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';
import { StationEntity } from './db/entities/station.entity';
import { CreateStations1763700000000 } from './db/migrations/1763700000000-create-stations';
import { AddStationCode1763800000000 } from './db/migrations/1763800000000-add-station-code';
import { internalStationsRoutes } from './routes/internal-stations.routes';
import { internalStatsRoutes } from './routes/internal-stats.routes';
import { stationsRoutes } from './routes/stations.routes';
import { seedStations } from './seed/seed-stations';

/** Encapsulated: the public catalogue reads and the internal read for other services. */
const routes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, opts) => {
  await app.register(stationsRoutes, opts);
  await app.register(internalStationsRoutes, opts);
  await app.register(internalStatsRoutes, opts);
};

/** The stations service: owns the `stations` schema (the catalogue). */
export const stationsService: ServiceModule = {
  name: 'stations',
  schema: 'stations',
  entities: [StationEntity],
  migrations: [CreateStations1763700000000, AddStationCode1763800000000],
  routes,
  async seed(ctx) {
    const result = await seedStations(ctx.dataSource);
    ctx.logger.info(result, 'station catalogue seeded');
  },
};
