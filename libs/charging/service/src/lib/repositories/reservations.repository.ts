import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import type { CancelAnswer, NewReservation, ReserveOutcome, StoredReservation } from './stored-reservation';

const T = `"charging"."reservations"`;
const SESSIONS = `"charging"."charging_sessions"`;
/** The states in which the charger may hold the connector for the driver. */
const OPEN = `('requested', 'accepted', 'unreachable')`;

interface ReservationRow {
  id: number;
  booking_id: number;
  user_id: number;
  station_id: number;
  charger_index: number;
  charge_point_id: string;
  connector_id: number;
  id_tag: string;
  slot_start: Date | string;
  expires_at: Date | string;
  status: StoredReservation['status'];
  charger_answer: StoredReservation['chargerAnswer'];
  attempts: number;
  requested_at: Date | string;
  answered_at: Date | string | null;
  ended_at: Date | string | null;
  cancel_state: StoredReservation['cancelState'];
  cancel_requested_at: Date | string | null;
  cancel_answer: CancelAnswer | null;
}

const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));

function toReservation(r: ReservationRow): StoredReservation {
  return {
    id: r.id,
    bookingId: r.booking_id,
    userId: r.user_id,
    stationId: r.station_id,
    chargerIndex: r.charger_index,
    chargePointId: r.charge_point_id,
    connectorId: r.connector_id,
    idTag: r.id_tag,
    slotStart: new Date(r.slot_start),
    expiresAt: new Date(r.expires_at),
    status: r.status,
    chargerAnswer: r.charger_answer,
    attempts: r.attempts,
    requestedAt: new Date(r.requested_at),
    answeredAt: dateOrNull(r.answered_at),
    endedAt: dateOrNull(r.ended_at),
    cancelState: r.cancel_state,
    cancelRequestedAt: dateOrNull(r.cancel_requested_at),
    cancelAnswer: r.cancel_answer,
  };
}

/**
 * Reservations in the `charging` schema. Every change is one conditional UPDATE (or an insert that the
 * unique booking decides), and the job's claims skip rows another instance holds, so several instances may
 * run the job at once. The transaction, when a method takes one, is its last parameter.
 */
