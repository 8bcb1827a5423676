import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { BookingsDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.chargingSessionCompleted, BookingsDeps>;

/**
 * charging.session.completed: a confirmed or active booking becomes completed with the actual cost
 * (a session can end before the started event was applied, hence confirmed too).
 */
export const completeBookingOnChargingSessionCompleted = defineConsumer(EVENTS.chargingSessionCompleted, {
  name: 'complete-booking-on-charging-session-completed',
  async handle({ data, event, m, deps }: Input) {
    const booking = await deps.bookings.lockById(data.bookingId, m);
    if (booking && (booking.status === 'confirmed' || booking.status === 'active')) {
      await deps.bookings.complete(booking.id, data.actualCost, m);
      return;
    }
    deps.ctx.logger.warn(
      { eventId: event.id, bookingId: data.bookingId, status: booking?.status ?? 'missing' },
      'charging completed for a booking that is not confirmed or active; left unchanged',
    );
  },
});
