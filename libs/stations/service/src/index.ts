export { stationsService } from './lib/stations.module';
