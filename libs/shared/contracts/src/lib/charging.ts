import { Type, type Static } from '@sinclair/typebox';
import { ChargerReservation } from './charger-reservations';
import { Id, IsoDateTime, MoneyString, Nullable } from './common';

/**
 * A charging session's state: pending (not started, or a start that failed), starting (the charger was
 * asked to start and has not reported its transaction yet), active (charging), completed.
 */
export const ChargingSessionStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('starting'),
  Type.Literal('active'),
  Type.Literal('completed'),
]);
export type ChargingSessionStatus = Static<typeof ChargingSessionStatus>;

/**
 * Where a session's figures come from: `meter`, the charger's own meter over OCPP (what the driver pays);
 * `estimate`, the platform's charging curve, for a charger that is not connected to the platform.
 */
export const ChargingFigureSource = Type.Union([Type.Literal('meter'), Type.Literal('estimate')]);
export type ChargingFigureSource = Static<typeof ChargingFigureSource>;

/** How long a charger has to report the transaction it was asked to start before the start counts as failed. */
export const REMOTE_START_TIMEOUT_SECONDS = 60;

/**
 * GET /api/charging/:bookingId/status, polled every 3 s while charging and 10 s otherwise.
 * Numbers here are for display (the stored values are numeric): energy in kWh (2 decimals),
 * power in kW (2 decimals), time remaining in whole minutes; costSoFar is money, a string.
 */
export const ChargingStatus = Type.Object({
  status: ChargingSessionStatus,
  isCharging: Type.Boolean(),
  /** Progress of the booked session, 0-100. */
  percentComplete: Type.Number({ minimum: 0, maximum: 100 }),
  energyDelivered: Type.Number({ minimum: 0 }),
  timeRemaining: Type.Integer({ minimum: 0 }),
  currentPower: Type.Number({ minimum: 0 }),
  startTime: Nullable(IsoDateTime),
  /**
   * Battery state of charge, percent (integer); null when it is not known: the charger does not report the
   * car's (many AC chargers cannot), or nothing has been reported yet.
   */
  batteryPercentage: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  costSoFar: MoneyString,
  /** Where the figures come from; null before a session exists. */
  source: Nullable(ChargingFigureSource),
  /** Something the driver must know, in plain words (a start the charger did not confirm); else null. */
  notice: Nullable(Type.String()),
  /**
   * The booked connector's reservation on its charger (held shortly before the slot), when one was made;
   * absent (or null) when none was: the slot is not near yet, or no charge point serves the charger.
   */
  reservation: Type.Optional(Nullable(ChargerReservation)),
});
export type ChargingStatus = Static<typeof ChargingStatus>;

/** POST /api/charging/:bookingId/control. Answered with the new ChargingStatus. */
export const ChargingControlBody = Type.Object({
  action: Type.Union([Type.Literal('start'), Type.Literal('stop')]),
});
export type ChargingControlBody = Static<typeof ChargingControlBody>;

/** A stored charging session (docs/product.md §3); energy and power as 2-decimal strings. */
export const ChargingSession = Type.Object({
  id: Id,
  bookingId: Id,
  startTime: Nullable(IsoDateTime),
  endTime: Nullable(IsoDateTime),
  energyDelivered: MoneyString,
  status: ChargingSessionStatus,
  currentPower: MoneyString,
  batteryPercentage: Type.Integer({ minimum: 0, maximum: 100 }),
  createdAt: IsoDateTime,
});
export type ChargingSession = Static<typeof ChargingSession>;

/** GET /api/charging/sessions: how many sessions one read answers at most, and by default. */
export const CHARGING_SESSIONS_MAX_LIMIT = 50;
export const CHARGING_SESSIONS_DEFAULT_LIMIT = 10;

/** GET /api/charging/sessions?limit=1..50 (default 10). */
export const ChargingSessionsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CHARGING_SESSIONS_MAX_LIMIT,
      default: CHARGING_SESSIONS_DEFAULT_LIMIT,
    }),
  ),
});
export type ChargingSessionsQuery = Static<typeof ChargingSessionsQuery>;

/**
 * One of the signed-in driver's charging sessions in GET /api/charging/sessions: one that charged (running
 * now, or ended). A start the charger never confirmed is not a session the driver had, so it is not listed.
 * `energyDelivered` is kWh (2 decimals) and `cost` the cost of that energy (before the platform fee and GST):
 * the final figures once it has ended, the figures so far while it runs.
 */
export const ChargingSessionSummary = Type.Object({
  bookingId: Id,
  stationId: Id,
  status: Type.Union([Type.Literal('active'), Type.Literal('completed')]),
  startTime: IsoDateTime,
  /** Null while it runs. */
  endTime: Nullable(IsoDateTime),
  energyDelivered: Type.Number({ minimum: 0 }),
  cost: MoneyString,
  source: ChargingFigureSource,
});
export type ChargingSessionSummary = Static<typeof ChargingSessionSummary>;

/** GET /api/charging/sessions: the driver's own sessions, newest start first. */
export const ChargingSessionList = Type.Array(ChargingSessionSummary);
export type ChargingSessionList = Static<typeof ChargingSessionList>;

