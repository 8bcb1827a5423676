import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource } from 'typeorm';
import type { AnalyticsBooking } from '../rules/analytics';

/**
 * The bookings that hold a charger (every status but cancelled) whose slot starts in [from, to), with the
 * station's name as it was booked.
 */
export async function bookingsStartingBetween(
  ds: DataSource,
  from: Date,
  to: Date,
): Promise<AnalyticsBooking[]> {
  const rows = rowsOf<{ station_id: number; station_name: string; start_time: Date; end_time: Date }>(
    await ds.query(
      `SELECT station_id, station_snapshot->>'name' AS station_name, start_time, end_time
         FROM "bookings"."bookings"
        WHERE status <> 'cancelled' AND start_time >= $1 AND start_time < $2`,
      [from, to],
    ),
  );
  return rows.map((r) => ({
    stationId: r.station_id,
    stationName: r.station_name,
    start: new Date(r.start_time),
    end: new Date(r.end_time),
  }));
}
