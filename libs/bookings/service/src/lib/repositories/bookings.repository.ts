import type { BookingKind, BookingStationSummary, BookingStatus } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import { toMoneyString } from '@chargesetu/shared/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { CancelReason, NewBooking, StoredBooking, TakenInterval } from './stored-booking';

const T = `"bookings"."bookings"`;

/** A bookings row as the driver returns it (numeric columns may arrive as strings). */
interface BookingRow {
  id: number;
  user_id: number;
  station_id: number;
  vehicle_id: number;
  charger_type: string;
  power: number;
  charger_index: number;
  start_time: Date | string;
  end_time: Date | string;
  status: BookingStatus;
  kind: BookingKind;
  price_per_kwh: string | number;
  estimated_cost: string | number;
  actual_cost: string | number | null;
  payment_id: number | null;
  amount_paid: string | number | null;
  hold_expires_at: Date | string | null;
  station_snapshot: BookingStationSummary;
  cancel_reason: CancelReason | null;
  cancelled_at: Date | string | null;
  charging_claim: string | null;
  charging_claimed_at: Date | string | null;
  created_at: Date | string;
}

const date = (value: Date | string) => new Date(value);
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));
const moneyOrNull = (value: string | number | null) => (value === null ? null : toMoneyString(value));

function toBooking(r: BookingRow): StoredBooking {
  return {
    id: r.id,
    userId: r.user_id,
    stationId: r.station_id,
    vehicleId: r.vehicle_id,
    chargerType: r.charger_type,
    power: r.power,
    chargerIndex: r.charger_index,
    startTime: date(r.start_time),
    endTime: date(r.end_time),
    status: r.status,
    kind: r.kind,
    pricePerKwh: toMoneyString(r.price_per_kwh),
    estimatedCost: toMoneyString(r.estimated_cost),
    actualCost: moneyOrNull(r.actual_cost),
    paymentId: r.payment_id,
    amountPaid: moneyOrNull(r.amount_paid),
    holdExpiresAt: dateOrNull(r.hold_expires_at),
    station: r.station_snapshot,
    cancelReason: r.cancel_reason,
    cancelledAt: dateOrNull(r.cancelled_at),
    chargingClaim: r.charging_claim,
    chargingClaimedAt: dateOrNull(r.charging_claimed_at),
    createdAt: date(r.created_at),
  };
}

// A pending booking whose hold has lapsed no longer counts as holding its charger: the next create
// on that station sweeps it first (see expireHolds), so reads treat it as free already.
const HOLDS_CHARGER = `(status IN ('confirmed', 'active') OR (status = 'pending' AND hold_expires_at > $NOW))`;
const holding = (nowParam: string) => HOLDS_CHARGER.replace('$NOW', nowParam);
// Held at an instant: its slot covers it, or charging already runs on it (a session may start before
// its slot, see CHARGING_EARLY_START_MINUTES; the charger is in use from then on).
const holdingAt = (at: string) =>
  `end_time > ${at} AND (start_time <= ${at} OR status = 'active') AND ${holding(at)}`;