/** GET /api/charging/admin/sessions (administrators only). */
export const ADMIN_CHARGING_SESSIONS_PATH = '/api/charging/admin/sessions';

/** GET /api/charging/admin/sessions: how many sessions one read answers at most, and by default. */
export const ADMIN_CHARGING_SESSIONS_MAX_LIMIT = 500;
export const ADMIN_CHARGING_SESSIONS_DEFAULT_LIMIT = 100;

/**
 * Why a session was closed on its charger's last meter reading instead of the charger's StopTransaction
 * (docs/architecture.md §10), so the operator reviews it:
 * - `no_stop_after_grace`: the charger had not ended the transaction CHARGING_UNCONFIRMED_END_GRACE_MINUTES
 *   after the session should have stopped (booked time over, or its booking cancelled);
 * - `stop_rejected`: the charger refused RemoteStopTransaction (it does not know the transaction);
 * - `charger_unreachable`: the driver's Stop could not reach the charger (not connected, or no answer).
 */
export const SESSION_FLAG_REASONS = ['no_stop_after_grace', 'stop_rejected', 'charger_unreachable'] as const;
export const SessionFlagReason = Type.Union(SESSION_FLAG_REASONS.map((r) => Type.Literal(r)));
export type SessionFlagReason = Static<typeof SessionFlagReason>;

/** A session closed without the charger's StopTransaction: why, and when it was closed. */
export const SessionFlag = Type.Object({
  reason: SessionFlagReason,
  /** When the platform closed it (its `endTime` is the last meter reading's, which may be earlier). */
  at: IsoDateTime,
});
export type SessionFlag = Static<typeof SessionFlag>;

/**
 * GET /api/charging/admin/sessions?flagged&since&limit. `flagged=true`: only the sessions closed without the
 * charger's StopTransaction. `since`: only sessions running at or after that instant (still running, ended
 * then or later) or flagged then or later. Newest start first, at most `limit` (1..500, default 100).
 */
export const AdminChargingSessionsQuery = Type.Object(
  {
    flagged: Type.Optional(Type.Boolean()),
    since: Type.Optional(IsoDateTime),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: ADMIN_CHARGING_SESSIONS_MAX_LIMIT,
        default: ADMIN_CHARGING_SESSIONS_DEFAULT_LIMIT,
      }),
    ),
  },
  { additionalProperties: false },
);
export type AdminChargingSessionsQuery = Static<typeof AdminChargingSessionsQuery>;

/**
 * A session that charged (running or ended) as the administrators see it: where (station and charger, and
 * on a charger connected over OCPP its charge point, connector and transaction, by which the operator
 * console finds it), its figures and its flag. `cost` is the session's revenue for energy: kWh × the
 * booking's price, never above what was prepaid, before the platform fee and GST; it is not what the driver
 * paid (that is the payment's total, payments'). While the session runs it is the figure so far.
 */
export const AdminChargingSession = Type.Object({
  sessionId: Id,
  bookingId: Id,
  stationId: Id,
  /** The station's charger (0-based); null for sessions recorded before it was kept. */
  chargerIndex: Nullable(Type.Integer({ minimum: 0 })),
  /** The charge point, connector and charger transaction; null on the estimate (no charge point serves it). */
  chargePointId: Nullable(Type.String()),
  connectorId: Nullable(Type.Integer({ minimum: 0 })),
  transactionId: Nullable(Type.String()),
  status: Type.Union([Type.Literal('active'), Type.Literal('completed')]),
  source: ChargingFigureSource,
  startTime: IsoDateTime,
  endTime: Nullable(IsoDateTime),
  /** kWh, 2 decimals. */
  energyKwh: Type.Number({ minimum: 0 }),
  cost: MoneyString,
  /** Null unless it was closed without the charger's StopTransaction. */
  flag: Nullable(SessionFlag),
  /** Whole minutes its car stayed plugged in after charging finished (SuspendedEV, Finishing), so far. */
  idleMinutes: Type.Integer({ minimum: 0 }),
  /**
   * What the idle-fee rule ({@link IdleFeePolicy}) makes of those minutes; null while the fee is off. Not
   * billed yet: the settlement of the session does not include it.
   */
  idleFee: Nullable(MoneyString),
});
export type AdminChargingSession = Static<typeof AdminChargingSession>;

export const AdminChargingSessionList = Type.Array(AdminChargingSession);
export type AdminChargingSessionList = Static<typeof AdminChargingSessionList>;

/** GET /api/charging/idle-fee (signed in). */
export const IDLE_FEE_PATH = '/api/charging/idle-fee';

/**
 * The idle-fee rule, shown to drivers before they pay when it is on: a car left plugged in after charging
 * finished (the charger reports SuspendedEV or Finishing) pays `perMinute` for each idle minute after the
 * first `graceMinutes`. Off (`enabled: false`, perMinute "0.00") unless IDLE_FEE_PER_MINUTE is set.
 */
export const IdleFeePolicy = Type.Object({
  enabled: Type.Boolean(),
  perMinute: MoneyString,
  graceMinutes: Type.Integer({ minimum: 0 }),
});
export type IdleFeePolicy = Static<typeof IdleFeePolicy>;