export function reservationsRepository(ds: DataSource) {
  const all = async (sql: string, params: unknown[], m: EntityManager = ds.manager) =>
    rowsOf<ReservationRow>(await m.query(sql, params)).map(toReservation);
  const first = async (sql: string, params: unknown[], m?: EntityManager) =>
    (await all(sql, params, m))[0] ?? null;

  return {
    findByBooking(bookingId: number, m?: EntityManager): Promise<StoredReservation | null> {
      return first(`SELECT * FROM ${T} WHERE booking_id = $1 AND moved_at IS NULL`, [bookingId], m);
    },
    /** Which of these bookings have a reservation already (whatever became of it, unless left by a move). */
    async bookingIdsAmong(bookingIds: readonly number[]): Promise<Set<number>> {
      if (bookingIds.length === 0) return new Set();
      const rows = rowsOf<{ booking_id: number }>(
        await ds.query(`SELECT booking_id FROM ${T} WHERE booking_id = ANY($1::int[]) AND moved_at IS NULL`, [
          bookingIds,
        ]),
      );
      return new Set(rows.map((r) => r.booking_id));
    },
    /**
     * A reservation about to be sent (`requested`, attempt 1 at `now`); null when the booking has one already:
     * the unique booking is the claim, so one instance alone sends it.
     */
    insertRequested(n: NewReservation, now: Date): Promise<StoredReservation | null> {
      return first(
        `INSERT INTO ${T} (booking_id, user_id, station_id, charger_index, charge_point_id, connector_id, id_tag,
           slot_start, expires_at, status, requested_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'requested', $10)
         ON CONFLICT (booking_id) WHERE moved_at IS NULL DO NOTHING RETURNING *`,
        [
          n.bookingId,
          n.userId,
          n.stationId,
          n.chargerIndex,
          n.chargePointId,
          n.connectorId,
          n.idTag,
          n.slotStart,
          n.expiresAt,
          now,
        ],
      );
    },
    /** The charger's answer to ReserveNow; null when the reservation moved on meanwhile (cancelled, used). */
    recordAnswer(
      id: number,
      outcome: ReserveOutcome,
      now: Date,
      m?: EntityManager,
    ): Promise<StoredReservation | null> {
      return first(
        `UPDATE ${T} SET status = $2, charger_answer = COALESCE($3, charger_answer), answered_at = $4,
           updated_at = now()
         WHERE id = $1 AND status = 'requested' RETURNING *`,
        [id, outcome.status, outcome.chargerAnswer, now],
        m,
      );
    },
    /** A reservation never sent, withdrawn (its booking is no longer a paid one waiting to charge). */
    withdrawUnsent(id: number, now: Date): Promise<StoredReservation | null> {
      return first(
        `UPDATE ${T} SET status = 'cancelled', ended_at = $2, updated_at = now()
         WHERE id = $1 AND status = 'requested' AND attempts = 1 AND answered_at IS NULL RETURNING *`,
        [id, now],
      );
    },
    /**
     * Reservations to send again, claimed: never answered (the charger was unreachable, or an instance died
     * while asking) since `retryBefore`, and not yet expired. Each becomes `requested` again at `now`.
     */
    claimRetries(now: Date, retryBefore: Date, limit: number): Promise<StoredReservation[]> {
      return all(
        `UPDATE ${T} SET status = 'requested', requested_at = $1, attempts = attempts + 1, updated_at = now()
         WHERE id IN (
           SELECT id FROM ${T} WHERE status IN ('requested', 'unreachable') AND requested_at < $2 AND expires_at > $1
           ORDER BY requested_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, retryBefore, limit],
      );
    },
    /**
     * The booking moved to another charger: its reservation is left behind (`moved_at`), withdrawn with a
     * CancelReservation owed when the charger may hold it, so the job reserves the new connector.
     */
    leaveForMove(bookingId: number, now: Date, m?: EntityManager): Promise<StoredReservation | null> {
      return first(
        `UPDATE ${T} SET moved_at = $2,
           cancel_state = CASE WHEN status IN ${OPEN} THEN 'pending' ELSE cancel_state END,
           ended_at = CASE WHEN status IN ${OPEN} THEN $2 ELSE ended_at END,
           status = CASE WHEN status IN ${OPEN} THEN 'cancelled' ELSE status END, updated_at = now()
         WHERE booking_id = $1 AND moved_at IS NULL RETURNING *`,
        [bookingId, now],
        m,
      );
    },
    /** The booking was cancelled: a reservation the charger may hold is withdrawn (CancelReservation owed). */
    cancelForBooking(bookingId: number, now: Date, m?: EntityManager): Promise<StoredReservation | null> {
      return first(
        `UPDATE ${T} SET status = 'cancelled', ended_at = $2, cancel_state = 'pending', cancel_requested_at = NULL,
           updated_at = now()
         WHERE booking_id = $1 AND moved_at IS NULL AND status IN ${OPEN} RETURNING *`,
        [bookingId, now],
        m,
      );
    },
    /**
     * Reservations whose grace period is over, claimed: `used` when the booking's session charged (a charger
     * that started it without naming the reservation), else `expired` with a CancelReservation owed. One
     * whose start is under way waits for the charger's answer.
     */
    expireLapsed(now: Date, limit: number): Promise<StoredReservation[]> {
      const charged = `EXISTS (SELECT 1 FROM ${SESSIONS} s WHERE s.booking_id = r.booking_id
                         AND s.status IN ('active', 'completed'))`;
      return all(
        `UPDATE ${T} r SET status = CASE WHEN ${charged} THEN 'used' ELSE 'expired' END,
           cancel_state = CASE WHEN ${charged} THEN 'none' ELSE 'pending' END,
           ended_at = $1, updated_at = now()
         WHERE r.id IN (
           SELECT id FROM ${T} x WHERE x.status IN ${OPEN} AND x.expires_at <= $1
             AND NOT EXISTS (SELECT 1 FROM ${SESSIONS} s WHERE s.booking_id = x.booking_id AND s.status = 'starting')
           ORDER BY x.expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING r.*`,
        [now, limit],
      );
    },
    /** CancelReservations owed and not tried since `retryBefore`, claimed (tried at `now`). */
    claimCancels(now: Date, retryBefore: Date, limit: number): Promise<StoredReservation[]> {
      return all(
        `UPDATE ${T} SET cancel_requested_at = $1, updated_at = now()
         WHERE id IN (
           SELECT id FROM ${T} WHERE cancel_state = 'pending'
             AND (cancel_requested_at IS NULL OR cancel_requested_at < $2)
           ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, retryBefore, limit],
      );
    },
    /** The answer to CancelReservation; `settled` false keeps it owed (tried again later). */
    recordCancel(id: number, answer: CancelAnswer, settled: boolean): Promise<StoredReservation | null> {
      return first(
        `UPDATE ${T} SET cancel_answer = $2, cancel_state = CASE WHEN $3 THEN 'sent' ELSE cancel_state END,
           updated_at = now()
         WHERE id = $1 AND cancel_state = 'pending' RETURNING *`,
        [id, answer, settled],
      );
    },
    /**
     * The charger started a transaction that ended this reservation (StartTransaction named it): `used`, even
     * when it had just been given up as expired; a CancelReservation still owed is no longer needed.
     */
    markUsed(
      id: number,
      chargePointId: string,
      now: Date,
      m: EntityManager,
    ): Promise<StoredReservation | null> {
      return first(
        `UPDATE ${T} SET status = 'used', ended_at = $3,
           cancel_state = CASE WHEN cancel_state = 'pending' THEN 'none' ELSE cancel_state END, updated_at = now()
         WHERE id = $1 AND charge_point_id = $2 AND status IN ('requested', 'accepted', 'unreachable', 'expired')
         RETURNING *`,
        [id, chargePointId, now],
        m,
      );
    },
  };
}
export type ReservationsRepository = ReturnType<typeof reservationsRepository>;
