import { describe, expect, it } from 'vitest';
import { aStation } from '../../testing/charge-points';
import { busiestStations, stationRows } from './station-rows';

const stations = [
  aStation({ id: 1, name: 'A' }),
  aStation({ id: 2, name: 'B' }),
  aStation({ id: 3, name: 'C' }),
];

describe('station rows', () => {
  it('joins the catalogue with the figures, zeros for a station without bookings', () => {
    const rows = stationRows(stations, [
      { stationId: 2, paid: 1, completed: 2, cancelled: 3, revenue: '259.00' },
    ]);
    expect(rows.map((r) => [r.id, r.city, r.chargers, r.paid, r.completed, r.cancelled, r.revenue])).toEqual([
      [1, 'Bengaluru', 1, 0, 0, 0, '0.00'],
      [2, 'Bengaluru', 1, 1, 2, 3, '259.00'],
      [3, 'Bengaluru', 1, 0, 0, 0, '0.00'],
    ]);
  });

  it('ranks the busiest by paid and completed bookings, leaving out the unbooked', () => {
    const rows = stationRows(stations, [
      { stationId: 1, paid: 1, completed: 0, cancelled: 9, revenue: '1.00' },
      { stationId: 3, paid: 1, completed: 2, cancelled: 0, revenue: '1.00' },
    ]);
    expect(busiestStations(rows, 5).map((r) => r.id)).toEqual([3, 1]);
    expect(busiestStations(rows, 1).map((r) => r.id)).toEqual([3]);
  });
});
