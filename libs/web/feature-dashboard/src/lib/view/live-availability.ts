import type { AvailabilityLevel, StationFreeNow } from '@chargesetu/shared/contracts';

export interface LiveAvailabilityView {
  /** Available, Limited or Busy (the server's level); null while unknown. */
  level: AvailabilityLevel | null;
  /** e.g. "2 of 4 chargers free now". */
  text: string;
}

/**
 * A station's availability from GET /api/availability/now, where the spec's dashboard made one up
 * (spec 3 "Dashboard inventions"): the real count of chargers free right now.
 */
export function liveAvailability(figure: StationFreeNow | undefined, loading: boolean): LiveAvailabilityView {
  if (!figure) return { level: null, text: loading ? 'Checking availability…' : 'Live availability unknown' };
  const { freeNow, totalChargers, level } = figure;
  if (totalChargers === 0) return { level, text: 'No chargers listed' };
  return {
    level,
    text: `${freeNow} of ${totalChargers} ${totalChargers === 1 ? 'charger' : 'chargers'} free now`,
  };
}
