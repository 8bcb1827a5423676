import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource } from 'typeorm';
import type { StationBookingGroup } from '../rules/station-stats';

const T = `"bookings"."bookings"`;

/** The admin station figures' read: bookings grouped by station, status and money figures. */
export function stationStatsRepository(ds: DataSource) {
  return {
    /**
     * Paid (confirmed, active), completed and cancelled bookings, grouped. Holds that expired unpaid
     * (cancel reason `expired`) and pending holds are left out: nobody booked them in the end.
     */
    async groups(): Promise<StationBookingGroup[]> {
      const rows = rowsOf<{
        station_id: number;
        status: StationBookingGroup['status'];
        amount_paid: string | null;
        actual_cost: string | null;
        count: string | number;
      }>(
        await ds.query(
          `SELECT station_id, status, amount_paid::text, actual_cost::text, COUNT(*) AS count
             FROM ${T}
            WHERE status IN ('confirmed', 'active', 'completed')
               OR (status = 'cancelled' AND cancel_reason IS DISTINCT FROM 'expired')
            GROUP BY station_id, status, amount_paid, actual_cost`,
        ),
      );
      return rows.map((r) => ({
        stationId: r.station_id,
        status: r.status,
        amountPaid: r.amount_paid,
        actualCost: r.actual_cost,
        count: Number(r.count),
      }));
    },
  };
}
export type StationStatsRepository = ReturnType<typeof stationStatsRepository>;
