import type { BookingsAnalytics, EnergyAnalytics } from '@chargesetu/shared/contracts';
import { formatCount, formatPercent } from '../components/format';

/** Hour of the IST day as the charts label it: 9 -> "09:00". */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** A utilisation (0–1) as a percentage, or "Unknown" when it cannot be computed. */
export function utilisationText(value: number | null): string {
  return value === null ? 'Unknown' : formatPercent(value * 100);
}

/** kWh with at most two decimals, in en-IN grouping: 1234.5 -> "1,234.5 kWh". */
export function kwhText(value: number): string {
  return `${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })} kWh`;
}

/** The busiest hour in words, or that nothing was booked. */
export function busiestHourSummary(byHour: BookingsAnalytics['byHour']): string {
  const total = byHour.reduce((n, h) => n + h.bookings, 0);
  if (total === 0) return 'No bookings in this range.';
  const top = byHour.reduce((a, b) => (b.bookings > a.bookings ? b : a));
  const plural = (n: number) => `${formatCount(n)} booking${n === 1 ? '' : 's'}`;
  return `${plural(total)} in this range; most start at ${hourLabel(top.hour)} (${plural(top.bookings)}).`;
}

/** One row per station: bookings and utilisation from bookings, energy from charging (0 kWh when none). */
export function stationRows(bookings: BookingsAnalytics, energy: EnergyAnalytics | undefined) {
  const kwh = new Map(energy?.byStation.map((s) => [s.stationId, s.energyKwh]));
  return bookings.byStation.map((s) => ({
    stationId: s.stationId,
    name: s.stationName,
    bookings: formatCount(s.bookings),
    energy: energy ? kwhText(kwh.get(s.stationId) ?? 0) : 'Unknown',
    utilisation: utilisationText(s.utilisation),
  }));
}

/** The 24 rows of the hour table: bookings, energy (Unknown while it cannot be read) and utilisation. */
export function hourRows(bookings: BookingsAnalytics, energy: EnergyAnalytics | undefined) {
  return bookings.byHour.map((h) => ({
    hour: h.hour,
    label: hourLabel(h.hour),
    bookings: formatCount(h.bookings),
    energy: energy ? kwhText(energy.byHour[h.hour]?.energyKwh ?? 0) : 'Unknown',
    utilisation: utilisationText(h.utilisation),
  }));
}
