import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, MoneyString, nonBlank, Nullable } from './common';
import { Address } from './stations';

/** pending (created) -> confirmed (paid) -> active (charging) -> completed; or cancelled. */
export const BookingStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('active'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
]);
export type BookingStatus = Static<typeof BookingStatus>;

/**
 * What a booking remembers of its station when it was made, so lists can show it without a call to
 * the stations service (services never join across schemas).
 */
export const BookingStationSummary = Type.Object({
  id: Id,
  name: Type.String(),
  address: Address,
});
export type BookingStationSummary = Static<typeof BookingStationSummary>;

/** Why a paid booking's charger cannot serve it (docs/product.md §4, "When the charger cannot serve your booking"). */
export const BookingAffectedReason = Type.Union([
  Type.Literal('faulted'),
  Type.Literal('unavailable'),
  Type.Literal('offline'),
  /** The charger refused to reserve the connector for the booking (ReserveNow: Occupied, Rejected, …). */
  Type.Literal('reservation_refused'),
]);
export type BookingAffectedReason = Static<typeof BookingAffectedReason>;

/** Another charger of the station with the same type and power, in service and free for the booking's slot. */
export const BookingAlternative = Type.Object({
  chargerIndex: Type.Integer({ minimum: 0 }),
  /** "Connector 3 (CCS2 60 kW)": the charger's position in the station's list, counted from 1. */
  label: Type.String(),
});
export type BookingAlternative = Static<typeof BookingAlternative>;

/**
 * A confirmed booking whose charger is out of service (Faulted, Unavailable or Offline) or refused to reserve
 * its connector while its slot is
 * within the next hour or running: what happened, since when, and where the driver may move it
 * (POST /api/bookings/:id/move); cancelling it refunds the whole payment.
 */
export const BookingAffected = Type.Object({
  reason: BookingAffectedReason,
  /** When the charger's out-of-service report took effect (or when it refused the reservation). */
  since: IsoDateTime,
  message: Type.String(),
  alternatives: Type.Array(BookingAlternative),
});
export type BookingAffected = Static<typeof BookingAffected>;

/**
 * `booking`: a 30-minute slot chosen ahead; `walk_up`: "Charge now" at the connector (docs/product.md §4), from
 * when it was made until its prepaid energy should be delivered. Both are paid, started and settled alike.
 */
export const BookingKind = Type.Union([Type.Literal('booking'), Type.Literal('walk_up')]);
export type BookingKind = Static<typeof BookingKind>;

/** A booking (docs/product.md §3). Money fields are 2-decimal strings; times are ISO instants. */
export const Booking = Type.Object({
  id: Id,
  userId: Id,
  stationId: Id,
  vehicleId: Id,
  chargerType: Type.String(),
  /** kW (integer in storage). */
  power: Type.Integer({ minimum: 1 }),
  startTime: IsoDateTime,
  endTime: IsoDateTime,
  status: BookingStatus,
  /** Optional: the bookings service always sends it (older answers were all `booking`). */
  kind: Type.Optional(BookingKind),
  pricePerKwh: MoneyString,
  estimatedCost: MoneyString,
  actualCost: Nullable(MoneyString),
  paymentId: Nullable(Id),
  createdAt: IsoDateTime,
  /** Station snapshot taken at creation (the bookings service always sends it). */
  station: Type.Optional(BookingStationSummary),
  /**
   * Until when an unpaid (pending) booking holds its charger; after it the hold is cancelled
   * automatically. null once paid or cancelled. (The bookings service always sends it.)
   */
  holdExpiresAt: Type.Optional(Nullable(IsoDateTime)),
  /**
   * When it was cancelled, by its owner or because its unpaid hold lapsed; null while it is not cancelled.
   * Optional: the bookings service always sends it, older answers did not.
   */
  cancelledAt: Type.Optional(Nullable(IsoDateTime)),
  /**
   * Set while its charger cannot serve this paid booking (computed on each read from the charger's live
   * status); null otherwise. Optional: only the driver's own reads carry it.
   */
  affected: Type.Optional(Nullable(BookingAffected)),
});
export type Booking = Static<typeof Booking>;

