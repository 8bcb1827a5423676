import type { BookingsAnalytics, EnergyAnalytics, Station } from '@chargesetu/shared/contracts';
import { cityReport, growthReport, hourReport, stationReport } from './report-csv';

const figures = { bookedMinutes: 0, availableMinutes: 1440, utilisation: 0 };
const bookings: BookingsAnalytics = {
  from: '2026-11-01',
  to: '2026-11-02',
  byHour: Array.from({ length: 24 }, (_, hour) =>
    hour === 10
      ? { hour, bookings: 3, bookedMinutes: 90, availableMinutes: 1440, utilisation: 0.0625 }
      : { hour, bookings: 0, ...figures },
  ),
  byStation: [
    {
      stationId: 4,
      stationName: 'Hub, North',
      bookings: 3,
      bookedMinutes: 90,
      availableMinutes: null,
      utilisation: null,
    },
  ],
  generatedAt: '2026-11-02T07:00:00.000Z',
};
const energy: EnergyAnalytics = {
  from: '2026-11-01',
  to: '2026-11-02',
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    sessions: hour === 10 ? 1 : 0,
    energyKwh: hour === 10 ? 12.5 : 0,
  })),
  byStation: [
    { stationId: 4, sessions: 1, energyKwh: 12.5 },
    { stationId: 9, sessions: 2, energyKwh: 30 },
  ],
  sessionTime: { sessions: 3, averageMinutes: 20, buckets: [] },
  generatedAt: '2026-11-02T07:00:00.000Z',
};
const stations = [
  { id: 4, name: 'Hub North', address: { street: '', city: 'Pune', state: '', pincode: '' } },
  { id: 9, name: 'MG Road', address: { street: '', city: '', state: '', pincode: '' } },
] satisfies Array<Pick<Station, 'id' | 'name' | 'address'>>;

const lines = (csv: string) => csv.trimEnd().split('\r\n');

describe('analytics reports as CSV', () => {
  it('writes the 24 hours with bookings, charger-minutes, utilisation (%) and energy', () => {
    const r = hourReport(bookings, energy);
    expect(r.fileName).toBe('chargesetu-bookings-by-hour-2026-11-01-to-2026-11-02.csv');
    const rows = lines(r.csv);
    expect(rows).toHaveLength(25);
    expect(rows[0]).toBe(
      'Hour (IST),Bookings,Booked charger-minutes,Open charger-minutes,Utilisation (%),Completed sessions,Energy (kWh)',
    );
    expect(rows[11]).toBe('10:00,3,90,1440,6.25,1,12.5');
    // Energy that could not be read is left empty, never written as 0.
    expect(lines(hourReport(bookings, undefined).csv)[11]).toBe('10:00,3,90,1440,6.25,,');
  });

  it('lists every station with bookings or sessions, with its city; unknown figures are empty', () => {
    const rows = lines(stationReport(bookings, energy, stations).csv);
    expect(rows.slice(1)).toEqual([
      '4,"Hub, North",Pune,3,90,,,1,12.5',
      '9,MG Road,City not given,0,0,,,2,30',
    ]);
    // Without the catalogue the city is unknown; without energy, sessions and energy are.
    expect(lines(stationReport(bookings, undefined, undefined).csv).slice(1)).toEqual([
      '4,"Hub, North",,3,90,,,,',
    ]);
  });

  it('writes driver growth per month and bookings per city', () => {
    const growth = growthReport({
      months: [
        { month: '2026-06', newDrivers: 2, totalDrivers: 10 },
        { month: '2026-07', newDrivers: 1, totalDrivers: 11 },
      ],
      generatedAt: '2026-07-20T00:00:00.000Z',
    });
    expect(growth.fileName).toBe('chargesetu-driver-growth-2026-06-to-2026-07.csv');
    expect(lines(growth.csv)).toEqual([
      'Month (IST),New drivers,Total drivers',
      '2026-06,2,10',
      '2026-07,1,11',
    ]);
    const cities = cityReport(bookings, [{ city: 'Pune', stations: 1, bookings: 2, share: 66.6667 }]);
    expect(cities.fileName).toBe('chargesetu-bookings-by-city-2026-11-01-to-2026-11-02.csv');
    expect(lines(cities.csv)).toEqual(['City,Stations booked,Bookings,Share (%)', 'Pune,1,2,66.67']);
  });
});
