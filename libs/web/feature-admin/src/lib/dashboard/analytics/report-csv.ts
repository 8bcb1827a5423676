import type { BookingsAnalytics, EnergyAnalytics, Station, UserGrowth } from '@chargesetu/shared/contracts';
import { hourLabel } from './analytics-view';
import { stationCity, type CityBookings } from './city-distribution';
import { toCsv, type CsvCell } from './csv';

/** A report ready to save: its file name and its CSV. */
export interface CsvReport {
  fileName: string;
  csv: string;
}

/** 0–1 as a percentage with two decimals (the API's four); unknown stays unknown. */
const percent = (ratio: number | null): CsvCell => (ratio === null ? null : Math.round(ratio * 10_000) / 100);
const span = (r: { from: string; to: string }) => `${r.from}-to-${r.to}`;

/** Bookings, utilisation and energy per IST hour of day (the "By hour of day" table). Energy unknown: empty. */
export function hourReport(bookings: BookingsAnalytics, energy: EnergyAnalytics | undefined): CsvReport {
  const header = [
    'Hour (IST)',
    'Bookings',
    'Booked charger-minutes',
    'Open charger-minutes',
    'Utilisation (%)',
    'Completed sessions',
    'Energy (kWh)',
  ];
  const rows = bookings.byHour.map((h) => {
    const e = energy?.byHour[h.hour];
    return [
      hourLabel(h.hour),
      h.bookings,
      h.bookedMinutes,
      h.availableMinutes,
      percent(h.utilisation),
      e ? e.sessions : null,
      e ? e.energyKwh : null,
    ];
  });
  return { fileName: `chargesetu-bookings-by-hour-${span(bookings)}.csv`, csv: toCsv(header, rows) };
}

/**
 * Every station with bookings or completed sessions in the range: bookings and utilisation (bookings
 * service), sessions and energy (charging service), city (catalogue). Most booked first.
 */
export function stationReport(
  bookings: BookingsAnalytics,
  energy: EnergyAnalytics | undefined,
  stations: ReadonlyArray<Pick<Station, 'id' | 'name' | 'address'>> | undefined,
): CsvReport {
  const catalogue = new Map(stations?.map((s) => [s.id, s]));
  const energyOf = new Map(energy?.byStation.map((s) => [s.stationId, s]));
  const booked = new Map(bookings.byStation.map((s) => [s.stationId, s]));
  const ids = [...new Set([...booked.keys(), ...energyOf.keys()])];
  const rows = ids
    .map((id) => ({ id, b: booked.get(id), e: energyOf.get(id), s: catalogue.get(id) }))
    .sort(
      (x, y) =>
        (y.b?.bookings ?? 0) - (x.b?.bookings ?? 0) ||
        (y.e?.energyKwh ?? 0) - (x.e?.energyKwh ?? 0) ||
        x.id - y.id,
    )
    .map(({ id, b, e, s }) => [
      id,
      b?.stationName ?? s?.name ?? `Station ${id}`,
      stations ? stationCity(s) : null,
      b?.bookings ?? 0,
      b?.bookedMinutes ?? 0,
      b ? b.availableMinutes : null,
      b ? percent(b.utilisation) : null,
      energy ? (e?.sessions ?? 0) : null,
      energy ? (e?.energyKwh ?? 0) : null,
    ]);
  const header = [
    'Station ID',
    'Station',
    'City',
    'Bookings',
    'Booked charger-minutes',
    'Open charger-minutes',
    'Utilisation (%)',
    'Completed sessions',
    'Energy (kWh)',
  ];
  return { fileName: `chargesetu-stations-${span(bookings)}.csv`, csv: toCsv(header, rows) };
}

/** New and total driver accounts per IST month. */
export function growthReport(growth: UserGrowth): CsvReport {
  const first = growth.months[0]?.month ?? '';
  const last = growth.months.at(-1)?.month ?? '';
  return {
    fileName: `chargesetu-driver-growth-${first}-to-${last}.csv`,
    csv: toCsv(
      ['Month (IST)', 'New drivers', 'Total drivers'],
      growth.months.map((m) => [m.month, m.newDrivers, m.totalDrivers]),
    ),
  };
}

/** Bookings per city over the range, as the City distribution card shows them. */
export function cityReport(range: { from: string; to: string }, cities: CityBookings[]): CsvReport {
  return {
    fileName: `chargesetu-bookings-by-city-${span(range)}.csv`,
    csv: toCsv(
      ['City', 'Stations booked', 'Bookings', 'Share (%)'],
      cities.map((c) => [c.city, c.stations, c.bookings, Math.round(c.share * 100) / 100]),
    ),
  };
}
