import type { BookingsAnalytics, EnergyAnalytics, Station, UserGrowth } from '@chargesetu/shared/contracts';
import { cityDistribution } from './city-distribution';
import { cityReport, growthReport, hourReport, stationReport, type CsvReport } from './report-csv';

/** Figures as read, or why they are not there (loading, a failed read, a wrong range). */
export type Loaded<T> = { data: T } | { unavailable: string };

export interface ReportSources {
  bookings: Loaded<BookingsAnalytics>;
  /** Undefined when the charging service could not answer (the reports leave energy empty). */
  energy: EnergyAnalytics | undefined;
  stations: Loaded<ReadonlyArray<Pick<Station, 'id' | 'name' | 'address'>>>;
  growth: Loaded<UserGrowth>;
}

export interface ReportCard {
  title: string;
  description: string;
  /** The file, or why there is none to download now (never a file of made-up or empty figures). */
  report: CsvReport | { unavailable: string };
}

const NO_ACTIVITY = 'No bookings or completed sessions in this range.';

/** The "Custom reports" cards: each a CSV of figures the Analytics tab has read, or why it cannot be had. */
export function reportCards(s: ReportSources): ReportCard[] {
  const b = 'data' in s.bookings ? s.bookings.data : undefined;
  const range = b ? `${b.from} to ${b.to}` : 'the range above';
  const active = b !== undefined && (b.byStation.length > 0 || (s.energy?.byStation.length ?? 0) > 0);
  const ofBookings = (make: (b: BookingsAnalytics) => CsvReport, enough: boolean, empty: string) => {
    if ('unavailable' in s.bookings) return s.bookings;
    return enough ? make(s.bookings.data) : { unavailable: empty };
  };
  const stations = 'data' in s.stations ? s.stations.data : undefined;
  const ofCities = (catalogue: NonNullable<typeof stations>) =>
    ofBookings(
      (x) => cityReport(x, cityDistribution(x.byStation, catalogue)),
      (b?.byStation.length ?? 0) > 0,
      'No bookings in this range.',
    );
  return [
    {
      title: 'Bookings by hour',
      description: `Bookings, charger-minutes, utilisation, sessions and energy for each IST hour of day, ${range}.`,
      report: ofBookings((x) => hourReport(x, s.energy), active, NO_ACTIVITY),
    },
    {
      title: 'Station performance',
      description: `Each station's bookings, utilisation, completed sessions and energy, with its city, ${range}.`,
      report: ofBookings((x) => stationReport(x, s.energy, stations), active, NO_ACTIVITY),
    },
    {
      title: 'Driver growth',
      description: 'New and total driver accounts for each IST month of the last 12.',
      report:
        'unavailable' in s.growth
          ? s.growth
          : s.growth.data.months.some((m) => m.totalDrivers > 0)
            ? growthReport(s.growth.data)
            : { unavailable: 'No driver accounts yet.' },
    },
    {
      title: 'Bookings by city',
      description: `Bookings, stations booked and share for each city, ${range}.`,
      report: 'unavailable' in s.stations ? s.stations : ofCities(s.stations.data),
    },
  ];
}