/** Bookings in the `bookings` schema. The transaction, when a method takes one, is its last parameter. */
export function bookingsRepository(ds: DataSource) {
  const rows = async <R>(sql: string, params: unknown[], m: EntityManager = ds.manager): Promise<R[]> =>
    rowsOf<R>(await m.query(sql, params));
  const all = async (sql: string, params: unknown[], m?: EntityManager) =>
    (await rows<BookingRow>(sql, params, m)).map(toBooking);
  const first = async (sql: string, params: unknown[], m?: EntityManager) =>
    (await all(sql, params, m))[0] ?? null;

  return {
    /** Inserts a pending booking; the exclusion constraint refuses it (23P01) when the charger is taken. */
    insert(b: NewBooking, m?: EntityManager): Promise<StoredBooking | null> {
      return first(
        `INSERT INTO ${T} (user_id, station_id, vehicle_id, charger_type, power, charger_index, start_time,
           end_time, status, price_per_kwh, estimated_cost, hold_expires_at, station_snapshot, kind)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12, $13) RETURNING *`,
        [
          b.userId,
          b.stationId,
          b.vehicleId,
          b.chargerType,
          b.power,
          b.chargerIndex,
          b.startTime,
          b.endTime,
          b.pricePerKwh,
          b.estimatedCost,
          b.holdExpiresAt,
          JSON.stringify(b.station),
          b.kind ?? 'booking',
        ],
        m,
      );
    },
    /**
     * The first booking that holds one charger from `now` on (covering now, or the next to start), or null:
     * what a walk-up on that charger must leave room for.
     */
    async firstHoldOn(
      stationId: number,
      chargerIndex: number,
      now: Date,
      m?: EntityManager,
    ): Promise<{ startTime: Date; inUse: boolean } | null> {
      const [row] = await rows<{ start_time: Date | string; status: BookingStatus }>(
        `SELECT start_time, status FROM ${T}
         WHERE station_id = $1 AND charger_index = $2 AND end_time > $3 AND ${holding('$3')}
         ORDER BY start_time, id LIMIT 1`,
        [stationId, chargerIndex, now],
        m,
      );
      if (!row) return null;
      const startTime = date(row.start_time);
      return { startTime, inUse: startTime <= now || row.status === 'active' };
    },
    findById(id: number, m?: EntityManager): Promise<StoredBooking | null> {
      return first(`SELECT * FROM ${T} WHERE id = $1`, [id], m);
    },
    /** The booking, its row locked until the transaction ends (null when there is none). */
    lockById(id: number, m: EntityManager): Promise<StoredBooking | null> {
      return first(`SELECT * FROM ${T} WHERE id = $1 FOR UPDATE`, [id], m);
    },
    listForUser(userId: number): Promise<StoredBooking[]> {
      return all(`SELECT * FROM ${T} WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId]);
    },
    async countLiveHolds(userId: number, now: Date, m?: EntityManager): Promise<number> {
      const [row] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${T} WHERE user_id = $1 AND status = 'pending' AND hold_expires_at > $2`,
        [userId, now],
        m,
      );
      return row.n;
    },
    /** Bookings active now: a booking is active from charging.session.started until it completes. */
    async countActive(): Promise<number> {
      const [row] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${T} WHERE status = 'active'`,
        [],
      );
      return row.n;
    },
    /** Intervals that hold a charger of the station and overlap [from, to). */
    async taken(
      stationId: number,
      from: Date,
      to: Date,
      now: Date,
      m?: EntityManager,
    ): Promise<TakenInterval[]> {
      const taken = await rows<{ charger_index: number; start_time: Date | string; end_time: Date | string }>(
        `SELECT charger_index, start_time, end_time FROM ${T}
         WHERE station_id = $1 AND start_time < $3 AND end_time > $2 AND ${holding('$4')}`,
        [stationId, from, to, now],
        m,
      );
      return taken.map((r) => ({
        chargerIndex: r.charger_index,
        start: date(r.start_time),
        end: date(r.end_time),
      }));
    },
    /**
     * The chargers (indexes) held at `now`, per station (stations with none are absent): of every
     * station, or of the stations given.
     */
    async heldNow(now: Date, stationIds?: readonly number[]): Promise<Map<number, Set<number>>> {
      const held = await rows<{ station_id: number; charger_index: number }>(
        `SELECT DISTINCT station_id, charger_index FROM ${T}
         WHERE ${holdingAt('$1')}
         ${stationIds ? `AND station_id = ANY(string_to_array($2, ',')::int[])` : ''}`,
        stationIds ? [now, stationIds.join(',')] : [now],
      );
      const byStation = new Map<number, Set<number>>();
      for (const r of held) {
        const indexes = byStation.get(r.station_id) ?? new Set<number>();
        indexes.add(r.charger_index);
        byStation.set(r.station_id, indexes);
      }
      return byStation;
    },
    /**
     * Cancels lapsed holds (at most `limit`; several instances never take the same row), all of them
     * or only those on a station or of a vehicle (either matches).
     */
    expireDue(
      now: Date,
      limit: number,
      scope: { stationId?: number; vehicleId?: number },
      m: EntityManager,
    ): Promise<StoredBooking[]> {
      const scoped = scope.stationId !== undefined || scope.vehicleId !== undefined;
      return all(
        `UPDATE ${T} SET status = 'cancelled', cancel_reason = 'expired', cancelled_at = $1,
           hold_expires_at = NULL, updated_at = now()
         WHERE id IN (SELECT id FROM ${T} WHERE status = 'pending' AND hold_expires_at <= $1
           ${scoped ? 'AND (station_id = $3 OR vehicle_id = $4)' : ''}
           ORDER BY hold_expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        scoped ? [now, limit, scope.stationId ?? null, scope.vehicleId ?? null] : [now, limit],
        m,
      );
    },
    /** pending or confirmed -> cancelled by its owner (null when it is neither). */
    /** The owner's cancel: 'user', or 'out_of_service' for a booking its charger could not serve. */
    cancel(
      id: number,
      note: string | null,
      now: Date,
      m: EntityManager,
      reason: Extract<CancelReason, 'user' | 'out_of_service'> = 'user',
    ): Promise<StoredBooking | null> {
      return first(
        `UPDATE ${T} SET status = 'cancelled', cancel_reason = $4, cancel_note = $2, cancelled_at = $3,
           hold_expires_at = NULL, updated_at = now()
         WHERE id = $1 AND status IN ('pending', 'confirmed') RETURNING *`,
        [id, note, now, reason],
        m,
      );
    },
    /**
     * A confirmed booking moves to another charger of its station, same slot; the exclusion constraint refuses
     * it (23P01) when that charger is taken. null when the booking is no longer confirmed.
     */
    moveToCharger(id: number, chargerIndex: number, m: EntityManager): Promise<StoredBooking | null> {
      return first(
        `UPDATE ${T} SET charger_index = $2, updated_at = now() WHERE id = $1 AND status = 'confirmed' RETURNING *`,
        [id, chargerIndex],
        m,
      );
    },
    /**
     * confirmed -> active for the charging start attempt `claim`, or null when the booking is not
     * claimable. One UPDATE that waits for the row, like cancel's, so of a concurrent claim and cancel
     * exactly one finds the booking confirmed. The same attempt again gets its claim back; another
     * attempt may take over an active claim only once it is older than `staleBefore` (its session was
     * never created: charging asks only when it has no session for the booking).
     */
    claimForCharging(id: number, claim: string, now: Date, staleBefore: Date): Promise<StoredBooking | null> {
      return first(
        `UPDATE ${T} SET status = 'active', charging_claim = $2, charging_claimed_at = $3, updated_at = now()
         WHERE id = $1 AND (status = 'confirmed' OR (status = 'active' AND charging_claim IS NOT NULL
           AND (charging_claim = $2 OR charging_claimed_at <= $4)))
         RETURNING *`,
        [id, claim, now, staleBefore],
      );
    },
    /** active -> confirmed, only for the attempt that holds the claim (its session could not be created). */
    releaseChargingClaim(id: number, claim: string): Promise<StoredBooking | null> {
      return first(
        `UPDATE ${T} SET status = 'confirmed', charging_claim = NULL, charging_claimed_at = NULL,
           updated_at = now()
         WHERE id = $1 AND status = 'active' AND charging_claim = $2 RETURNING *`,
        [id, claim],
      );
    },
    /** Records a payment: a pending booking becomes confirmed; a cancelled one only remembers it. */
    recordPayment(
      id: number,
      paymentId: number,
      amount: string,
      m: EntityManager,
    ): Promise<StoredBooking | null> {
      return first(
        `UPDATE ${T} SET payment_id = $2, amount_paid = $3, updated_at = now(),
           status = CASE WHEN status = 'pending' THEN 'confirmed' ELSE status END,
           hold_expires_at = NULL
         WHERE id = $1 RETURNING *`,
        [id, paymentId, amount],
        m,
      );
    },
    /** -> active (charging started on it). */
    activate(id: number, m: EntityManager): Promise<StoredBooking | null> {
      return first(
        `UPDATE ${T} SET status = 'active', updated_at = now() WHERE id = $1 RETURNING *`,
        [id],
        m,
      );
    },
    /** -> completed, with what the energy delivered cost. */
    complete(id: number, actualCost: string, m: EntityManager): Promise<StoredBooking | null> {
      return first(
        `UPDATE ${T} SET status = 'completed', actual_cost = $2, updated_at = now() WHERE id = $1 RETURNING *`,
        [id, actualCost],
        m,
      );
    },
  };
}
export type BookingsRepository = ReturnType<typeof bookingsRepository>;
