import { BOOKING_DURATION_MINUTES } from '../constants/constants';
import { hoursForWeekday, openWindow, parseOperatingHours } from '../hours/operating-hours';
import {
  hhmmFromMinutes,
  istDateString,
  istHour,
  istWallClock,
  istWeekday,
  isValidHhmm,
  isValidYmd,
  toDate,
  todayIst,
  type Instant,
} from '../time/ist';

/** The slot grid runs from 06:00 to the last slot starting at 23:30 (IST). */
export const SLOT_GRID_FIRST_HOUR = 6;
export const SLOT_GRID_LAST_HOUR = 23;
/** Slots start every 30 minutes and last one booking. */
export const SLOT_MINUTES = BOOKING_DURATION_MINUTES;

export type SlotGroupName = 'Morning' | 'Afternoon' | 'Evening';
/** Slot groups by starting hour, inclusive (docs/product.md §5 and §9): 6-11, 12-16, 17-23. */
export const SLOT_GROUPS: ReadonlyArray<{ name: SlotGroupName; fromHour: number; toHour: number }> = [
  { name: 'Morning', fromHour: 6, toHour: 11 },
  { name: 'Afternoon', fromHour: 12, toHour: 16 },
  { name: 'Evening', fromHour: 17, toHour: 23 },
];

/** The full 'HH:MM' grid before opening hours: '06:00', '06:30', ... '23:30'. */
export const FULL_SLOT_GRID: readonly string[] = Array.from(
  { length: ((SLOT_GRID_LAST_HOUR - SLOT_GRID_FIRST_HOUR + 1) * 60) / SLOT_MINUTES },
  (_, i) => hhmmFromMinutes(SLOT_GRID_FIRST_HOUR * 60 + i * SLOT_MINUTES),
);

/**
 * The day's slot starts ('HH:MM', IST) for a station: the grid intersected with that weekday's
 * opening hours, where a slot must start at or after opening and end by closing. Hours that cannot
 * be read are treated as open all day (the booking badge shows "24/7" for them too).
 */
export function daySlotGrid(dateYmd: string, operatingHours: unknown): string[] {
  if (!isValidYmd(dateYmd)) return [];
  const hours = parseOperatingHours(operatingHours) ?? '24/7';
  const window = openWindow(hoursForWeekday(hours, istWeekday(dateYmd)));
  if (!window) return [];
  return FULL_SLOT_GRID.filter((t) => {
    const start = Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    return start >= window.from && start + SLOT_MINUTES <= window.to;
  });
}

/**
 * Bookable slot starts for a date as of `now`: none for past dates, and for today (IST) only hours
 * later than the current hour (docs/product.md §5), so at 10:05 or 10:45 the first slot is 11:00.
 */
export function generateSlotTimes(
  dateYmd: string,
  operatingHours: unknown,
  now: Instant = new Date(),
): string[] {
  if (!isValidYmd(dateYmd)) return [];
  const today = todayIst(now);
  if (dateYmd < today) return [];
  const grid = daySlotGrid(dateYmd, operatingHours);
  if (dateYmd > today) return grid;
  const currentHour = istHour(now);
  return grid.filter((t) => Number(t.slice(0, 2)) > currentHour);
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

/** The group a slot time belongs to, or null outside 06:00-23:59. */
export function slotGroupOf(hhmm: string): SlotGroupName | null {
  const hour = Number(hhmm.slice(0, 2));
  return SLOT_GROUPS.find((g) => hour >= g.fromHour && hour <= g.toHour)?.name ?? null;
}

export type SlotGroups<T> = Record<SlotGroupName, T[]>;

/**
 * Splits slots into Morning, Afternoon and Evening by hour, keeping order. Works on plain 'HH:MM'
 * strings and on availability items `{ time, available }`. Slots outside the groups are dropped.
 */
export function groupSlots<T extends string | { time: string }>(slots: readonly T[]): SlotGroups<T> {
  const groups: SlotGroups<T> = { Morning: [], Afternoon: [], Evening: [] };
  for (const slot of slots) {
    const group = slotGroupOf(typeof slot === 'string' ? slot : slot.time);
    if (group) groups[group].push(slot);
  }
  return groups;
}
