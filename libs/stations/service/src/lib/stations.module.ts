import type { ServiceModule } from '@chargesetu/shared/runtime';
import { StationEntity } from './db/entities/station.entity';
import { CreateStations1763700000000 } from './db/migrations/1763700000000-create-stations';
import { stationsRoutes } from './routes/stations.routes';

/** The stations service: owns the `stations` schema (the catalogue). */
export const stationsService: ServiceModule = {
  name: 'stations',
  schema: 'stations',
  entities: [StationEntity],
  migrations: [CreateStations1763700000000],
  routes: stationsRoutes,
};
