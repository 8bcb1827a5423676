import type { BookingsAnalytics } from '@chargesetu/shared/contracts';
import {
  datesOf,
  istHour,
  istWallClock,
  minutesBetween,
  minutesOfDay,
  openIntervals,
  parseOperatingHours,
  type OperatingHours,
} from '@chargesetu/shared/domain';

/** One booking that holds a charger (anything but cancelled), as the analytics needs it. */
export interface AnalyticsBooking {
  stationId: number;
  stationName: string;
  start: Date;
  end: Date;
}

/** A station of the catalogue: how many chargers it has and its operating hours (as stored). */
interface AnalyticsStation {
  id: number;
  chargers: number;
  operatingHours: unknown;
}

const HOURS = 24;
const DAY_MINUTES = 1440;

/** Minutes of [from, to) that fall in each hour of the day (both in minutes of the day, 0–1440). */
function addByHour(into: number[], from: number, to: number, weight = 1): void {
  for (let h = Math.floor(from / 60); h < HOURS && h * 60 < to; h++) {
    into[h] += (Math.min(to, (h + 1) * 60) - Math.max(from, h * 60)) * weight;
  }
}

/** A booking's minutes in each IST hour of the day; a slot that runs past midnight wraps to hour 0. */
function bookedByHour(b: AnalyticsBooking, into: number[]): number {
  const from = minutesOfDay(istWallClock(b.start));
  const length = Math.max(0, Math.round(minutesBetween(b.start, b.end)));
  let left = length;
  let at = from;
  while (left > 0) {
    const chunk = Math.min(left, DAY_MINUTES - at);
    addByHour(into, at, at + chunk);
    left -= chunk;
    at = 0;
  }
  return length;
}

/** A station's open charger-minutes in each hour of the day over the dates, or null when its hours are unreadable. */
function availableByHour(station: AnalyticsStation, dates: string[]): number[] | null {
  const hours: OperatingHours | null = parseOperatingHours(station.operatingHours);
  if (!hours) return null;
  const byHour = new Array<number>(HOURS).fill(0);
  for (const date of dates) {
    for (const open of openIntervals(hours, date)) addByHour(byHour, open.from, open.to, station.chargers);
  }
  return byHour;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const ratio = (booked: number, available: number | null) =>
  available === null || available === 0 ? null : Math.round((booked / available) * 10_000) / 10_000;

/**
 * Bookings and utilisation per IST hour of day and per station over [from, to] (docs/product.md §2.14).
 * Utilisation = booked charger-minutes / available charger-minutes, available being each station's
 * chargers × the minutes its operating hours keep it open. The all-stations figure of an hour is unknown
 * (null) when any station's hours cannot be read; a station not in the catalogue has unknown availability.
 */
export function bookingsAnalytics(
  range: { from: string; to: string },
  bookings: AnalyticsBooking[],
  stations: AnalyticsStation[],
): Omit<BookingsAnalytics, 'generatedAt'> {
  const dates = datesOf(range.from, range.to);
  const counts = new Array<number>(HOURS).fill(0);
  const booked = new Array<number>(HOURS).fill(0);
  const perStation = new Map<number, { name: string; bookings: number; bookedMinutes: number }>();
  for (const b of bookings) {
    counts[istHour(b.start)] += 1;
    const minutes = bookedByHour(b, booked);
    const s = perStation.get(b.stationId) ?? { name: b.stationName, bookings: 0, bookedMinutes: 0 };
    s.bookings += 1;
    s.bookedMinutes += minutes;
    perStation.set(b.stationId, s);
  }

  const available = new Map(stations.map((s) => [s.id, availableByHour(s, dates)]));
  const everyKnown = [...available.values()].every((a) => a !== null);
  const allAvailable = new Array<number>(HOURS).fill(0);
  for (const a of available.values()) a?.forEach((m, h) => (allAvailable[h] += m));

  const byHour = counts.map((n, hour) => {
    const availableMinutes = everyKnown ? allAvailable[hour] : null;
    return {
      hour,
      bookings: n,
      bookedMinutes: booked[hour],
      availableMinutes,
      utilisation: ratio(booked[hour], availableMinutes),
    };
  });
  const byStation = [...perStation]
    .map(([stationId, s]) => {
      const a = available.get(stationId);
      const availableMinutes = a ? sum(a) : null;
      return {
        stationId,
        stationName: s.name,
        bookings: s.bookings,
        bookedMinutes: s.bookedMinutes,
        availableMinutes,
        utilisation: ratio(s.bookedMinutes, availableMinutes),
      };
    })
    .sort((x, y) => y.bookings - x.bookings || x.stationName.localeCompare(y.stationName));
  return { from: range.from, to: range.to, byHour, byStation };
}
