import type { ServiceContext } from '@chargesetu/shared/runtime';
import { chargerCounts, type ChargerCounts } from './clients/charger-counts';
import { loadBookingsConfig, type BookingsConfig } from './config';
import { bookingsRepository, type BookingsRepository } from './repositories/bookings.repository';
import {
  currentBookingsRepository,
  type CurrentBookingsRepository,
} from './repositories/current-bookings.repository';
import { stationStatsRepository, type StationStatsRepository } from './repositories/station-stats.repository';
import { liveStatusRepository, type LiveStatusRepository } from './repositories/live-status.repository';
import { noShowsRepository, type NoShowsRepository } from './repositories/no-shows.repository';
import { refusalsRepository, type RefusalsRepository } from './repositories/refusals.repository';

/** What the bookings routes, consumers, jobs and use cases work with; built once per process. */
export interface BookingsDeps {
  ctx: ServiceContext;
  /** The service's variables, read once at start. */
  config: BookingsConfig;
  bookings: BookingsRepository;
  /** Which booking covers a charger at an instant (what lets a driver's idTag charge there). */
  current: CurrentBookingsRepository;
  /** The chargers' live statuses (from charger.connector.status-changed). */
  liveStatus: LiveStatusRepository;
  /** Bookings grouped per station, for the admin's station figures. */
  stationStats: StationStatsRepository;
  /** Reservations the bookings' chargers refused (from charging.reservation.refused). */
  refusals: RefusalsRepository;
  /** Paid slots that ended unused (the no-show rule). */
  noShows: NoShowsRepository;
  /** Chargers per station (the stations service's list, cached STATIONS_CACHE_TTL_MS). */
  chargerCounts: ChargerCounts;
}

/** Reads the configuration once: a bad bookings variable stops the process at start, naming it. */
export function buildBookingsDeps(ctx: ServiceContext): BookingsDeps {
  const config = loadBookingsConfig(ctx.env);
  return {
    ctx,
    config,
    bookings: bookingsRepository(ctx.dataSource),
    current: currentBookingsRepository(ctx.dataSource),
    liveStatus: liveStatusRepository(ctx.dataSource),
    stationStats: stationStatsRepository(ctx.dataSource),
    refusals: refusalsRepository(ctx.dataSource),
    noShows: noShowsRepository(ctx.dataSource),
    chargerCounts: chargerCounts(ctx.services, config.STATIONS_CACHE_TTL_MS),
  };
}
