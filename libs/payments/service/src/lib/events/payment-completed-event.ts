import { EVENTS } from '@chargesetu/shared/contracts';
import { createEvent } from '@chargesetu/shared/messaging';
import type { StoredPayment } from '../repositories/payments.repository';

/** payment.completed for a payment that went through: bookings confirms the booking on it. */
export const paymentCompletedEvent = (p: StoredPayment, correlationId?: string) =>
  createEvent(
    EVENTS.paymentCompleted,
    {
      paymentId: p.id,
      bookingId: p.bookingId,
      userId: p.userId,
      amount: p.amount,
      paymentMethod: p.paymentMethod,
    },
    correlationId,
  );
