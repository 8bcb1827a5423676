import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';
import { finishSession } from '../use-cases/finish-session';

type Input = ConsumerInput<typeof EVENTS.bookingCancelled, ChargingDeps>;

/**
 * booking.cancelled: no session may charge for a cancelled booking. Start claims the booking (confirmed ->
 * active) before it creates a session and bookings refuses to cancel an active booking, so this is a second
 * line of defence: a session started without a claim (an older instance) is ended here (reason
 * 'cancelled'). A booking with no running session needs nothing: a later start's claim is refused.
 */
export const stopSessionOnBookingCancelled = defineConsumer(EVENTS.bookingCancelled, {
  name: 'stop-session-on-booking-cancelled',
  async handle({ data, event, m, deps }: Input) {
    const session = await deps.sessions.lockByBooking(data.bookingId, m);
    if (session?.status !== 'active') return;
    const ending = { at: deps.now(), reason: 'cancelled', correlationId: event.correlationId } as const;
    const ended = await finishSession(deps.sessions, session, ending, m);
    if (ended) {
      deps.ctx.logger.warn(
        { bookingId: data.bookingId },
        'charging session ended: its booking was cancelled',
      );
    }
  },
});
