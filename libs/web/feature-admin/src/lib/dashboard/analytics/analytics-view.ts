import type { BookingsAnalytics, EnergyAnalytics } from '@chargesetu/shared/contracts';
import { formatNumber, translate } from '@chargesetu/web/i18n';
import { formatCount, formatPercent } from '../components/format';

/** Hour of the IST day as the charts label it: 9 -> "09:00". */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** A utilisation (0–1) as a percentage, or "Unknown" when it cannot be computed. */
export function utilisationText(value: number | null): string {
  return value === null ? translate('admin:commands.unknown') : formatPercent(value * 100);
}

/** kWh with at most two decimals, in the language's grouping: 1234.5 -> "1,234.5 kWh". */
export function kwhText(value: number): string {
  return `${formatNumber(value, { maximumFractionDigits: 2 })} kWh`;
}

/** The busiest hour in words, or that nothing was booked. */
export function busiestHourSummary(byHour: BookingsAnalytics['byHour']): string {
  const total = byHour.reduce((n, h) => n + h.bookings, 0);
  if (total === 0) return translate('admin:analytics.noBookings');
  const top = byHour.reduce((a, b) => (b.bookings > a.bookings ? b : a));
  const plural = (n: number) => translate('admin:analytics.bookingsN', { count: n, n: formatCount(n) });
  return translate('admin:analytics.busiestHour', {
    total: plural(total),
    hour: hourLabel(top.hour),
    top: plural(top.bookings),
  });
}

/** One row per station: bookings and utilisation from bookings, energy from charging (0 kWh when none). */
export function stationRows(bookings: BookingsAnalytics, energy: EnergyAnalytics | undefined) {
  const kwh = new Map(energy?.byStation.map((s) => [s.stationId, s.energyKwh]));
  return bookings.byStation.map((s) => ({
    stationId: s.stationId,
    name: s.stationName,
    bookings: formatCount(s.bookings),
    energy: energy ? kwhText(kwh.get(s.stationId) ?? 0) : translate('admin:commands.unknown'),
    utilisation: utilisationText(s.utilisation),
  }));
}

/** The 24 rows of the hour table: bookings, energy (Unknown while it cannot be read) and utilisation. */
export function hourRows(bookings: BookingsAnalytics, energy: EnergyAnalytics | undefined) {
  return bookings.byHour.map((h) => ({
    hour: h.hour,
    label: hourLabel(h.hour),
    bookings: formatCount(h.bookings),
    energy: energy ? kwhText(energy.byHour[h.hour]?.energyKwh ?? 0) : translate('admin:commands.unknown'),
    utilisation: utilisationText(h.utilisation),
  }));
}
