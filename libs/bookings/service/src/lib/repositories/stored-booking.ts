import type { BookingKind, BookingStationSummary, BookingStatus } from '@chargesetu/shared/contracts';

/**
 * Why a booking was cancelled, as booking.cancelled says it: by its owner, because the hold lapsed, or by its
 * owner because its charger was out of service (docs/product.md §4).
 */
export type CancelReason = 'user' | 'expired' | 'out_of_service';

/**
 * A booking as the repository answers it. Money is 2-decimal strings, instants are Dates. Beyond what
 * the API shows it keeps what was paid (for the refund on a late cancel), why it was cancelled and
 * the charging service's claim on it.
 */
export interface StoredBooking {
  id: number;
  userId: number;
  stationId: number;
  vehicleId: number;
  chargerType: string;
  /** kW. */
  power: number;
  /** The physical charger: its index in the station's chargers array. */
  chargerIndex: number;
  startTime: Date;
  endTime: Date;
  status: BookingStatus;
  /** A slot booked ahead, or a walk-up ("Charge now") starting when it was made. */
  kind: BookingKind;
  pricePerKwh: string;
  estimatedCost: string;
  actualCost: string | null;
  paymentId: number | null;
  /** What payment.completed said was paid; carried into booking.cancelled so payments can refund. */
  amountPaid: string | null;
  /** Until when an unpaid booking holds its charger; null once paid or cancelled. */
  holdExpiresAt: Date | null;
  /** The station when the booking was made. */
  station: BookingStationSummary;
  cancelReason: CancelReason | null;
  /** When it was cancelled (by its owner or because its hold lapsed); null while it is not. */
  cancelledAt: Date | null;
  /** The charging start attempt that moved the booking to active (null otherwise). */
  chargingClaim: string | null;
  chargingClaimedAt: Date | null;
  createdAt: Date;
}

/** A pending booking to insert: who, where, which charger, when, its trusted price and hold. */
export type NewBooking = Pick<
  StoredBooking,
  | 'userId'
  | 'stationId'
  | 'vehicleId'
  | 'chargerType'
  | 'power'
  | 'chargerIndex'
  | 'startTime'
  | 'endTime'
  | 'pricePerKwh'
  | 'estimatedCost'
  | 'station'
> & { holdExpiresAt: Date; kind?: BookingKind };

/** A charger's booked interval, for availability. */
export interface TakenInterval {
  chargerIndex: number;
  start: Date;
  end: Date;
}
