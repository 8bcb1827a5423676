import { Type, type Static } from '@sinclair/typebox';
import { Id, MoneyString } from '../common';
import { PaymentMethod } from '../payments';
import { EVENTS } from './envelope';

/**
 * payment.completed v1, from payments to bookings: the booking is paid, so bookings moves it
 * pending -> confirmed and stores paymentId. (The "booking paid" event.)
 */
export const PaymentCompletedV1 = Type.Object({
  paymentId: Id,
  bookingId: Id,
  userId: Id,
  /** Amount paid, 2-decimal string. */
  amount: MoneyString,
  paymentMethod: PaymentMethod,
});
export type PaymentCompletedV1 = Static<typeof PaymentCompletedV1>;

export const PAYMENT_COMPLETED_V1 = {
  type: EVENTS.paymentCompleted,
  version: 1,
  payload: PaymentCompletedV1,
} as const;
