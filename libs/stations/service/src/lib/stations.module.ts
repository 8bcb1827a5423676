import { defineService } from '@chargesetu/shared/runtime';
import { CreateStations1763700000000 } from './db/migrations/1763700000000-create-stations';
import { AddStationCode1763800000000 } from './db/migrations/1763800000000-add-station-code';
import { buildStationsDeps } from './deps';
import { stationsRoutes } from './routes/stations.routes';
import { seedStationCatalogue } from './seed/seed-stations';

/** The stations service: owns the `stations` schema (the catalogue). No events, no jobs. */
export const stationsService = defineService({
  name: 'stations',
  schema: 'stations',
  migrations: [CreateStations1763700000000, AddStationCode1763800000000],
  deps: buildStationsDeps,
  routes: stationsRoutes,
  seed: seedStationCatalogue,
});
