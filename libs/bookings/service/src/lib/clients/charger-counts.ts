import type { ServiceClient } from '@chargesetu/shared/runtime';
import { listStations } from './service-reads';

/**
 * Chargers per station, read from the stations service's list and kept in memory for `ttlMs`: station
 * cards ask for the live figure on every page view, and the catalogue changes rarely. Concurrent
 * callers share one fetch; a failed fetch is not cached.
 */
export function chargerCounts(services: ServiceClient, ttlMs: number, clock: () => number = Date.now) {
  let cached: { at: number; counts: Promise<Map<number, number>> } | undefined;
  return {
    get(requestId?: string): Promise<Map<number, number>> {
      const now = clock();
      if (cached && now - cached.at < ttlMs) return cached.counts;
      const counts = listStations(services, requestId).then(
        (stations) => new Map(stations.map((s) => [s.id, s.chargers.length])),
      );
      const entry = { at: now, counts };
      cached = entry;
      counts.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return counts;
    },
  };
}
export type ChargerCounts = ReturnType<typeof chargerCounts>;
