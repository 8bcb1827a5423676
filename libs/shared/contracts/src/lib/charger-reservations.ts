import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, Nullable } from './common';

/**
 * A booked connector held on its charger (OCPP 1.6 ReserveNow), owned by the charging service
 * (docs/architecture.md §10):
 *
 * - `requested`: ReserveNow is on its way to the charger;
 * - `accepted`: the charger holds the connector for the driver's idTag until `expiresAt`;
 * - `refused`: the charger answered Faulted, Occupied, Unavailable or Rejected (`refusal` says which);
 * - `unreachable`: the charger could not be asked (offline, no proper answer); asked again until the expiry;
 * - `cancelled`: the booking was cancelled, so the reservation was withdrawn (CancelReservation);
 * - `expired`: the driver had not started by `expiresAt` (the no-show rule, docs/product.md §4);
 * - `used`: the driver's charging started on the reserved connector.
 */
export const CHARGER_RESERVATION_STATUSES = [
  'requested',
  'accepted',
  'refused',
  'unreachable',
  'cancelled',
  'expired',
  'used',
] as const;
export const ChargerReservationStatus = Type.Union(CHARGER_RESERVATION_STATUSES.map((s) => Type.Literal(s)));
export type ChargerReservationStatus = Static<typeof ChargerReservationStatus>;

/** The charger's answers to ReserveNow that are not a reservation (OCPP 1.6 §7.40). */
export const RESERVATION_REFUSALS = ['Faulted', 'Occupied', 'Rejected', 'Unavailable'] as const;
export const ReservationRefusal = Type.Union(RESERVATION_REFUSALS.map((s) => Type.Literal(s)));
export type ReservationRefusal = Static<typeof ReservationRefusal>;

/** The reservation of a booking's connector, as the driver's charging status shows it. */
export const ChargerReservation = Type.Object({
  status: ChargerReservationStatus,
  /** The connector of the charge point that is held (never 0: a reservation is always for one connector). */
  connectorId: Type.Integer({ minimum: 1 }),
  /** When the charger lets the reservation go: the slot's start plus the grace period. */
  expiresAt: IsoDateTime,
  /** What the charger answered when it refused; null otherwise. */
  refusal: Nullable(ReservationRefusal),
  /** What the driver should know, in plain words (a refusal, a lapsed reservation); null when nothing. */
  message: Nullable(Type.String()),
});
export type ChargerReservation = Static<typeof ChargerReservation>;

/**
 * GET /internal/bookings/starting?from=&to=&limit= (charging to bookings): the confirmed (paid, not yet
 * charging) bookings whose slot starts in [from, to), soonest first, at most `limit` (default 200). Charging
 * reserves their connectors on the chargers shortly before the slot.
 */
export const StartingBookingsQuery = Type.Object({
  from: IsoDateTime,
  to: IsoDateTime,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 200 })),
});
export type StartingBookingsQuery = Static<typeof StartingBookingsQuery>;

/** One booking in that list: whose it is, which physical charger, when. */
export const StartingBooking = Type.Object({
  id: Id,
  userId: Id,
  stationId: Id,
  /** The physical charger: its index in the station's chargers array. */
  chargerIndex: Type.Integer({ minimum: 0 }),
  startTime: IsoDateTime,
  endTime: IsoDateTime,
});
export type StartingBooking = Static<typeof StartingBooking>;

export const StartingBookingList = Type.Array(StartingBooking);
export type StartingBookingList = Static<typeof StartingBookingList>;
