import type { AdminStationStats } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { stationBookingStats } from '../rules/station-stats';

/** The admin Stations tab's figures: per station, its bookings by outcome and the revenue they kept. */
export async function getStationStats(deps: BookingsDeps): Promise<AdminStationStats> {
  return {
    stations: stationBookingStats(await deps.stationStats.groups()),
    generatedAt: new Date().toISOString(),
  };
}
