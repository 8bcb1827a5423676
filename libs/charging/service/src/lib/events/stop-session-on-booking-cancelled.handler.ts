import { EVENTS, isValidEvent, registerFormats } from '@chargesetu/shared/contracts';
import { handleOnce } from '@chargesetu/shared/messaging';
import type { EventConsumer } from '@chargesetu/shared/runtime';
import { sessionsRepository } from '../repositories/sessions.repository';
import { finishSession } from '../use-cases/finish-session';

export const STOP_ON_CANCEL_CONSUMER = 'charging.stop-session-on-booking-cancelled';

/**
 * booking.cancelled: no session may charge for a cancelled booking. Start claims the booking (confirmed ->
 * active) before it creates a session and bookings refuses to cancel an active booking, so this is a second
 * line of defence: a session started without a claim (an older instance) is ended here (reason
 * 'cancelled'). A booking with no running session needs nothing: a later start's claim is refused.
 */
export const stopSessionOnBookingCancelled: EventConsumer = {
  events: [EVENTS.bookingCancelled],
  async handle(event, ctx) {
    registerFormats();
    // A malformed message throws: the bus retries it, then parks it in the dead-letter queue.
    if (!isValidEvent(event, EVENTS.bookingCancelled)) {
      throw new Error(`booking.cancelled ${event.id} does not match the v1 contract`);
    }
    const sessions = sessionsRepository(ctx.dataSource);
    let ended = false;
    await handleOnce(ctx.dataSource, STOP_ON_CANCEL_CONSUMER, event, async (m) => {
      const row = await sessions.findByBooking(event.data.bookingId, m, true);
      if (row?.status !== 'active') return;
      ended = !!(await finishSession(sessions, m, row, new Date(), 'cancelled', event.correlationId));
    });
    if (ended) {
      ctx.relay.notify();
      ctx.logger.warn(
        { bookingId: event.data.bookingId },
        'charging session ended: its booking was cancelled',
      );
    }
  },
};
