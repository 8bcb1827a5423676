import type { BookingsAnalytics, EnergyAnalytics } from '@chargesetu/shared/contracts';
import {
  busiestHourSummary,
  hourLabel,
  hourRows,
  kwhText,
  stationRows,
  utilisationText,
} from './analytics-view';

const hours = (f: (h: number) => Partial<BookingsAnalytics['byHour'][number]>) =>
  Array.from({ length: 24 }, (_, hour) => ({
    hour,
    bookings: 0,
    bookedMinutes: 0,
    availableMinutes: 1440,
    utilisation: 0,
    ...f(hour),
  }));

const bookings: BookingsAnalytics = {
  from: '2026-11-01',
  to: '2026-11-30',
  byHour: hours((h) => (h === 10 ? { bookings: 3, utilisation: 0.0625 } : h === 18 ? { bookings: 1 } : {})),
  byStation: [
    {
      stationId: 4,
      stationName: 'Koramangala Hub',
      bookings: 3,
      bookedMinutes: 90,
      availableMinutes: null,
      utilisation: null,
    },
    {
      stationId: 9,
      stationName: 'MG Road',
      bookings: 1,
      bookedMinutes: 30,
      availableMinutes: 2880,
      utilisation: 0.0104,
    },
  ],
  generatedAt: '2026-11-24T07:00:00.000Z',
};
const energy: EnergyAnalytics = {
  from: '2026-11-01',
  to: '2026-11-30',
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    sessions: hour === 10 ? 1 : 0,
    energyKwh: hour === 10 ? 1234.5 : 0,
  })),
  byStation: [{ stationId: 4, sessions: 1, energyKwh: 1234.5 }],
  sessionTime: { sessions: 1, averageMinutes: 42, buckets: [] },
  generatedAt: '2026-11-24T07:00:00.000Z',
};

describe('analytics view', () => {
  it('labels hours, utilisation and energy; an unknown utilisation says Unknown', () => {
    expect(hourLabel(9)).toBe('09:00');
    expect(utilisationText(0.0625)).toBe('6.3%');
    expect(utilisationText(null)).toBe('Unknown');
    expect(kwhText(1234.5)).toBe('1,234.5 kWh');
  });

  it('names the busiest hour, or says nothing was booked', () => {
    expect(busiestHourSummary(bookings.byHour)).toBe(
      '4 bookings in this range; most start at 10:00 (3 bookings).',
    );
    expect(busiestHourSummary(hours(() => ({})))).toBe('No bookings in this range.');
  });

  it('joins each hour and station with its energy; energy that could not be read is Unknown, not 0', () => {
    expect(hourRows(bookings, energy)[10]).toEqual({
      hour: 10,
      label: '10:00',
      bookings: '3',
      energy: '1,234.5 kWh',
      utilisation: '6.3%',
    });
    expect(hourRows(bookings, undefined)[10].energy).toBe('Unknown');
    expect(stationRows(bookings, energy)).toEqual([
      { stationId: 4, name: 'Koramangala Hub', bookings: '3', energy: '1,234.5 kWh', utilisation: 'Unknown' },
      { stationId: 9, name: 'MG Road', bookings: '1', energy: '0 kWh', utilisation: '1%' },
    ]);
  });
});
