import { EVENTS } from '@chargesetu/shared/contracts';
import { handleOnce } from '@chargesetu/shared/messaging';
import type { EventConsumer } from '@chargesetu/shared/runtime';
import { bookingsRepository } from '../repositories/bookings.repository';
import { payloadOf } from './valid-event';

/**
 * charging.session.started: the booking is active. Charging claims it (confirmed -> active) before it
 * creates the session, so it normally is already; a confirmed one (a session started without a claim,
 * by an instance older than the claim) becomes active here. Anything else is left as it is.
 */
export const activateBookingOnChargingSessionStarted: EventConsumer = {
  events: [EVENTS.chargingSessionStarted],
  async handle(event, ctx) {
    const started = payloadOf(event, EVENTS.chargingSessionStarted);
    const bookings = bookingsRepository(ctx.dataSource);
    await handleOnce(ctx.dataSource, 'bookings', event, async (m) => {
      const booking = await bookings.findById(started.bookingId, m, true);
      if (booking?.status === 'active') return; // claimed by charging before the session was created
      if (booking?.status === 'confirmed') {
        await bookings.setStatus(booking.id, 'active', m);
        return;
      }
      ctx.logger.warn(
        { eventId: event.id, bookingId: started.bookingId, status: booking?.status ?? 'missing' },
        'charging started for a booking that is not confirmed; left unchanged',
      );
    });
  },
};
