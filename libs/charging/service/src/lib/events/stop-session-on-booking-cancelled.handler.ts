import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';
import { finishSession } from '../use-cases/finish-session';

/** Told to a driver whose start was waiting for the charger when the booking was cancelled. */
const CANCELLED_WHILE_STARTING = 'This booking was cancelled, so charging did not start.';

type Input = ConsumerInput<typeof EVENTS.bookingCancelled, ChargingDeps>;

/**
 * booking.cancelled: no session may charge for a cancelled booking. Start claims the booking (confirmed ->
 * active) before it creates a session and bookings refuses to cancel an active booking, so this is a second
 * line of defence: a session started without a claim (an older instance) is ended here (reason
 * 'cancelled'). A booking with no running session needs nothing: a later start's claim is refused.
 * On a charger connected over OCPP, a starting session fails and a running one is marked to stop for the
 * cancellation: the next run of the job sends RemoteStopTransaction and the charger's end completes it.
 */
export const stopSessionOnBookingCancelled = defineConsumer(EVENTS.bookingCancelled, {
  name: 'stop-session-on-booking-cancelled',
  async handle({ data, event, m, deps }: Input) {
    const session = await deps.sessions.lockByBooking(data.bookingId, m);
    if (session?.status === 'starting') {
      await deps.sessions.fail(session.id, CANCELLED_WHILE_STARTING, m);
      return;
    }
    if (session?.status !== 'active') return;
    if (session.charger) {
      await deps.sessions.wantStop(session.id, 'cancelled', deps.now(), m);
      deps.ctx.logger.warn({ bookingId: data.bookingId }, 'charger asked to stop: its booking was cancelled');
      return;
    }
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
