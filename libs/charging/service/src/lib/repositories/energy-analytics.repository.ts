import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource } from 'typeorm';
import type { EnergySession } from '../rules/energy-analytics';

/** Completed charging sessions that started in [from, to), with the energy they delivered. */
export async function completedSessionsStartingBetween(
  ds: DataSource,
  from: Date,
  to: Date,
): Promise<EnergySession[]> {
  const rows = rowsOf<{ station_id: number; start_time: Date; energy_delivered: string }>(
    await ds.query(
      `SELECT station_id, start_time, energy_delivered
         FROM "charging"."charging_sessions"
        WHERE status = 'completed' AND start_time >= $1 AND start_time < $2`,
      [from, to],
    ),
  );
  return rows.map((r) => ({
    stationId: r.station_id,
    start: new Date(r.start_time),
    energyKwh: Number(r.energy_delivered),
  }));
}
