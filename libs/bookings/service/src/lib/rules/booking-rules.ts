import type { AvailabilityLevel, Charger } from '@chargesetu/shared/contracts';
import {
  canonicalConnector,
  canStillBookSlot,
  istDateString,
  istInstant,
  isSlotStartInstant,
  istWallClock,
  slotEnd,
  startsWithinHorizon,
} from '@chargesetu/shared/domain';
import { MESSAGES } from './messages';

/**
 * Indices of the station's chargers that fit a requested type and power. Each entry of a station's
 * chargers array is one physical charger, so the index is its identity. Types compare the way the
 * finder does ("Type 2 (Mennekes)" is "Type 2").
 */
export function matchingChargerIndexes(
  chargers: readonly Charger[],
  chargerType: string | undefined,
  power: number | undefined,
): number[] {
  const wanted = chargerType === undefined ? undefined : canonicalConnector(chargerType).toLowerCase();
  return chargers.flatMap((c, i) =>
    (wanted === undefined || canonicalConnector(c.type).toLowerCase() === wanted) &&
    (power === undefined || Number(c.power) === power)
      ? [i]
      : [],
  );
}

/** Whether an instant is exactly an IST 'HH:MM' (no stray seconds), so it can be a slot start. */
function onTheMinute(at: Date): boolean {
  return istInstant(istDateString(at), istWallClock(at)).getTime() === at.getTime();
}

/**
 * Why a requested slot cannot be booked, or null when it can: it must start no later than the
 * horizon's last IST day (checked first, so no far-off year reaches the calendar arithmetic), on the
 * station's slot grid for that IST day (night slots included where the station is open), still have
 * at least 15 minutes to run (the current slot can be booked until then), and last exactly one slot.
 */
export function slotProblem(o: {
  start: Date;
  end: Date;
  operatingHours: unknown;
  now: Date;
  horizonDays: number;
}): string | null {
  if (!startsWithinHorizon(o.start, o.now, o.horizonDays)) return MESSAGES.beyondHorizon(o.horizonDays);
  if (!onTheMinute(o.start) || !isSlotStartInstant(o.start, o.operatingHours)) return MESSAGES.notASlotStart;
  if (!canStillBookSlot(o.start, o.now)) return MESSAGES.slotAlmostOver;
  if (o.end.getTime() !== slotEnd(o.start).getTime()) return MESSAGES.wrongLength;
  return null;
}

/**
 * The station card badge from the live figure: Available when at least half of the chargers are
 * free, Busy when none is (or the station has none), Limited in between.
 */
export function availabilityLevel(totalChargers: number, freeNow: number): AvailabilityLevel {
  if (totalChargers <= 0 || freeNow <= 0) return 'Busy';
  return freeNow * 2 >= totalChargers ? 'Available' : 'Limited';
}

/**
 * Why a booking cannot be cancelled now, or null when it can (pending or confirmed, not started). A booking its
 * charger cannot serve (`affected`, docs/product.md §4) may be cancelled after its start too: it could not be
 * served.
 */
export function cancelRefusal(
  b: { status: string; startTime: Date },
  now: Date,
  affected = false,
): string | null {
  if (b.status === 'cancelled') return MESSAGES.alreadyCancelled;
  if (b.status === 'active') return MESSAGES.cannotCancelActive;
  if (b.status === 'completed') return MESSAGES.cannotCancelCompleted;
  if (!affected && b.startTime.getTime() <= now.getTime()) return MESSAGES.cannotCancelStarted;
  return null;
}
