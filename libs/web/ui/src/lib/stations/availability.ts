import type { AvailabilityLevel, StationFreeNow } from '@chargesetu/shared/contracts';

/**
 * A station's availability as every screen shows it (station badges, dashboard cards), from the live
 * free-chargers figure of GET /api/availability/now where the spec's client made one up.
 */
export interface AvailabilityView {
  /** Available, Limited or Busy (the server's level); null while unknown (loading, failed, not in the answer). */
  level: AvailabilityLevel | null;
  /** The count behind the level, e.g. "2 of 4 chargers free now", or why there is none. */
  text: string;
}

/** The colour of each level's chip. */
export const AVAILABILITY_COLOR: Record<AvailabilityLevel, 'success' | 'warning' | 'error'> = {
  Available: 'success',
  Limited: 'warning',
  Busy: 'error',
};

/**
 * The view of one station's figure. The level is the server's (Available when at least half of the
 * chargers are free, Busy when none is, Limited in between), so every screen and the API agree.
 */
export function availabilityView(figure: StationFreeNow | undefined, loading: boolean): AvailabilityView {
  if (!figure) return { level: null, text: loading ? 'Checking availability…' : 'Live availability unknown' };
  const { freeNow, totalChargers, level } = figure;
  if (totalChargers === 0) return { level, text: 'No chargers listed' };
  const chargers = totalChargers === 1 ? 'charger' : 'chargers';
  return { level, text: `${freeNow} of ${totalChargers} ${chargers} free now` };
}
