import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, MoneyString } from '../common';
import { EVENTS } from './envelope';

/**
 * booking.no-show v1, from bookings to payments: a paid booking's slot ended without charging ever starting on
 * it (the no-show rule, docs/product.md §4). Published once per booking. `refundPercent` is the share of the
 * payment that goes back to the wallet (NO_SHOW_REFUND_PERCENT as it stood when the booking was paid, 0..100);
 * payments refunds it once (ledger reason `no_show`).
 */
export const BookingNoShowV1 = Type.Object({
  bookingId: Id,
  userId: Id,
  paymentId: Id,
  amountPaid: MoneyString,
  refundPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The end of the slot that went unused. */
  slotEnd: IsoDateTime,
});
export type BookingNoShowV1 = Static<typeof BookingNoShowV1>;

export const BOOKING_NO_SHOW_V1 = {
  type: EVENTS.bookingNoShow,
  version: 1,
  payload: BookingNoShowV1,
} as const;
