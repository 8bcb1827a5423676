import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import type { EndReason, SessionRow } from './session-row';

const T = `"charging"."charging_sessions"`;

export interface NewSession {
  bookingId: number;
  userId: number;
  stationId: number;
  chargerIndex: number;
  startTime: Date;
  batteryPercentage: number;
  chargerKw: number;
  pricePerKwh: string;
  capacityKwh: number;
  startPercent: number;
  bookedMinutes: number;
  bookedEndTime: Date;
  timeScale: number;
  dueAt: Date;
}

/** How a session ended: its final figures. */
export interface SessionEnd {
  endTime: Date;
  energyDelivered: string;
  batteryPercentage: number;
  actualCost: string;
  reason: EndReason;
}

/** Charging sessions in the `charging` schema. Every method takes an optional transaction. */
export function sessionsRepository(ds: DataSource) {
  const rows = async (sql: string, params: unknown[], m?: EntityManager): Promise<SessionRow[]> =>
    rowsOf<SessionRow>(await (m ?? ds.manager).query(sql, params));
  const first = async (sql: string, params: unknown[], m?: EntityManager) =>
    (await rows(sql, params, m))[0] ?? null;

  return {
    findByBooking(bookingId: number, m?: EntityManager, lock = false): Promise<SessionRow | null> {
      return first(`SELECT * FROM ${T} WHERE booking_id = $1${lock ? ' FOR UPDATE' : ''}`, [bookingId], m);
    },
    /**
     * Inserts an active session; null when the booking already has one (the unique key decides). A
     * running session on the same charger makes it throw 23505 (charging_sessions_one_active_per_charger).
     */
    insertActive(s: NewSession, m: EntityManager): Promise<SessionRow | null> {
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
    /** The running session on a physical charger, if any (locked when asked, inside a transaction). */
    findActiveOnCharger(
      stationId: number,
      chargerIndex: number,
      m?: EntityManager,
      lock = false,
    ): Promise<SessionRow | null> {
      return first(
        `SELECT * FROM ${T} WHERE station_id = $1 AND charger_index = $2 AND status = 'active'
         ${lock ? 'FOR UPDATE' : ''}`,
        [stationId, chargerIndex],
        m,
      );
    },
    /**
     * active -> completed with the final figures, or null when the session is no longer active: the
     * condition is what makes completion happen exactly once, whoever (stop, a status read, the job)
     * gets there first.
     */
    complete(id: number, end: SessionEnd, m: EntityManager): Promise<SessionRow | null> {
      return first(
        `UPDATE ${T} SET status = 'completed', end_time = $2, energy_delivered = $3, current_power = 0,
           battery_percentage = $4, actual_cost = $5, end_reason = $6, updated_at = now()
         WHERE id = $1 AND status = 'active' RETURNING *`,
        [id, end.endTime, end.energyDelivered, end.batteryPercentage, end.actualCost, end.reason],
        m,
      );
    },
    /** Active sessions whose natural end has come, locked; rows another instance holds are skipped. */
    claimDue(now: Date, limit: number, m: EntityManager): Promise<SessionRow[]> {
      return rows(
        `SELECT * FROM ${T} WHERE status = 'active' AND due_at <= $1 ORDER BY due_at LIMIT $2
         FOR UPDATE SKIP LOCKED`,
        [now, limit],
        m,
      );
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
