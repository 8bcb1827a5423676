import { BOOKING_DURATION_MINUTES } from '../constants/constants';
import { openIntervals, parseOperatingHours } from '../hours/operating-hours';
import {
  hhmmFromMinutes,
  istDateString,
  istInstant,
  istWallClock,
  isValidHhmm,
  isValidYmd,
  toDate,
  todayIst,
  type Instant,
} from '../time/ist';

/**
 * The slot grid covers the whole IST day, from 00:00 to the last slot starting at 23:30; each station's
 * opening hours then decide which of them it offers (docs/product.md §9).
 */
export const SLOT_GRID_FIRST_HOUR = 0;
export const SLOT_GRID_LAST_HOUR = 23;
/** Slots start every 30 minutes and last one booking. */
export const SLOT_MINUTES = BOOKING_DURATION_MINUTES;
/**
 * A slot can be booked until this many minutes before it ends: the current slot stays bookable while at
 * least 15 of its minutes remain (docs/product.md §9), and charging then runs to the slot's end.
 */
export const SLOT_BOOKABLE_MINUTES_LEFT = 15;

export type SlotGroupName = 'Night' | 'Morning' | 'Afternoon' | 'Evening';
/** Slot groups by starting hour, inclusive (docs/product.md §5 and §9): 0-5, 6-11, 12-16, 17-23. */
export const SLOT_GROUPS: ReadonlyArray<{ name: SlotGroupName; fromHour: number; toHour: number }> = [
  { name: 'Night', fromHour: 0, toHour: 5 },
  { name: 'Morning', fromHour: 6, toHour: 11 },
  { name: 'Afternoon', fromHour: 12, toHour: 16 },
  { name: 'Evening', fromHour: 17, toHour: 23 },
];

/** The full 'HH:MM' grid before opening hours: '00:00', '00:30', ... '23:30'. */
export const FULL_SLOT_GRID: readonly string[] = Array.from(
  { length: ((SLOT_GRID_LAST_HOUR - SLOT_GRID_FIRST_HOUR + 1) * 60) / SLOT_MINUTES },
  (_, i) => hhmmFromMinutes(SLOT_GRID_FIRST_HOUR * 60 + i * SLOT_MINUTES),
);

/**
 * The day's slot starts ('HH:MM', IST) for a station: the whole-day grid within the hours it is open
 * that day, where a slot must start at or after opening and end by closing. Hours that run past
 * midnight (18:00–02:00) open the early slots of the next day. Hours that cannot be read are treated
 * as open all day (docs/product.md §3).
 */
export function daySlotGrid(dateYmd: string, operatingHours: unknown): string[] {
  if (!isValidYmd(dateYmd)) return [];
  const hours = parseOperatingHours(operatingHours) ?? '24/7';
  const open = openIntervals(hours, dateYmd);
  return FULL_SLOT_GRID.filter((t) => {
    const start = Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    return open.some((w) => start >= w.from && start + SLOT_MINUTES <= w.to);
  });
}

/**
 * Whether a slot starting at `start` can still be booked at `now`: while at least
 * {@link SLOT_BOOKABLE_MINUTES_LEFT} minutes of it remain, so the current slot can be booked until a
 * quarter of an hour before it ends, and any later slot can.
 */
export function canStillBookSlot(start: Instant, now: Instant = new Date()): boolean {
  return slotEnd(start).getTime() - toDate(now).getTime() >= SLOT_BOOKABLE_MINUTES_LEFT * 60_000;
}

/**
 * Bookable slot starts for a date as of `now`: the day's grid less the slots that can no longer be
 * booked ({@link canStillBookSlot}), so none of a past date and, today (IST), the current slot while at
 * least 15 of its minutes remain.
 */
export function generateSlotTimes(
  dateYmd: string,
  operatingHours: unknown,
  now: Instant = new Date(),
): string[] {
  if (!isValidYmd(dateYmd) || dateYmd < todayIst(now)) return [];
  return daySlotGrid(dateYmd, operatingHours).filter((t) => canStillBookSlot(istInstant(dateYmd, t), now));
}

/** Whether 'HH:MM' starts a slot of the station's grid on that IST date (for server validation). */
export function isSlotStart(dateYmd: string, hhmm: string, operatingHours: unknown): boolean {
  return isValidHhmm(hhmm) && daySlotGrid(dateYmd, operatingHours).includes(hhmm);
}

/** Whether an instant is a slot start of the station's grid, read in IST. */
export function isSlotStartInstant(instant: Instant, operatingHours: unknown): boolean {
  return isSlotStart(istDateString(instant), istWallClock(instant), operatingHours);
}

/** The end of a slot that starts at `start`: start + 30 minutes. */
export function slotEnd(start: Instant): Date {
  return new Date(toDate(start).getTime() + SLOT_MINUTES * 60_000);
}

/** The group a slot time belongs to (Night 00:00–05:59 … Evening 17:00–23:59), or null for a malformed time. */
export function slotGroupOf(hhmm: string): SlotGroupName | null {
  const hour = Number(hhmm.slice(0, 2));
  return SLOT_GROUPS.find((g) => hour >= g.fromHour && hour <= g.toHour)?.name ?? null;
}

export type SlotGroups<T> = Record<SlotGroupName, T[]>;

/**
 * Splits slots into Night, Morning, Afternoon and Evening by hour, keeping order. Works on plain 'HH:MM'
 * strings and on availability items `{ time, available }`. Malformed times are dropped.
 */
export function groupSlots<T extends string | { time: string }>(slots: readonly T[]): SlotGroups<T> {
  const groups: SlotGroups<T> = { Night: [], Morning: [], Afternoon: [], Evening: [] };
  for (const slot of slots) {
    const group = slotGroupOf(typeof slot === 'string' ? slot : slot.time);
    if (group) groups[group].push(slot);
  }
  return groups;
}
