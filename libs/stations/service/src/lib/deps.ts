import type { ServiceContext } from '@chargesetu/shared/runtime';
import { stationsRepository, type StationsRepository } from './repositories/stations.repository';

/** What the stations routes, use cases and seed work with; built once per process from its context. */
export interface StationsDeps {
  ctx: ServiceContext;
  stations: StationsRepository;
}

export function buildStationsDeps(ctx: ServiceContext): StationsDeps {
  return { ctx, stations: stationsRepository(ctx.dataSource) };
}
