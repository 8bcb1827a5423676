import type { Station, StationBookingStats } from '@chargesetu/shared/contracts';

/** A catalogue station with its booking figures (zeros when it has no booking). */
export interface StationRow {
  id: number;
  name: string;
  city: string;
  operator: string;
  chargers: number;
  paid: number;
  completed: number;
  cancelled: number;
  /** Rupees, 2 decimals. */
  revenue: string;
}

/** The catalogue joined with the bookings figures, in catalogue order. */
export function stationRows(
  stations: readonly Station[],
  stats: readonly StationBookingStats[],
): StationRow[] {
  const byId = new Map(stats.map((s) => [s.stationId, s]));
  return stations.map((s) => {
    const f = byId.get(s.id);
    return {
      id: s.id,
      name: s.name,
      city: s.address.city,
      operator: s.operator,
      chargers: s.chargers.length,
      paid: f?.paid ?? 0,
      completed: f?.completed ?? 0,
      cancelled: f?.cancelled ?? 0,
      revenue: f?.revenue ?? '0.00',
    };
  });
}

/** The stations with the most bookings (paid and completed), most first, at most `n`; none with zero. */
export function busiestStations(rows: readonly StationRow[], n: number): StationRow[] {
  const booked = (r: StationRow) => r.paid + r.completed;
  return rows
    .filter((r) => booked(r) > 0)
    .sort((a, b) => booked(b) - booked(a) || a.id - b.id)
    .slice(0, n);
}
