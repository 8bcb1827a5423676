import { Type, type Static } from '@sinclair/typebox';
import { DateYmd, Id, IsoDateTime, Nullable } from './common';

/**
 * The query of the admin analytics reads (GET /api/bookings/analytics, GET /api/charging/analytics): an
 * IST date range, both ends included, at most 92 days. Without `from` and `to` it is the last 30 days up
 * to today (IST).
 */
export const AnalyticsQuery = Type.Object(
  { from: Type.Optional(DateYmd), to: Type.Optional(DateYmd) },
  { additionalProperties: false },
);
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

const Count = Type.Integer({ minimum: 0 });

/**
 * Bookings and utilisation over the range. A booking counts unless it was cancelled (a pending hold
 * holds its charger too). Utilisation = booked charger-minutes / available charger-minutes, where
 * available = the station's chargers × its open minutes (its operating hours, IST) in the range; null
 * when nothing was available (closed all along) or the hours cannot be read.
 */
const AnalyticsFigures = {
  bookings: Count,
  /** Charger-minutes held by those bookings (within the hour, for the per-hour rows). */
  bookedMinutes: Count,
  /** Charger-minutes open in the range; null when a station's hours or chargers are unknown. */
  availableMinutes: Nullable(Count),
  /** bookedMinutes / availableMinutes, 0–1 (4 decimals); null when it cannot be computed. */
  utilisation: Nullable(Type.Number({ minimum: 0 })),
};

export const BookingsAnalytics = Type.Object({
  from: DateYmd,
  to: DateYmd,
  /** 24 rows, hour 0 to 23 of the IST day, every station together; bookings by the hour their slot starts. */
  byHour: Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), ...AnalyticsFigures })),
  /** Every station with at least one booking in the range, most booked first. */
  byStation: Type.Array(Type.Object({ stationId: Id, stationName: Type.String(), ...AnalyticsFigures })),
  generatedAt: IsoDateTime,
});
export type BookingsAnalytics = Static<typeof BookingsAnalytics>;

const Kwh = Type.Number({ minimum: 0 });

/** Where the session-time buckets start, in minutes: under 15, 15–30, 30–45, 45–60, 60 or more. */
export const SESSION_TIME_EDGES_MINUTES = [15, 30, 45, 60] as const;

/**
 * Completed charging sessions by how long they charged, start to end. Minutes are charging minutes: the
 * clock's, times the session's time scale (1 outside demos, where charging may run faster than the clock).
 */
export const SessionTime = Type.Object({
  sessions: Count,
  /** Mean minutes, one decimal; null when no session completed in the range. */
  averageMinutes: Nullable(Type.Number({ minimum: 0 })),
  /** One bucket per {@link SESSION_TIME_EDGES_MINUTES} interval, shortest first, empty ones included. */
  buckets: Type.Array(
    Type.Object({
      /** Minutes, included. */
      fromMinutes: Count,
      /** Minutes, excluded; null for the last, open-ended bucket. */
      toMinutes: Nullable(Count),
      sessions: Count,
    }),
  ),
});
export type SessionTime = Static<typeof SessionTime>;

/**
 * GET /api/charging/analytics (administrators only): energy delivered over the range, by completed
 * charging sessions (the meter's figure, or the charging curve's where no charger reports), per station
 * and per IST hour of day the session started; and how long those sessions charged.
 */
export const EnergyAnalytics = Type.Object({
  from: DateYmd,
  to: DateYmd,
  /** 24 rows, hour 0 to 23 of the IST day. */
  byHour: Type.Array(
    Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), sessions: Count, energyKwh: Kwh }),
  ),
  /** Every station with at least one completed session in the range. */
  byStation: Type.Array(Type.Object({ stationId: Id, sessions: Count, energyKwh: Kwh })),
  /** The same completed sessions by how long they charged. */
  sessionTime: SessionTime,
  generatedAt: IsoDateTime,
});
export type EnergyAnalytics = Static<typeof EnergyAnalytics>;
