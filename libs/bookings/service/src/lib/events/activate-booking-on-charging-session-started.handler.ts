import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { BookingsDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.chargingSessionStarted, BookingsDeps>;

/**
 * charging.session.started: the booking is active. Charging claims it (confirmed -> active) before it
 * creates the session, so it normally is already; a confirmed one (a session started without a claim,
 * by an instance older than the claim) becomes active here. Anything else is left as it is.
 */
export const activateBookingOnChargingSessionStarted = defineConsumer(EVENTS.chargingSessionStarted, {
  name: 'activate-booking-on-charging-session-started',
  async handle({ data, event, m, deps }: Input) {
    const booking = await deps.bookings.lockById(data.bookingId, m);
    if (booking?.status === 'active') return; // claimed by charging before the session was created
    if (booking?.status === 'confirmed') {
      await deps.bookings.activate(booking.id, m);
      return;
    }
    deps.ctx.logger.warn(
      { eventId: event.id, bookingId: data.bookingId, status: booking?.status ?? 'missing' },
      'charging started for a booking that is not confirmed; left unchanged',
    );
  },
});
