import {
  REMOTE_START_TIMEOUT_SECONDS,
  type Booking,
  type ChargingStatus,
} from '@chargesetu/shared/contracts';
import { batteryLevelOrDefault, estimatedRangeKm } from '@chargesetu/shared/domain';

export type ChargingBadge = 'Active' | 'Starting' | 'Completed' | 'Ready';

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

/** Shown instead of the buttons while the charger has not confirmed a start. */
export const STARTING_REASON = `Waiting for the charger to start… (up to ${REMOTE_START_TIMEOUT_SECONDS} seconds)`;

/** Which control the screen offers for a booking and its charging status. */
export type ChargingAction =
  | { kind: 'start' }
  | { kind: 'stop' }
  /**
   * Nothing to press, with the reason shown instead of the button; `waiting` when the reason ends by itself
   * (the charger is starting), so the screen shows it is busy.
   */
  | { kind: 'none'; reason: string; waiting?: true };

/**
 * docs/product.md §4: "Start Charging" shows only when the booking is confirmed and not already charging;
 * "Stop Charging" while it charges. While the charger is starting neither shows: a second start would be
 * refused, and there is nothing to stop until the charger reports its transaction. The server enforces the
 * same rules (and the time window); this only decides what to show.
 */
export function chargingAction(
  booking: Booking,
  status: ChargingStatus | undefined,
  now = Date.now(),
): ChargingAction {
  if (status?.isCharging) return { kind: 'stop' };
  // Before the booking checks: the booking is already claimed (active) while the charger starts.
  if (status?.status === 'starting') return { kind: 'none', reason: STARTING_REASON, waiting: true };
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

/** The toast after a start or stop, from the status the server answered. */
export interface ControlResult {
  severity: 'success' | 'info' | 'warning';
  title: string;
  description?: string;
}

/**
 * A start is only "started" once the session is active: with a real charger the answer is usually
 * `starting` (the charger was asked and has not confirmed), and a charger that refused at once leaves it
 * `pending` with a notice. A stop is "stopped" once completed; a charger still finishing keeps it active.
 */
export function controlResult(kind: 'start' | 'stop', answer: ChargingStatus): ControlResult {
  if (kind === 'start') {
    if (answer.status === 'active')
      return { severity: 'success', title: 'Charging session started successfully' };
    if (answer.status === 'starting')
      return {
        severity: 'info',
        title: 'Charger asked to start',
        description: 'Charging begins once the charger confirms.',
      };
    return { severity: 'warning', title: 'Charging did not start', ...described(answer.notice) };
  }
  if (answer.status === 'completed')
    return { severity: 'success', title: 'Charging session stopped successfully' };
  return {
    severity: 'info',
    title: 'Charger asked to stop',
    description: 'The session ends once the charger confirms.',
  };
}

const described = (notice: string | null) => (notice ? { description: notice } : {});

/** The caption under the progress figures: where they come from; null before a session exists. */
export function figureSourceText(source: ChargingStatus['source'] | undefined): string | null {
  if (source === 'meter') return "Figures from the charger's meter";
  if (source === 'estimate') return 'Estimated figures (this charger does not report its meter)';
  return null;
}

export interface BatteryView {
  /** Percent; null when the charger does not report the car's level (nothing is invented then). */
  level: number | null;
  rangeKm: number | null;
}

/**
 * docs/product.md §2.7 Battery Status: the level and range = level x 3.5 km; both unknown when the API
 * says the level is (null). Before the first answer (undefined) the spec's default level 20 shows, as
 * the browser test of the charging page reads the battery before the status arrives.
 */
export function batteryView(status: ChargingStatus | undefined): BatteryView {
  if (status && status.batteryPercentage === null) return { level: null, rangeKm: null };
  const level = Math.round(batteryLevelOrDefault(status?.batteryPercentage));
  return { level, rangeKm: estimatedRangeKm(level) };
}

/** "45 min", "1 h 5 min", "0 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}
