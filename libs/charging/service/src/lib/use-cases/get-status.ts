import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import type { ChargingDeps } from '../deps';
import type { StoredSession } from '../repositories/stored-session';
import { bookingNotFound } from '../rules/messages';
import { reservationView } from '../rules/reservation-rules';
import { isDue, notStartedStatus, statusOf } from '../rules/session-status';
import { finishSession } from './finish-session';

export interface StatusInput {
  bookingId: number;
  userId: number;
  requestId?: string;
}

/**
 * The charging status of a booking, for its owner (anyone else: NotFound, as for a missing booking). A
 * running session costs one indexed read of our own table; one that has reached its natural end is
 * completed here, once, if the job has not done it yet. The booked connector's reservation, when one was
 * made, rides along (one more indexed read).
 */
export async function getChargingStatus(deps: ChargingDeps, input: StatusInput): Promise<ChargingStatus> {
  const now = deps.now();
  let session = await deps.sessions.findByBooking(input.bookingId);
  if (!session) {
    // No session: only the bookings service knows whether the booking exists and whose it is.
    const booking = await deps.bookings.booking(input.bookingId, input.requestId);
    if (!booking || booking.userId !== input.userId) throw bookingNotFound(input.bookingId);
    return withReservation(deps, input.bookingId, notStartedStatus(), now, false);
  }
  if (session.userId !== input.userId) throw bookingNotFound(input.bookingId);
  if (session.status === 'active' && isDue(session, now)) {
    session = await completeIfDue(deps, session, now, input.requestId);
  }
  const charging = session.status !== 'failed' && session.status !== 'pending';
  return withReservation(deps, input.bookingId, statusOf(session, now), now, charging);
}

/** The status with the booking's reservation, when one was made (left out otherwise). */
async function withReservation(
  deps: ChargingDeps,
  bookingId: number,
  status: ChargingStatus,
  now: Date,
  charging: boolean,
): Promise<ChargingStatus> {
  const reservation = await deps.reservations.findByBooking(bookingId);
  return reservation ? { ...status, reservation: reservationView(reservation, now, charging) } : status;
}

/** Completes a due session (exactly once, whoever races us) and answers its stored final state. */
async function completeIfDue(deps: ChargingDeps, session: StoredSession, now: Date, requestId?: string) {
  const done = await withTransaction(deps.ctx.dataSource, (m) =>
    finishSession(deps.sessions, session, { at: now, reason: 'stopped', correlationId: requestId }, m),
  );
  if (done) {
    deps.ctx.relay.notify();
    return done;
  }
  return (await deps.sessions.findByBooking(session.bookingId)) ?? session;
}
