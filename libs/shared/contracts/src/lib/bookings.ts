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
