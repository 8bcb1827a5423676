import type { BookingsAnalytics, UserGrowth } from '@chargesetu/shared/contracts';
import { reportCards, type ReportSources } from './report-cards';

const bookings = (byStation: BookingsAnalytics['byStation']): BookingsAnalytics => ({
  from: '2026-11-01',
  to: '2026-11-30',
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    bookings: 0,
    bookedMinutes: 0,
    availableMinutes: 0,
    utilisation: null,
  })),
  byStation,
  generatedAt: '2026-11-30T00:00:00.000Z',
});
const oneStation = [
  {
    stationId: 4,
    stationName: 'Hub',
    bookings: 2,
    bookedMinutes: 60,
    availableMinutes: 1440,
    utilisation: 0.0417,
  },
];
const growth = (total: number): UserGrowth => ({
  months: [{ month: '2026-11', newDrivers: total, totalDrivers: total }],
  generatedAt: '2026-11-30T00:00:00.000Z',
});
const stations = [{ id: 4, name: 'Hub', address: { street: '', city: 'Pune', state: '', pincode: '' } }];
const state = (cards: ReturnType<typeof reportCards>) =>
  cards.map((c) => [c.title, 'unavailable' in c.report ? c.report.unavailable : c.report.fileName]);

describe('reportCards', () => {
  it('offers each report as a CSV of the figures read', () => {
    const sources: ReportSources = {
      bookings: { data: bookings(oneStation) },
      energy: undefined,
      stations: { data: stations },
      growth: { data: growth(3) },
    };
    expect(state(reportCards(sources))).toEqual([
      ['Bookings by hour', 'chargesetu-bookings-by-hour-2026-11-01-to-2026-11-30.csv'],
      ['Station performance', 'chargesetu-stations-2026-11-01-to-2026-11-30.csv'],
      ['Driver growth', 'chargesetu-driver-growth-2026-11-to-2026-11.csv'],
      ['Bookings by city', 'chargesetu-bookings-by-city-2026-11-01-to-2026-11-30.csv'],
    ]);
    expect(reportCards(sources)[0].description).toContain('2026-11-01 to 2026-11-30');
  });

  it('on an empty platform offers no file, and says why', () => {
    expect(
      state(
        reportCards({
          bookings: { data: bookings([]) },
          energy: undefined,
          stations: { data: stations },
          growth: { data: growth(0) },
        }),
      ),
    ).toEqual([
      ['Bookings by hour', 'No bookings or completed sessions in this range.'],
      ['Station performance', 'No bookings or completed sessions in this range.'],
      ['Driver growth', 'No driver accounts yet.'],
      ['Bookings by city', 'No bookings in this range.'],
    ]);
  });

  it('passes on why figures are missing: a wrong range, a failed read, a read under way', () => {
    expect(
      state(
        reportCards({
          bookings: { unavailable: 'The start date must be on or before the end date.' },
          energy: undefined,
          stations: { unavailable: 'Loading…' },
          growth: { unavailable: 'The driver growth could not be read.' },
        }),
      ),
    ).toEqual([
      ['Bookings by hour', 'The start date must be on or before the end date.'],
      ['Station performance', 'The start date must be on or before the end date.'],
      ['Driver growth', 'The driver growth could not be read.'],
      ['Bookings by city', 'Loading…'],
    ]);
  });
});
