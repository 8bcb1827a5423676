import type { Booking, ChargingStatus } from '@chargesetu/shared/contracts';
import { batteryLevelOrDefault, estimatedRangeKm } from '@chargesetu/shared/domain';

export type ChargingBadge = 'Active' | 'Completed' | 'Ready';

/**
 * docs/product.md §4: "Active" when the status is active or charging, "Completed" when completed, else
 * "Ready".
 */
export function chargingBadge(status: string | undefined): ChargingBadge {
  if (status === 'active' || status === 'charging') return 'Active';
  if (status === 'completed') return 'Completed';
  return 'Ready';
}

/** Which control the screen offers for a booking and its charging status. */
export type ChargingAction =
  | { kind: 'start' }
  | { kind: 'stop' }
  /** Nothing to press, with the reason shown instead of the button. */
  | { kind: 'none'; reason: string };

/**
 * docs/product.md §4: "Start Charging" shows only when the booking is confirmed and not already charging;
 * "Stop Charging" while it charges. The server enforces the same rules (and the time window); this only
 * decides what to show.
 */
export function chargingAction(
  booking: Booking,
  status: ChargingStatus | undefined,
  now = Date.now(),
): ChargingAction {
  if (status?.isCharging) return { kind: 'stop' };
  if (status?.status === 'completed' || booking.status === 'completed')
    return { kind: 'none', reason: 'This charging session has ended.' };
  if (booking.status === 'cancelled') return { kind: 'none', reason: 'This booking was cancelled.' };
  if (booking.status === 'pending')
    return { kind: 'none', reason: 'Pay for this booking to start charging.' };
  if (booking.status === 'confirmed' && Date.parse(booking.endTime) <= now)
    return { kind: 'none', reason: 'The booked time is over.' };
  if (booking.status === 'confirmed') return { kind: 'start' };
  return { kind: 'none', reason: 'Charging is not available for this booking.' };
}

export interface BatteryView {
  level: number;
  rangeKm: number;
}

/** docs/product.md §2.7 Battery Status: the level (20 when unknown) and range = level x 3.5 km. */
export function batteryView(status: ChargingStatus | undefined): BatteryView {
  const level = Math.round(batteryLevelOrDefault(status?.batteryPercentage));
  return { level, rangeKm: estimatedRangeKm(level) };
}

/** "45 min", "1 h 5 min", "0 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}
