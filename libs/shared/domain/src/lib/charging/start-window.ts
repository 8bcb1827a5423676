import { CHARGING_EARLY_START_MINUTES } from '../constants/constants';
import { toDate, type Instant } from '../time/ist';

/** The span in which a paid booking may start charging: from `opensAt` (inclusive) until `closesAt` (exclusive). */
export interface ChargingStartWindow {
  opensAt: Date;
  closesAt: Date;
}

/** Where `now` stands against a booking's start window: before it opens, inside it, or after it closed. */
export type ChargingStartPhase = 'not-yet' | 'open' | 'over';

/**
 * docs/product.md §4: a paid booking may start charging from `earlyMinutes` (CHARGING_EARLY_START_MINUTES)
 * before its slot until the slot ends.
 */
export function chargingStartWindow(
  booking: { startTime: Instant; endTime: Instant },
  earlyMinutes = CHARGING_EARLY_START_MINUTES,
): ChargingStartWindow {
  return {
    opensAt: new Date(toDate(booking.startTime).getTime() - earlyMinutes * 60_000),
    closesAt: toDate(booking.endTime),
  };
}

/** The phase of `now` in the booking's start window (the status of the booking is the caller's to check). */
export function chargingStartPhase(
  booking: { startTime: Instant; endTime: Instant },
  now: Instant,
  earlyMinutes = CHARGING_EARLY_START_MINUTES,
): ChargingStartPhase {
  const { opensAt, closesAt } = chargingStartWindow(booking, earlyMinutes);
  const at = toDate(now).getTime();
  if (at >= closesAt.getTime()) return 'over';
  return at < opensAt.getTime() ? 'not-yet' : 'open';
}
