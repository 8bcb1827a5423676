import type { SessionFlagReason } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import type {
  EndReason,
  NewSession,
  NewStartingSession,
  SessionEnd,
  SessionSource,
  SessionStatus,
  StopReason,
  StoredSession,
} from './stored-session';
import type { ConnectorReport } from '../rules/idle-time';

const T = `"charging"."charging_sessions"`;
const R = `"charging"."connector_reports"`;

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
  source: SessionSource;
  battery_percentage: number | null;
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
  charge_point_id: string | null;
  connector_id: number | null;
  id_tag: string | null;
  transaction_id: string | null;
  claim_id: string | null;
  start_requested_at: Date | string | null;
  prepaid_cost: string | number | null;
  energy_wh: number | null;
  power_w: number | null;
  soc_percent: number | null;
  meter_at: Date | string | null;
  stop_reason: StopReason | null;
  stop_sent_at: Date | string | null;
  stop_at_energy_wh: number | null;
  notice: string | null;
  flagged_at: Date | string | null;
  flag_reason: SessionFlagReason | null;
}

const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));
const numberOrNull = (v: string | number | null) => (v === null ? null : Number(v));

function chargerOf(row: SessionRow): StoredSession['charger'] {
  if (
    row.source !== 'meter' ||
    row.charge_point_id === null ||
    row.connector_id === null ||
    row.id_tag === null
  ) {
    return null;
  }
  return {
    chargePointId: row.charge_point_id,
    connectorId: row.connector_id,
    idTag: row.id_tag,
    transactionId: row.transaction_id,
    claimId: row.claim_id,
    startRequestedAt: dateOrNull(row.start_requested_at),
    prepaidCost: row.prepaid_cost === null ? null : String(row.prepaid_cost),
    energyWh: numberOrNull(row.energy_wh),
    powerW: numberOrNull(row.power_w),
    socPercent: numberOrNull(row.soc_percent),
    meterAt: dateOrNull(row.meter_at),
    stopReason: row.stop_reason,
    stopSentAt: dateOrNull(row.stop_sent_at),
    stopAtEnergyWh: row.stop_at_energy_wh,
  };
}

