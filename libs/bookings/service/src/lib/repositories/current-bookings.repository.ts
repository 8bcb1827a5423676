import type { StartingBooking } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';

const T = `"bookings"."bookings"`;

/** Where a booking counts for its driver at a charger: which user, which chargers, which moment. */
export interface CoveringQuery {
  userId: number;
  stationId: number;
  chargerIndexes: number[];
  at: Date;
  /** How long before its start a booking counts already (charging's early start). */
  earlyStartMinutes: number;
}

/**
 * The bookings that let a driver's idTag charge (the ocpp service's Authorize rule), and the paid ones about
 * to start (charging reserves their connectors).
 */
export function currentBookingsRepository(ds: DataSource) {
  return {
    /**
     * The id of the user's confirmed or active booking on one of those chargers of the station whose
     * window covers `at`: start − earlyStartMinutes ≤ at < end. The earliest when several do (a slot and
     * the next one, in its early start), null when none does. Pending, completed and cancelled bookings
     * never count.
     */
    async coveringId(q: CoveringQuery, m: EntityManager = ds.manager): Promise<number | null> {
      const [row] = rowsOf<{ id: number }>(
        await m.query(
          `SELECT id FROM ${T}
           WHERE user_id = $1 AND station_id = $2 AND charger_index = ANY($3::int[])
             AND status IN ('confirmed', 'active')
             AND start_time - make_interval(mins => $5::int) <= $4 AND end_time > $4
           ORDER BY start_time, id LIMIT 1`,
          [q.userId, q.stationId, q.chargerIndexes, q.at, q.earlyStartMinutes],
        ),
      );
      return row?.id ?? null;
    },
    /**
     * Confirmed bookings (paid, not claimed for charging) whose slot starts in [from, to), soonest first:
     * the ones whose connectors charging reserves on the chargers before the slot. Walk-ups are left out: the
     * driver is at the connector and starts it at once, so there is nothing to hold for them.
     */
    async confirmedStartingBetween(from: Date, to: Date, limit: number): Promise<StartingBooking[]> {
      const rows = rowsOf<{
        id: number;
        user_id: number;
        station_id: number;
        charger_index: number;
        start_time: Date | string;
        end_time: Date | string;
      }>(
        await ds.query(
          `SELECT id, user_id, station_id, charger_index, start_time, end_time FROM ${T}
           WHERE status = 'confirmed' AND kind = 'booking' AND start_time >= $1 AND start_time < $2
           ORDER BY start_time, id LIMIT $3`,
          [from, to, limit],
        ),
      );
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        stationId: r.station_id,
        chargerIndex: r.charger_index,
        startTime: new Date(r.start_time).toISOString(),
        endTime: new Date(r.end_time).toISOString(),
      }));
    },
  };
}
export type CurrentBookingsRepository = ReturnType<typeof currentBookingsRepository>;
