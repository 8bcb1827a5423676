import type { AvailabilityLevel, StationFreeNow } from '@chargesetu/shared/contracts';

/** The availability badge of spec 2.2 and 2.3, from live data (the spec's client has a random draw). */
export type Availability = AvailabilityLevel;

/**
 * A cached figure is re-read when a page with badges opens and it is older than this (seconds): the
 * free-charger count changes all day, the spec's "never stale" cache would freeze it.
 */
export const FREE_NOW_MAX_AGE_S = 30;

export interface AvailabilityBadgeView {
  /** Available, Limited or Busy; null while unknown (loading, failed, station not in the answer). */
  level: Availability | null;
  /** What the badge says to a screen reader and in its tooltip. */
  description: string;
}

/**
 * The badge for one station from GET /api/availability/now. The level is the server's (Available when
 * at least half of the chargers are free, Busy when none is, Limited in between), so every screen and
 * the API agree; the description gives the count behind it.
 */
export function availabilityBadge(figure: StationFreeNow | undefined): AvailabilityBadgeView {
  if (!figure) return { level: null, description: 'Live availability unknown' };
  const { freeNow, totalChargers, level } = figure;
  if (totalChargers === 0) return { level, description: 'No chargers listed' };
  const chargers = totalChargers === 1 ? 'charger' : 'chargers';
  return { level, description: `${freeNow} of ${totalChargers} ${chargers} free now` };
}
