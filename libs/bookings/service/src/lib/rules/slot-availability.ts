import type { AvailabilitySlot } from '@chargesetu/shared/contracts';
import { canStillBookSlot, istInstant, slotEnd } from '@chargesetu/shared/domain';
import type { TakenInterval } from '../repositories/stored-booking';

/**
 * Each slot of the day's grid with whether it can still be booked: at least 15 minutes of it remain
 * (the current slot counts until then, `canStillBookSlot`) and at least one of `chargerIndexes` has no
 * booking overlapping it (ranges are [start, end)).
 */
export function slotAvailability(o: {
  date: string;
  grid: readonly string[];
  chargerIndexes: readonly number[];
  taken: readonly TakenInterval[];
  now: Date;
}): AvailabilitySlot[] {
  return o.grid.map((time) => {
    const start = istInstant(o.date, time);
    const end = slotEnd(start);
    const busy = new Set(o.taken.filter((t) => t.start < end && t.end > start).map((t) => t.chargerIndex));
    return { time, available: canStillBookSlot(start, o.now) && o.chargerIndexes.some((i) => !busy.has(i)) };
  });
}
