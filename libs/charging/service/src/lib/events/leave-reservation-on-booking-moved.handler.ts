import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.bookingMoved, ChargingDeps>;

/**
 * booking.moved: the booking now holds another charger of its station (its own was out of service). Its
 * reservation on the old connector is left behind, withdrawn with a CancelReservation owed when the charger may
 * hold it (the reservations job sends it); the job then reserves the new connector like any booking about to
 * start, and the start goes to the new connector since it reads the booking.
 */
export const leaveReservationOnBookingMoved = defineConsumer(EVENTS.bookingMoved, {
  name: 'leave-reservation-on-booking-moved',
  async handle({ data, m, deps }: Input) {
    const left = await deps.reservations.leaveForMove(data.bookingId, deps.now(), m);
    if (left) {
      deps.ctx.logger.info(
        { bookingId: data.bookingId, reservationId: left.id, status: left.status },
        'reservation left behind: its booking moved to another charger',
      );
    }
  },
});
