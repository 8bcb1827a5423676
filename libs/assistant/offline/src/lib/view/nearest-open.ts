import type { Station } from '@chargesetu/shared/contracts';
import { openStatus, sortByDistance, type LatLng, type OpenStatus } from '@chargesetu/shared/domain';

/** A station with its straight-line distance from the driver and its open state now (IST hours). */
export interface NearStation {
  station: Station;
  distanceKm: number;
  status: OpenStatus;
}

/** Open now by its hours: open, or open round the clock. Unreadable hours are not known to be open. */
export const isOpen = (n: NearStation): boolean => n.status.kind === 'open' || n.status.kind === 'always';

/** The stations around the driver that answer "nearest open charger". */
export interface NearestOpen {
  /** Stations open now, nearest first, at most `limit`. */
  open: NearStation[];
  /**
   * Stations nearer than the nearest open one that are closed now or whose hours are unknown, nearest
   * first (at most `limit`); when none is open, the nearest stations of all.
   */
  nearerNotOpen: NearStation[];
}

/**
 * The stations nearest to `origin` that are open at `now` by their IST opening hours (domain
 * `openStatus`: hours that cannot be read never count as open), and the ones nearer than them that are
 * not open. Stations without usable coordinates are left out.
 */
export function nearestOpen(stations: readonly Station[], origin: LatLng, now: Date, limit = 3): NearestOpen {
  const near: NearStation[] = sortByDistance(stations, origin)
    .filter((d) => Number.isFinite(d.distanceKm))
    .map((d) => ({
      station: d.item,
      distanceKm: d.distanceKm,
      status: openStatus(d.item.operatingHours, now),
    }));
  const firstOpen = near.findIndex(isOpen);
  return {
    open: near.filter(isOpen).slice(0, limit),
    nearerNotOpen: near.slice(0, firstOpen === -1 ? near.length : firstOpen).slice(0, limit),
  };
}
