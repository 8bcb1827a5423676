import { istInstant } from '@chargesetu/shared/domain';
import { bookingsAnalytics, type AnalyticsBooking } from './analytics';

const at = (
  date: string,
  hhmm: string,
  minutes = 30,
): Omit<AnalyticsBooking, 'stationId' | 'stationName'> => {
  const start = istInstant(date, hhmm);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
};
const hub = (date: string, hhmm: string, minutes?: number): AnalyticsBooking => ({
  stationId: 1,
  stationName: 'Koramangala Hub',
  ...at(date, hhmm, minutes),
});

// Station 1: 2 chargers, 24/7. Station 2: 1 charger, 08:00-20:00 every day.
const STATIONS = [
  { id: 1, chargers: 2, operatingHours: '24/7' },
  { id: 2, chargers: 1, operatingHours: '08:00-20:00' },
];
const RANGE = { from: '2026-11-23', to: '2026-11-24' };

describe('bookingsAnalytics', () => {
  it('counts bookings by the IST hour their slot starts and splits booked minutes across hours', () => {
    const r = bookingsAnalytics(
      RANGE,
      [hub('2026-11-23', '10:00'), hub('2026-11-24', '10:30'), hub('2026-11-23', '18:45', 30)],
      STATIONS,
    );
    expect(r.byHour[10]).toMatchObject({ hour: 10, bookings: 2, bookedMinutes: 60 });
    expect(r.byHour[18]).toMatchObject({ bookings: 1, bookedMinutes: 15 });
    expect(r.byHour[19]).toMatchObject({ bookings: 0, bookedMinutes: 15 });
    expect(r.byHour.reduce((n, h) => n + h.bookings, 0)).toBe(3);
  });

  it('utilisation of an hour: booked charger-minutes over open charger-minutes of every station', () => {
    const r = bookingsAnalytics(RANGE, [hub('2026-11-23', '10:00'), hub('2026-11-24', '10:30')], STATIONS);
    // 10:00-11:00 on two days: station 1 (2 chargers) 240 minutes, station 2 (1 charger) 120 minutes.
    expect(r.byHour[10]).toMatchObject({ availableMinutes: 360, utilisation: 0.1667 });
    // 03:00: only the 24/7 station is open.
    expect(r.byHour[3]).toMatchObject({ bookings: 0, availableMinutes: 240, utilisation: 0 });
  });

  it('per station: bookings, minutes and utilisation over the whole range, most booked first', () => {
    const other: AnalyticsBooking = { stationId: 2, stationName: 'MG Road', ...at('2026-11-23', '09:00') };
    const r = bookingsAnalytics(
      RANGE,
      [hub('2026-11-23', '10:00'), hub('2026-11-24', '10:30'), other],
      STATIONS,
    );
    expect(r.byStation).toEqual([
      {
        stationId: 1,
        stationName: 'Koramangala Hub',
        bookings: 2,
        bookedMinutes: 60,
        availableMinutes: 5760,
        utilisation: 0.0104,
      },
      {
        stationId: 2,
        stationName: 'MG Road',
        bookings: 1,
        bookedMinutes: 30,
        availableMinutes: 1440,
        utilisation: 0.0208,
      },
    ]);
  });

  it('says unknown, never 0, when hours cannot be read or the station left the catalogue', () => {
    const gone: AnalyticsBooking = { stationId: 9, stationName: 'Closed down', ...at('2026-11-23', '10:00') };
    const r = bookingsAnalytics(
      RANGE,
      [gone],
      [...STATIONS, { id: 3, chargers: 1, operatingHours: 'whenever' }],
    );
    expect(r.byHour[10]).toMatchObject({ bookings: 1, availableMinutes: null, utilisation: null });
    expect(r.byStation[0]).toMatchObject({ stationId: 9, availableMinutes: null, utilisation: null });
  });

  it('a slot that runs past midnight wraps to hour 0', () => {
    const r = bookingsAnalytics(RANGE, [hub('2026-11-23', '23:45', 30)], STATIONS);
    expect(r.byHour[23].bookedMinutes).toBe(15);
    expect(r.byHour[0].bookedMinutes).toBe(15);
  });
});
