import type { Booking, ChargingStatus } from '@chargesetu/shared/contracts';
import { REMOTE_START_TIMEOUT_SECONDS } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
import { startChargingOffer } from '@chargesetu/web/ui';
import { estimatedRangeKm } from '@chargesetu/shared/domain';

export type ChargingBadge = 'Active' | 'Starting' | 'Completed' | 'Ready';

/** The badge's words in the language shown. */
export const CHARGING_BADGE_KEYS = {
  Active: 'charging:badge.active',
  Starting: 'charging:badge.starting',
  Completed: 'charging:badge.completed',
  Ready: 'charging:badge.ready',
} as const satisfies Record<ChargingBadge, string>;

/**
 * docs/product.md §4: "Active" when the status is active or charging, "Starting" while the charger was asked
 * to start and has not confirmed yet, "Completed" when completed, else "Ready".
 */
export function chargingBadge(status: string | undefined): ChargingBadge {
  if (status === 'active' || status === 'charging') return 'Active';
  if (status === 'starting') return 'Starting';
  if (status === 'completed') return 'Completed';
  return 'Ready';
}

/** Which control the screen offers for a booking and its charging status. */
export type ChargingAction =
  | { kind: 'start' }
  /** Start Charging shown disabled, with when it opens ("Charging opens at 9:45 AM"). */
  | { kind: 'start-later'; opens: string }
  | { kind: 'stop' }
  /**
   * Nothing to press, with the reason shown instead of the button; `waiting` when the reason ends by itself
   * (the charger is starting), so the screen shows it is busy.
   */
  | { kind: 'none'; reason: string; waiting?: true };

/**
 * docs/product.md §4: "Start Charging" shows only when the booking is confirmed and not already charging,
 * and works only inside its start window (from CHARGING_EARLY_START_MINUTES before the slot until it
 * ends): before it, it shows disabled with the time it opens, so it never fails for being early; after the
 * slot it is not offered. "Stop Charging" while it charges. While the charger is starting neither shows: a
 * second start would be refused, and there is nothing to stop until the charger reports its transaction.
 */
export function chargingAction(
  booking: Booking,
  status: ChargingStatus | undefined,
  now: Date | number = Date.now(),
): ChargingAction {
  if (status?.isCharging) return { kind: 'stop' };
  // Before the booking checks: the booking is already claimed (active) while the charger starts.
  if (status?.status === 'starting') {
    const reason = translate('charging:reason.waitingForCharger', { seconds: REMOTE_START_TIMEOUT_SECONDS });
    return { kind: 'none', reason, waiting: true };
  }
  if (status?.status === 'completed' || booking.status === 'completed')
    return { kind: 'none', reason: translate('charging:reason.ended') };
  if (booking.status === 'cancelled') return { kind: 'none', reason: translate('charging:reason.cancelled') };
  if (booking.status === 'pending') return { kind: 'none', reason: translate('charging:reason.payFirst') };
  if (booking.status === 'confirmed') {
    const offer = startChargingOffer(booking, new Date(now));
    if (offer === null) return { kind: 'none', reason: translate('charging:reason.timeOver') };
    return offer.kind === 'open' ? { kind: 'start' } : { kind: 'start-later', opens: offer.text };
  }
  return { kind: 'none', reason: translate('charging:reason.notAvailable') };
}

/** The caption under the progress figures: where they come from; null before a session exists. */
export function figureSourceText(source: ChargingStatus['source'] | undefined): string | null {
  if (source === 'meter') return translate('charging:progress.meter');
  if (source === 'estimate') return translate('charging:progress.estimate');
  return null;
}

export interface BatteryView {
  /** Percent; null when the charger does not report the car's level (nothing is invented then). */
  level: number | null;
  rangeKm: number | null;
}

/**
 * docs/product.md §2.7 Battery Status: the level and range = level x 3.5 km; both unknown while nothing
 * reports the car's level (before the first answer, before a session, or a charger that reports none).
 */
export function batteryView(status: ChargingStatus | undefined): BatteryView {
  const reported = status?.batteryPercentage;
  if (reported === null || reported === undefined) return { level: null, rangeKm: null };
  const level = Math.round(Math.min(100, Math.max(0, reported)));
  return { level, rangeKm: estimatedRangeKm(level) };
}

/** "45 min", "1 h 5 min", "0 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return translate('charging:progress.minutes', { count: m });
  const hours = Math.floor(m / 60);
  return m % 60
    ? translate('charging:progress.hoursMinutes', { hours, minutes: m % 60 })
    : translate('charging:progress.hours', { hours });
}
