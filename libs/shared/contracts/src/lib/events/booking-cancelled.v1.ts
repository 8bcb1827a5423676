import { Type, type Static } from '@sinclair/typebox';
import { Id, MoneyString, Nullable } from '../common';
import { EVENTS } from './envelope';

/**
 * booking.cancelled v1, from bookings to payments (refund the amount paid to the wallet) and
 * charging (no session may start). paymentId and amountPaid are null for an unpaid booking. `reason` is
 * 'user', 'expired' (a lapsed hold) or 'out_of_service' (the driver cancelled a booking its charger could
 * not serve: the whole payment is refunded, as for any cancellation, even once its slot has started).
 */
export const BookingCancelledV1 = Type.Object({
  bookingId: Id,
  userId: Id,
  paymentId: Nullable(Id),
  amountPaid: Nullable(MoneyString),
  reason: Type.String(),
});
export type BookingCancelledV1 = Static<typeof BookingCancelledV1>;

export const BOOKING_CANCELLED_V1 = {
  type: EVENTS.bookingCancelled,
  version: 1,
  payload: BookingCancelledV1,
} as const;
