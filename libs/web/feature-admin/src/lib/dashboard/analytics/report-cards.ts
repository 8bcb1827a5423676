import type { BookingsAnalytics, EnergyAnalytics, Station, UserGrowth } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
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

/** The "Custom reports" cards: each a CSV of figures the Analytics tab has read, or why it cannot be had. */
export function reportCards(s: ReportSources): ReportCard[] {
  const NO_ACTIVITY = translate('admin:analytics.reports.noActivity');
  const b = 'data' in s.bookings ? s.bookings.data : undefined;
  const range = b
    ? translate('admin:analytics.reports.range', { from: b.from, to: b.to })
    : translate('admin:analytics.reports.rangeAbove');
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
      translate('admin:analytics.noBookings'),
    );
  return [
    {
      title: translate('admin:analytics.reports.hourTitle'),
      description: translate('admin:analytics.reports.hourText', { range }),
      report: ofBookings((x) => hourReport(x, s.energy), active, NO_ACTIVITY),
    },
    {
      title: translate('admin:analytics.reports.stationTitle'),
      description: translate('admin:analytics.reports.stationText', { range }),
      report: ofBookings((x) => stationReport(x, s.energy, stations), active, NO_ACTIVITY),
    },
    {
      title: translate('admin:analytics.reports.growthTitle'),
      description: translate('admin:analytics.reports.growthText'),
      report:
        'unavailable' in s.growth
          ? s.growth
          : s.growth.data.months.some((m) => m.totalDrivers > 0)
            ? growthReport(s.growth.data)
            : { unavailable: translate('admin:analytics.growth.empty') },
    },
    {
      title: translate('admin:analytics.city.table'),
      description: translate('admin:analytics.reports.cityText', { range }),
      report: 'unavailable' in s.stations ? s.stations : ofCities(s.stations.data),
    },
  ];
}
