import { rowsOf } from '@chargesetu/shared/db';
import { minutesBetween } from '@chargesetu/shared/domain';
import type { DataSource } from 'typeorm';
import type { EnergySession } from '../rules/energy-analytics';

/** Completed charging sessions that started in [from, to), with the energy they delivered and how long they charged. */
export async function completedSessionsStartingBetween(
  ds: DataSource,
  from: Date,
  to: Date,
): Promise<EnergySession[]> {
  const rows = rowsOf<{
    station_id: number;
    start_time: Date;
    end_time: Date;
    time_scale: number | string;
    energy_delivered: string;
  }>(
    await ds.query(
      // A completed session always has its end (charging_sessions_completed_has_end).
      `SELECT station_id, start_time, end_time, time_scale, energy_delivered
         FROM "charging"."charging_sessions"
        WHERE status = 'completed' AND start_time >= $1 AND start_time < $2`,
      [from, to],
    ),
  );
  return rows.map((r) => ({
    stationId: r.station_id,
    start: new Date(r.start_time),
    energyKwh: Number(r.energy_delivered),
    chargingMinutes: minutesBetween(r.start_time, r.end_time) * Number(r.time_scale),
  }));
}
