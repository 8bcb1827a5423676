import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.bookingCancelled, ChargingDeps>;

/**
 * booking.cancelled: a connector held for the booking is no longer wanted. The reservation is marked
 * `cancelled` with a CancelReservation owed; the reservations job sends it (never a call to a charger
 * inside this transaction). A reservation the charger refused or that is over needs nothing.
 */
export const cancelReservationOnBookingCancelled = defineConsumer(EVENTS.bookingCancelled, {
  name: 'cancel-reservation-on-booking-cancelled',
  async handle({ data, m, deps }: Input) {
    const withdrawn = await deps.reservations.cancelForBooking(data.bookingId, deps.now(), m);
    if (withdrawn) {
      deps.ctx.logger.info(
        { bookingId: data.bookingId, reservationId: withdrawn.id },
        'reservation withdrawn: its booking was cancelled',
      );
    }
  },
});
