import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import type { ChargingDeps } from '../deps';
import { bookingNotFound, MESSAGES, refused } from '../rules/messages';
import { statusOf } from '../rules/session-status';
import { finishSession } from './finish-session';
import type { ControlInput } from './start-charging';
import { stopOnCharger } from './stop-on-charger';

/**
 * Action stop. On a charger connected over OCPP the charger is asked to stop (stopOnCharger). On the
 * estimate: the owner's running session ends now, with the energy delivered so far, and
 * charging.session.completed goes out in the same transaction. A session that already ended (stopped,
 * or by itself: full or booked time over) is a Conflict naming how; one that reached its natural end but
 * was not yet recorded as ended is recorded now (at that end, not now) and answered the same way.
 */
export async function stopCharging(deps: ChargingDeps, input: ControlInput): Promise<ChargingStatus> {
  const now = deps.now();
  const existing = await deps.sessions.findByBooking(input.bookingId);
  if (!existing) {
    const booking = await deps.bookings.booking(input.bookingId, input.requestId);
    if (!booking || booking.userId !== input.userId) throw bookingNotFound(input.bookingId);
    throw refused(MESSAGES.notStarted);
  }
  if (existing.userId !== input.userId) throw bookingNotFound(input.bookingId);
  if (existing.charger) return stopOnCharger(deps, existing, input.requestId);

  const outcome = await withTransaction(deps.ctx.dataSource, async (m) => {
    const session = await deps.sessions.lockByBooking(input.bookingId, m);
    if (!session || session.status !== 'active') return { done: null, endedAs: session?.endReason ?? null };
    const ending = { at: now, reason: 'stopped', correlationId: input.requestId } as const;
    const done = await finishSession(deps.sessions, session, ending, m);
    return { done, endedAs: done?.endReason ?? null };
  });
  if (outcome.done) deps.ctx.relay.notify();
  // Ended before this stop (by the user, or by itself: then recorded just now, at its natural end).
  if (!outcome.done || outcome.endedAs !== 'stopped') throw refused(MESSAGES.ended(outcome.endedAs));
  deps.ctx.logger.info({ bookingId: input.bookingId, sessionId: outcome.done.id }, 'charging stopped');
  return statusOf(outcome.done, now);
}
