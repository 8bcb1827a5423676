import type { AvailabilitySlot } from '@chargesetu/shared/contracts';
import {
  addDaysYmd,
  canStillBookSlot,
  groupSlots,
  istInstant,
  SLOT_GROUPS,
  todayIst,
  type Instant,
  type SlotGroupName,
} from '@chargesetu/shared/domain';
import { formatDateIn, formatWeekdayMonthDay, translate } from '@chargesetu/web/i18n';

export type SlotsView =
  | { kind: 'none'; title: string; hint: string }
  | { kind: 'slots'; allBooked: string | null; groups: { name: SlotGroupName; slots: AvailabilitySlot[] }[] };

/**
 * The slots the form offers for a date: the server's list (the station's grid within its opening hours
 * that day, night slots included), of which a past date keeps none and today (IST) those that can still
 * be booked (docs/product.md §5): the current slot while at least 15 of its minutes remain, and later ones.
 */
export function visibleSlots(
  slots: readonly AvailabilitySlot[],
  date: string,
  now: Instant = new Date(),
): AvailabilitySlot[] {
  const today = todayIst(now);
  if (date < today) return [];
  if (date > today) return [...slots];
  return slots.filter((s) => canStillBookSlot(istInstant(date, s.time), now));
}

/** Where one step of the date picker's search for the first day with a free slot leads. */
export type FirstFreeStep =
  { kind: 'found'; date: string } | { kind: 'next'; date: string } | { kind: 'none' };

/**
 * One step of the date picker's search for the first day with a free slot (docs/product.md §2.4): given
 * the slots of `date`, that day when one of them can still be booked, else the next day to look at, or
 * `none` once `lastDay` (the booking horizon) has none either.
 */
export function firstFreeDateStep(
  slots: readonly AvailabilitySlot[],
  date: string,
  lastDay: string,
  now: Instant = new Date(),
): FirstFreeStep {
  if (visibleSlots(slots, date, now).some((s) => s.available)) return { kind: 'found', date };
  return date < lastDay ? { kind: 'next', date: addDaysYmd(date, 1) } : { kind: 'none' };
}

/**
 * What the Date & Time section shows (docs/product.md §5, §8): "No time slots available for {weekday, month,
 * day}" with "Try selecting a different date" when nothing is left, else the slots grouped Night (0-5),
 * Morning (6-11), Afternoon (12-16) and Evening (17-23), empty groups left out, and "All slots are booked
 * for {date}" when none of them can be booked.
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
      title: translate('bookings:slots.noneTitle', { date: formatWeekdayMonthDay(date) }),
      hint: translate('bookings:slots.noneHint'),
    };
  }
  const grouped = groupSlots(visible);
  return {
    kind: 'slots',
    allBooked: visible.some((s) => s.available)
      ? null
      : translate('bookings:slots.allBooked', { date: formatDateIn(date) }),
    groups: SLOT_GROUPS.map((g) => ({ name: g.name, slots: grouped[g.name] })).filter(
      (g) => g.slots.length > 0,
    ),
  };
}
