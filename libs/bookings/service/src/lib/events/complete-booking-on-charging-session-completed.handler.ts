import { EVENTS } from '@chargesetu/shared/contracts';
import { handleOnce } from '@chargesetu/shared/messaging';
import type { EventConsumer } from '@chargesetu/shared/runtime';
import { bookingsRepository } from '../repositories/bookings.repository';
import { payloadOf } from './valid-event';

/**
 * charging.session.completed: a confirmed or active booking becomes completed with the actual cost
 * (a session can end before the started event was applied, hence confirmed too).
 */
export const completeBookingOnChargingSessionCompleted: EventConsumer = {
  events: [EVENTS.chargingSessionCompleted],
  async handle(event, ctx) {
    const done = payloadOf(event, EVENTS.chargingSessionCompleted);
    const bookings = bookingsRepository(ctx.dataSource);
    await handleOnce(ctx.dataSource, 'bookings', event, async (m) => {
      const booking = await bookings.findById(done.bookingId, m, true);
      if (booking && (booking.status === 'confirmed' || booking.status === 'active')) {
        await bookings.setStatus(booking.id, 'completed', m, done.actualCost);
        return;
      }
      ctx.logger.warn(
        { eventId: event.id, bookingId: done.bookingId, status: booking?.status ?? 'missing' },
        'charging completed for a booking that is not confirmed or active; left unchanged',
      );
    });
  },
};