/**
 * GET /internal/bookings/:id (service to service, never through the gateway): the booking with its
 * station snapshot and hold deadline always present. Payments reads the owner, status, hold and
 * estimatedCost here before charging; charging reads the physical charger (`stationId` +
 * `chargerIndex`, its position in the station's chargers array) so two sessions never share one.
 */
export const InternalBooking = Type.Object({
  ...Booking.properties,
  station: BookingStationSummary,
  holdExpiresAt: Nullable(IsoDateTime),
  chargerIndex: Type.Integer({ minimum: 0 }),
});
export type InternalBooking = Static<typeof InternalBooking>;

/**
 * POST /internal/bookings/:id/charging-claim (charging to bookings): charging claims a confirmed booking
 * for the session it is about to create, moving it to active at once, so a cancel that lands afterwards
 * is refused. `claimId` names this attempt: repeating it is answered with the same claim, and only its
 * holder may release it (POST …/charging-claim/release) when the session could not be created.
 */
export const ChargingClaimBody = Type.Object({ claimId: Type.String({ format: 'uuid' }) });
export type ChargingClaimBody = Static<typeof ChargingClaimBody>;

/** The claim's outcome: `claimed` false leaves the booking as it is (its status says why). */
export const ChargingClaimResult = Type.Object({ claimed: Type.Boolean(), booking: InternalBooking });
export type ChargingClaimResult = Static<typeof ChargingClaimResult>;

/** The release's outcome: `released` false when the claim was not (or no longer) this one. */
export const ChargingClaimRelease = Type.Object({ released: Type.Boolean() });
export type ChargingClaimRelease = Static<typeof ChargingClaimRelease>;

export const BookingList = Type.Array(Booking);
export type BookingList = Static<typeof BookingList>;

/**
 * POST /api/bookings (docs/product.md §7). The client also sends pricePerKwh, estimatedCost and status:
 * they are accepted and ignored, because the server takes the price from the station, computes the
 * cost itself and always creates a pending booking. startTime must be a slot of the station's
 * grid; endTime must be startTime + 30 minutes.
 */
export const CreateBookingBody = Type.Object({
  stationId: Id,
  vehicleId: Id,
  chargerType: nonBlank(50),
  power: Type.Integer({ minimum: 1, maximum: 1000 }),
  startTime: IsoDateTime,
  endTime: IsoDateTime,
  // Sent by the client, never trusted (the server computes them): bounded so they cost nothing to carry.
  pricePerKwh: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Number()])),
  estimatedCost: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Number()])),
  status: Type.Optional(Type.String({ maxLength: 50 })),
});
export type CreateBookingBody = Static<typeof CreateBookingBody>;

/**
 * POST /api/bookings/:id/cancel: an optional note from the user, kept with the booking. The
 * booking.cancelled event says reason 'user' (or 'expired' for a lapsed hold), never the free text.
 */
export const CancelBookingBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CancelBookingBody = Static<typeof CancelBookingBody>;

/**
 * POST /api/bookings/:id/move: an affected booking (see {@link BookingAffected}) moves, same slot, to another
 * charger of its station, one of its `alternatives`.
 */
export const MoveBookingBody = Type.Object({
  chargerIndex: Type.Integer({ minimum: 0, maximum: 999 }),
});
export type MoveBookingBody = Static<typeof MoveBookingBody>;

/**
 * GET /api/bookings/policy: what the driver is told before paying (docs/product.md §4, "Reservation on the
 * charger and the no-show rule"), from the bookings service's configuration.
 */
export const BookingPolicy = Type.Object({
  /** Share of the payment (0..100 %) refunded to the wallet when a paid slot ends without charging starting. */
  noShowRefundPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Minutes after the slot's start that a connector reserved on its charger stays held for the driver. */
  reservationGraceMinutes: Type.Integer({ minimum: 1 }),
});
export type BookingPolicy = Static<typeof BookingPolicy>;
