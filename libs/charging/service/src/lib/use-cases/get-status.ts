import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import type { ChargingDeps } from '../deps';
import { bookingNotFound } from '../messages';
import type { SessionRow } from '../repositories/session-row';
import { finishSession } from './finish-session';
import { notStartedStatus, statusOf } from './session-status';

export interface StatusInput {
  bookingId: number;
  userId: number;
  requestId?: string;
}

/**
 * GET /api/charging/:bookingId/status for the booking's owner (anyone else: 404, as for a missing
 * booking). A running session costs one indexed read of our own table; one that has reached its natural
 * end is completed here, once, if the job has not done it yet.
 */
export async function getChargingStatus(deps: ChargingDeps, input: StatusInput): Promise<ChargingStatus> {
  const now = deps.now();
  let row = await deps.sessions.findByBooking(input.bookingId);
  if (!row) {
    // No session: only the bookings service knows whether the booking exists and whose it is.
    const booking = await deps.reads.booking(input.bookingId, input.requestId);
    if (!booking || booking.userId !== input.userId) throw bookingNotFound(input.bookingId);
    return notStartedStatus();
  }
  if (row.user_id !== input.userId) throw bookingNotFound(input.bookingId);
  if (row.status === 'active' && now.getTime() >= new Date(row.due_at).getTime()) {
    row = await completeIfDue(deps, row, now, input.requestId);
  }
  return statusOf(row, now);
}

/** Completes a due session (exactly once, whoever races us) and answers its stored final state. */
async function completeIfDue(deps: ChargingDeps, row: SessionRow, now: Date, requestId?: string) {
  const done = await withTransaction(deps.ctx.dataSource, (m) =>
    finishSession(deps.sessions, m, row, now, 'stopped', requestId),
  );
  if (done) {
    deps.ctx.relay.notify();
    return done;
  }
  return (await deps.sessions.findByBooking(row.booking_id)) ?? row;
}
