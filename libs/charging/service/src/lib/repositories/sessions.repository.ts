import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import type { EndReason, NewSession, SessionEnd, SessionStatus, StoredSession } from './stored-session';

const T = `"charging"."charging_sessions"`;

/** A charging_sessions row as the driver returns it (numeric columns arrive as strings). */
interface SessionRow {
  id: number;
  booking_id: number;
  user_id: number;
  station_id: number;
  charger_index: number | null;
  start_time: Date | string;
  end_time: Date | string | null;
  energy_delivered: string | number;
  status: SessionStatus;
  battery_percentage: number;
  charger_kw: string | number;
  price_per_kwh: string | number;
  capacity_kwh: string | number;
  start_percent: string | number;
  booked_minutes: number;
  booked_end_time: Date | string;
  time_scale: string | number;
  due_at: Date | string;
  actual_cost: string | number | null;
  end_reason: EndReason | null;
}

function toSession(row: SessionRow): StoredSession {
  return {
    id: row.id,
    bookingId: row.booking_id,
    userId: row.user_id,
    stationId: row.station_id,
    chargerIndex: row.charger_index,
    status: row.status,
    startTime: new Date(row.start_time),
    endTime: row.end_time === null ? null : new Date(row.end_time),
    energyDelivered: String(row.energy_delivered),
    batteryPercentage: row.battery_percentage,
    chargerKw: Number(row.charger_kw),
    pricePerKwh: String(row.price_per_kwh),
    capacityKwh: Number(row.capacity_kwh),
    startPercent: Number(row.start_percent),
    bookedMinutes: row.booked_minutes,
    bookedEndTime: new Date(row.booked_end_time),
    timeScale: Number(row.time_scale),
    dueAt: new Date(row.due_at),
    actualCost: row.actual_cost === null ? null : String(row.actual_cost),
    endReason: row.end_reason,
  };
}

/** Charging sessions in the `charging` schema. The transaction, when a method takes one, is its last parameter. */
export function sessionsRepository(ds: DataSource) {
  const all = async (sql: string, params: unknown[], m: EntityManager = ds.manager) =>
    rowsOf<SessionRow>(await m.query(sql, params)).map(toSession);
  const first = async (sql: string, params: unknown[], m?: EntityManager) =>
    (await all(sql, params, m))[0] ?? null;

  return {
    findByBooking(bookingId: number, m?: EntityManager): Promise<StoredSession | null> {
      return first(`SELECT * FROM ${T} WHERE booking_id = $1`, [bookingId], m);
    },
    /** The booking's session, locked until the end of the transaction. */
    lockByBooking(bookingId: number, m: EntityManager): Promise<StoredSession | null> {
      return first(`SELECT * FROM ${T} WHERE booking_id = $1 FOR UPDATE`, [bookingId], m);
    },
    /** The running session on a physical charger, if any. */
    findActiveOnCharger(
      stationId: number,
      chargerIndex: number,
      m?: EntityManager,
    ): Promise<StoredSession | null> {
      return first(
        `SELECT * FROM ${T} WHERE station_id = $1 AND charger_index = $2 AND status = 'active'`,
        [stationId, chargerIndex],
        m,
      );
    },
    /** The running session on a physical charger, if any, locked until the end of the transaction. */
    lockActiveOnCharger(
      stationId: number,
      chargerIndex: number,
      m: EntityManager,
    ): Promise<StoredSession | null> {
      return first(
        `SELECT * FROM ${T} WHERE station_id = $1 AND charger_index = $2 AND status = 'active' FOR UPDATE`,
        [stationId, chargerIndex],
        m,
      );
    },
    /**
     * Inserts an active session; null when the booking already has one (the unique key decides). A
     * running session on the same charger makes it throw 23505 (charging_sessions_one_active_per_charger).
     */
    insertActive(s: NewSession, m: EntityManager): Promise<StoredSession | null> {
      return first(
        `INSERT INTO ${T} (booking_id, user_id, station_id, start_time, status, battery_percentage, charger_kw,
           price_per_kwh, capacity_kwh, start_percent, booked_minutes, booked_end_time, time_scale, due_at,
           charger_index)
         VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (booking_id) DO NOTHING RETURNING *`,
        [
          s.bookingId,
          s.userId,
          s.stationId,
          s.startTime,
          s.batteryPercentage,
          s.chargerKw,
          s.pricePerKwh,
          s.capacityKwh,
          s.startPercent,
          s.bookedMinutes,
          s.bookedEndTime,
          s.timeScale,
          s.dueAt,
          s.chargerIndex,
        ],
        m,
      );
    },
    /**
     * active -> completed with the final figures, or null when the session is no longer active: the
     * condition is what makes completion happen exactly once, whoever (stop, a status read, the job)
     * gets there first.
     */
    complete(id: number, end: SessionEnd, m: EntityManager): Promise<StoredSession | null> {
      return first(
        `UPDATE ${T} SET status = 'completed', end_time = $2, energy_delivered = $3, current_power = 0,
           battery_percentage = $4, actual_cost = $5, end_reason = $6, updated_at = now()
         WHERE id = $1 AND status = 'active' RETURNING *`,
        [id, end.endTime, end.energyDelivered, end.batteryPercentage, end.actualCost, end.reason],
        m,
      );
    },
    /** Active sessions whose natural end has come, locked; rows another instance holds are skipped. */
    claimDue(now: Date, limit: number, m: EntityManager): Promise<StoredSession[]> {
      return all(
        `SELECT * FROM ${T} WHERE status = 'active' AND due_at <= $1 ORDER BY due_at LIMIT $2
         FOR UPDATE SKIP LOCKED`,
        [now, limit],
        m,
      );
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
