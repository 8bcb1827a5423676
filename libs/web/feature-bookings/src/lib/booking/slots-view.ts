import type { AvailabilitySlot } from '@chargesetu/shared/contracts';
import {
  formatDateIn,
  formatWeekdayMonthDay,
  groupSlots,
  istHour,
  SLOT_GROUPS,
  todayIst,
  type Instant,
  type SlotGroupName,
} from '@chargesetu/shared/domain';

export type SlotsView =
  | { kind: 'none'; title: string; hint: string }
  | { kind: 'slots'; allBooked: string | null; groups: { name: SlotGroupName; slots: AvailabilitySlot[] }[] };

/**
 * The slots the form offers for a date: the server's list (the station's grid within its opening hours
 * that day), of which a past date keeps none and today (IST) only the hours later than the current one
 * (docs/product.md §5), so at 10:05 or 10:45 the first slot is 11:00.
 */
export function visibleSlots(
  slots: readonly AvailabilitySlot[],
  date: string,
  now: Instant = new Date(),
): AvailabilitySlot[] {
  const today = todayIst(now);
  if (date < today) return [];
  if (date > today) return [...slots];
  const hour = istHour(now);
  return slots.filter((s) => Number(s.time.slice(0, 2)) > hour);
}

/**
 * What the Date & Time section shows (docs/product.md §5, §8): "No time slots available for {weekday, month,
 * day}" with "Try selecting a different date" when nothing is left, else the slots grouped Morning (6-11),
 * Afternoon (12-16) and Evening (17-23), empty groups left out, and "All slots are booked for {date}"
 * when none of them can be booked.
 */
export function slotsView(
  slots: readonly AvailabilitySlot[],
  date: string,
  now: Instant = new Date(),
): SlotsView {
  const visible = visibleSlots(slots, date, now);
  if (visible.length === 0) {
    return {
      kind: 'none',
      title: `No time slots available for ${formatWeekdayMonthDay(date)}`,
      hint: 'Try selecting a different date',
    };
  }
  const grouped = groupSlots(visible);
  return {
    kind: 'slots',
    allBooked: visible.some((s) => s.available) ? null : `All slots are booked for ${formatDateIn(date)}`,
    groups: SLOT_GROUPS.map((g) => ({ name: g.name, slots: grouped[g.name] })).filter(
      (g) => g.slots.length > 0,
    ),
  };
}
