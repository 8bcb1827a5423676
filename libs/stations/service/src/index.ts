export { stationsService } from './lib/stations.module';
export { seedStations, type SeedResult } from './lib/seed/seed-stations';
export { STATION_CATALOGUE, CatalogueStation, type StationCatalogue } from './lib/seed/catalogue';