function toSession(row: SessionRow): StoredSession {
  return {
    id: row.id,
    bookingId: row.booking_id,
    userId: row.user_id,
    stationId: row.station_id,
    chargerIndex: row.charger_index,
    status: row.status,
    source: row.source,
    startTime: new Date(row.start_time),
    endTime: dateOrNull(row.end_time),
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
    charger: chargerOf(row),
    notice: row.notice,
    flag:
      row.flagged_at === null || row.flag_reason === null
        ? null
        : { reason: row.flag_reason, at: new Date(row.flagged_at) },
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
    /**
     * A user's sessions that charged (running or ended), newest start first: never a start the charger did
     * not confirm (`starting`, `failed`) nor anyone else's.
     */
    listChargedByUser(userId: number, limit: number): Promise<StoredSession[]> {
      return all(
        `SELECT * FROM ${T} WHERE user_id = $1 AND status IN ('active', 'completed')
         ORDER BY start_time DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
    },
    /** The booking's session, locked until the end of the transaction. */
    lockByBooking(bookingId: number, m: EntityManager): Promise<StoredSession | null> {
      return first(`SELECT * FROM ${T} WHERE booking_id = $1 FOR UPDATE`, [bookingId], m);
    },
    /** The running (or starting) session on a physical charger, if any. */
    findActiveOnCharger(
      stationId: number,
      chargerIndex: number,
      m?: EntityManager,
    ): Promise<StoredSession | null> {
      return first(
        `SELECT * FROM ${T} WHERE station_id = $1 AND charger_index = $2 AND status IN ('starting', 'active')`,
        [stationId, chargerIndex],
        m,
      );
    },
    /** The running (or starting) session on a physical charger, if any, locked until the end of the transaction. */
    lockActiveOnCharger(
      stationId: number,
      chargerIndex: number,
      m: EntityManager,
    ): Promise<StoredSession | null> {
      return first(
        `SELECT * FROM ${T} WHERE station_id = $1 AND charger_index = $2 AND status IN ('starting', 'active')
         FOR UPDATE`,
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
     * active -> completed with the final figures (and the flag, when it was closed without its charger's
     * StopTransaction), or null when the session is no longer active: the condition is what makes completion
     * happen exactly once, whoever (stop, a status read, the job) gets there first.
     */
    complete(id: number, end: SessionEnd, m: EntityManager): Promise<StoredSession | null> {
      return first(
        `UPDATE ${T} SET status = 'completed', end_time = $2, energy_delivered = $3, current_power = 0,
           battery_percentage = $4, actual_cost = $5, end_reason = $6, flagged_at = $7, flag_reason = $8,
           updated_at = now()
         WHERE id = $1 AND status = 'active' RETURNING *`,
        [
          id,
          end.endTime,
          end.energyDelivered,
          end.batteryPercentage,
          end.actualCost,
          end.reason,
          end.flag?.at ?? null,
          end.flag?.reason ?? null,
        ],
        m,
      );
    },
    /**
     * Sessions that charged (running or ended), newest start first, for the administrators: only flagged
     * ones when asked; with `since`, only those running at or after it (still running, or ended then or
     * later) or flagged then or later.
     */
    listCharged(
      q: { flagged: boolean; since: Date | null; limit: number },
      m?: EntityManager,
    ): Promise<StoredSession[]> {
      return all(
        `SELECT * FROM ${T} WHERE status IN ('active', 'completed')
           AND ($1::boolean IS NOT TRUE OR flagged_at IS NOT NULL)
           AND ($2::timestamptz IS NULL OR end_time IS NULL OR end_time >= $2 OR flagged_at >= $2)
         ORDER BY start_time DESC, id DESC LIMIT $3`,
        [q.flagged, q.since, q.limit],
        m,
      );
    },
    /**
     * Active sessions on the estimate whose natural end has come, locked; rows another instance holds are
     * skipped. (A metered session ends when its charger says so: see meterStopsDue.)
     */
    claimDue(now: Date, limit: number, m: EntityManager): Promise<StoredSession[]> {
      return all(
        `SELECT * FROM ${T} WHERE status = 'active' AND source = 'estimate' AND due_at <= $1 ORDER BY due_at
         LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [now, limit],
        m,
      );
    },

    /**
     * A starting session on a charger about to be asked to start; null when the booking has a session that
     * is not a failed one (the unique key decides). A failed one is started again in place.
     */
    insertStarting(s: NewStartingSession, m?: EntityManager): Promise<StoredSession | null> {
      return first(
        `INSERT INTO ${T} AS s (booking_id, user_id, station_id, start_time, status, source, battery_percentage,
           charger_kw, price_per_kwh, capacity_kwh, start_percent, booked_minutes, booked_end_time, time_scale,
           due_at, charger_index, charge_point_id, connector_id, id_tag, claim_id, start_requested_at, prepaid_cost,
           stop_at_energy_wh)
         VALUES ($1, $2, $3, $4, 'starting', 'meter', NULL, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
           $17, $4, $18, $19)
         ON CONFLICT (booking_id) DO UPDATE SET
           start_time = EXCLUDED.start_time, status = 'starting', source = 'meter', battery_percentage = NULL,
           charger_kw = EXCLUDED.charger_kw, price_per_kwh = EXCLUDED.price_per_kwh,
           capacity_kwh = EXCLUDED.capacity_kwh, start_percent = EXCLUDED.start_percent,
           booked_minutes = EXCLUDED.booked_minutes, booked_end_time = EXCLUDED.booked_end_time,
           time_scale = EXCLUDED.time_scale, due_at = EXCLUDED.due_at, charger_index = EXCLUDED.charger_index,
           charge_point_id = EXCLUDED.charge_point_id, connector_id = EXCLUDED.connector_id,
           id_tag = EXCLUDED.id_tag, claim_id = EXCLUDED.claim_id, start_requested_at = EXCLUDED.start_requested_at,
           prepaid_cost = EXCLUDED.prepaid_cost, stop_at_energy_wh = EXCLUDED.stop_at_energy_wh, transaction_id = NULL, energy_wh = NULL, power_w = NULL,
           soc_percent = NULL, meter_at = NULL, stop_reason = NULL, stop_sent_at = NULL, notice = NULL,
           updated_at = now()
         WHERE s.status = 'failed'
         RETURNING *`,
        [
          s.bookingId,
          s.userId,
          s.stationId,
          s.startTime,
          s.chargerKw,
          s.pricePerKwh,
          s.capacityKwh,
          s.startPercent,
          s.bookedMinutes,
          s.bookedEndTime,
          s.timeScale,
          s.dueAt,
          s.chargerIndex,
          s.chargePointId,
          s.connectorId,
          s.idTag,
          s.claimId,
          s.prepaidCost,
          s.stopAtEnergyWh,
        ],
        m,
      );
    },

    /** starting -> failed with the driver's notice; null when it was no longer starting. */
    fail(id: number, notice: string, m?: EntityManager): Promise<StoredSession | null> {
      return first(
        `UPDATE ${T} SET status = 'failed', notice = $2, updated_at = now()
         WHERE id = $1 AND status = 'starting' RETURNING *`,
        [id, notice],
        m,
      );
    },

    /** The session waiting for this charger connector to start a transaction for this idTag, locked. */
    lockStarting(chargePointId: string, connectorId: number, idTag: string, m: EntityManager) {
      return first(
        `SELECT * FROM ${T} WHERE charge_point_id = $1 AND connector_id = $2 AND upper(id_tag) = upper($3)
           AND status = 'starting' FOR UPDATE`,
        [chargePointId, connectorId, idTag],
        m,
      );
    },

    /**
     * The session a card's transaction on this connector has already (waiting for it, or charging): a re-sent
     * StartTransaction finds it rather than starting another.
     */
    findOpenForCard(
      chargePointId: string,
      connectorId: number,
      idTag: string,
    ): Promise<StoredSession | null> {
      return first(
        `SELECT * FROM ${T} WHERE charge_point_id = $1 AND connector_id = $2 AND upper(id_tag) = upper($3)
           AND status IN ('starting', 'active') ORDER BY id DESC LIMIT 1`,
        [chargePointId, connectorId, idTag],
      );
    },

    /** The session of a charger transaction, locked. */
    lockByTransaction(chargePointId: string, transactionId: string, m: EntityManager) {
      return first(
        `SELECT * FROM ${T} WHERE charge_point_id = $1 AND transaction_id = $2 FOR UPDATE`,
        [chargePointId, transactionId],
        m,
      );
    },

    /** starting -> active: the charger reported its transaction; its start is the session's. */
    activate(
      id: number,
      a: { transactionId: string; startTime: Date; dueAt: Date; energyWh: number },
      m: EntityManager,
    ): Promise<StoredSession | null> {
      return first(
        `UPDATE ${T} SET status = 'active', transaction_id = $2, start_time = $3, due_at = $4, energy_wh = $5,
           meter_at = $3, notice = NULL, updated_at = now()
         WHERE id = $1 AND status = 'starting' RETURNING *`,
        [id, a.transactionId, a.startTime, a.dueAt, a.energyWh],
        m,
      );
    },

    /**
     * Keeps a meter sample of a running transaction, unless a newer one is kept already (late deliveries
     * never take a reading back). A field the sample lacks keeps its last value. True when kept.
     */
    async recordMeter(
      chargePointId: string,
      transactionId: string,
      sample: { at: Date; energyWh: number | null; powerW: number | null; socPercent: number | null },
      m?: EntityManager,
    ): Promise<boolean> {
      const kept = await all(
        `UPDATE ${T} SET energy_wh = COALESCE($3, energy_wh), power_w = COALESCE($4, power_w),
           soc_percent = COALESCE($5, soc_percent), meter_at = $6, updated_at = now()
         WHERE charge_point_id = $1 AND transaction_id = $2 AND status = 'active'
           AND (meter_at IS NULL OR meter_at <= $6)
         RETURNING *`,
        [chargePointId, transactionId, sample.energyWh, sample.powerW, sample.socPercent, sample.at],
        m,
      );
      return kept.length > 0;
    },

    /**
     * Marks a running metered session's stop as sent now (why: the first reason asked for wins), unless it
     * was sent after `resendBefore`: the condition is what makes one instance send it. Null when not taken.
     */
    takeStop(
      id: number,
      reason: StopReason,
      now: Date,
      resendBefore: Date,
      m?: EntityManager,
    ): Promise<StoredSession | null> {
      return first(
        `UPDATE ${T} SET stop_reason = COALESCE(stop_reason, $2), stop_sent_at = $3, updated_at = now()
         WHERE id = $1 AND status = 'active' AND source = 'meter'
           AND (stop_sent_at IS NULL OR stop_sent_at < $4)
         RETURNING *`,
        [id, reason, now, resendBefore],
        m,
      );
    },

    /**
     * Records that the charger of this running transaction is to stop now because its meter has reached the
     * walk-up's paid energy (`stop_at_energy_wh`), and that the stop is sent now; due now, so the job sends it
     * again if the charger does not end it and closes it after the grace, as for the booked end. Only while no
     * stop has been sent: the condition is what makes one instance, on one sample, send it. Null when not taken.
     */
    takePaidEnergyStop(
      chargePointId: string,
      transactionId: string,
      now: Date,
    ): Promise<StoredSession | null> {
      return first(
        `UPDATE ${T} SET stop_reason = COALESCE(stop_reason, 'paid_energy'), stop_sent_at = $3,
           due_at = LEAST(due_at, $3), updated_at = now()
         WHERE charge_point_id = $1 AND transaction_id = $2 AND status = 'active' AND source = 'meter'
           AND stop_at_energy_wh IS NOT NULL AND energy_wh >= stop_at_energy_wh AND stop_sent_at IS NULL
         RETURNING *`,
        [chargePointId, transactionId, now],
      );
    },

    /** A running metered session must stop by `at` for `reason` (the job asks the charger). */
    wantStop(id: number, reason: StopReason, at: Date, m: EntityManager): Promise<StoredSession | null> {
      return first(
        `UPDATE ${T} SET stop_reason = COALESCE(stop_reason, $2), due_at = LEAST(due_at, $3), updated_at = now()
         WHERE id = $1 AND status = 'active' AND source = 'meter' RETURNING *`,
        [id, reason, at],
        m,
      );
    },

    /** Running metered sessions due to stop (booked time over, or a stop wanted) whose stop is not in flight. */
    meterStopsDue(now: Date, resendBefore: Date, limit: number): Promise<StoredSession[]> {
      return all(
        `SELECT * FROM ${T} WHERE status = 'active' AND source = 'meter' AND due_at <= $1
           AND (stop_sent_at IS NULL OR stop_sent_at < $2)
         ORDER BY due_at LIMIT $3`,
        [now, resendBefore, limit],
      );
    },

    /**
     * Keeps a status report of a connector for the newest session that charged there (running, or ended) and
     * had started by then; once. Answers the session's id, or null when no such session (or the report was kept
     * already).
     */
    async recordConnectorReport(
      chargePointId: string,
      connectorId: number,
      report: ConnectorReport,
      m?: EntityManager,
    ): Promise<number | null> {
      const kept = rowsOf<{ session_id: number }>(
        await (m ?? ds.manager).query(
          `INSERT INTO ${R} (session_id, at, status)
           SELECT id, $3, $4 FROM ${T}
            WHERE charge_point_id = $1 AND connector_id = $2 AND status IN ('active', 'completed') AND start_time <= $3
            ORDER BY start_time DESC, id DESC LIMIT 1
           ON CONFLICT DO NOTHING RETURNING session_id`,
          [chargePointId, connectorId, report.at, report.status],
        ),
      );
      return kept[0]?.session_id ?? null;
    },

    /** The connector reports kept for these sessions, by session id. */
    async connectorReportsOf(
      sessionIds: readonly number[],
      m?: EntityManager,
    ): Promise<Map<number, ConnectorReport[]>> {
      const out = new Map<number, ConnectorReport[]>();
      if (sessionIds.length === 0) return out;
      const rows = rowsOf<{ session_id: number; at: Date | string; status: string }>(
        await (m ?? ds.manager).query(
          `SELECT session_id, at, status FROM ${R} WHERE session_id = ANY($1::int[])`,
          [sessionIds],
        ),
      );
      for (const row of rows) {
        const list = out.get(row.session_id) ?? [];
        list.push({ at: new Date(row.at), status: row.status });
        out.set(row.session_id, list);
      }
      return out;
    },

    /** A completed session whose idle fee is not charged yet, locked until the end of the transaction. */
    lockUnchargedIdleFee(id: number, m: EntityManager): Promise<StoredSession | null> {
      return first(
        `SELECT * FROM ${T} WHERE id = $1 AND status = 'completed' AND idle_fee_charged_at IS NULL FOR UPDATE`,
        [id],
        m,
      );
    },
    /**
     * Records the session's idle fee, once (migration 1765500000000): a session charged already answers false
     * and keeps its first fee.
     */
    async chargeIdleFee(
      id: number,
      fee: string,
      idleMinutes: number,
      at: Date,
      m: EntityManager,
    ): Promise<boolean> {
      const charged = rowsOf<{ id: number }>(
        await m.query(
          `UPDATE ${T} SET idle_fee = $2::numeric, idle_fee_minutes = $3, idle_fee_charged_at = $4
           WHERE id = $1 AND idle_fee_charged_at IS NULL RETURNING id`,
          [id, fee, idleMinutes, at],
        ),
      );
      return charged.length > 0;
    },

    /** Starts that have waited for their charger since before `before`. */
    startsWaitingSince(before: Date, limit: number): Promise<StoredSession[]> {
      return all(
        `SELECT * FROM ${T} WHERE status = 'starting' AND start_requested_at < $1
         ORDER BY start_requested_at LIMIT $2`,
        [before, limit],
      );
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
