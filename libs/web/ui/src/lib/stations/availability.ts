import type { AvailabilityLevel, AvailabilitySource, StationFreeNow } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
import { SOURCE_TEXT } from './charger-availability';

/**
 * A station's availability as every screen shows it (station badges, dashboard cards), from the live
 * free-chargers figure of GET /api/availability/now where the spec's client made one up.
 */
export interface AvailabilityView {
  /** Available, Limited or Busy (the server's level); null while unknown (loading, failed, not in the answer). */
  level: AvailabilityLevel | null;
  /** The level in the language shown ("Available", "उपलब्ध"); null while unknown. */
  levelText: string | null;
  /** The count behind the level, e.g. "2 of 4 chargers free now", or why there is none. */
  text: string;
  /**
   * Where the figure comes from: `chargers` when every charger of the station reports its live status,
   * `bookings` when it is (at least in part) estimated from bookings; null while unknown.
   */
  source: AvailabilitySource | null;
  /** "Live from the chargers" or "Estimated from bookings"; null while unknown. */
  sourceText: string | null;
}

/** The colour of each level's chip. */
export const AVAILABILITY_COLOR: Record<AvailabilityLevel, 'success' | 'warning' | 'error'> = {
  Available: 'success',
  Limited: 'warning',
  Busy: 'error',
};

const LEVEL_KEY = {
  Available: 'stations:availability.available',
  Limited: 'stations:availability.limited',
  Busy: 'stations:availability.busy',
} as const satisfies Record<AvailabilityLevel, string>;

/**
 * The view of one station's figure. The level is the server's (Available when at least half of the
 * chargers are free, Busy when none is, Limited in between), so every screen and the API agree.
 */
export function availabilityView(figure: StationFreeNow | undefined, loading: boolean): AvailabilityView {
  if (!figure) {
    const text = loading
      ? translate('common:availability.checking')
      : translate('common:availability.unknown');
    return { level: null, levelText: null, text, source: null, sourceText: null };
  }
  const { freeNow, totalChargers, level } = figure;
  const { source } = figure;
  const sourceText = source === 'chargers' ? SOURCE_TEXT.chargers : SOURCE_TEXT.bookings;
  const levelText = translate(LEVEL_KEY[level]);
  if (totalChargers === 0)
    return { level, levelText, text: translate('common:availability.noChargers'), source, sourceText };
  const text = translate('common:availability.freeNow', { free: freeNow, count: totalChargers });
  return { level, levelText, text, source, sourceText };
}
