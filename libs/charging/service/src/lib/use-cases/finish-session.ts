import { EVENTS, type ChargingSessionCompletedV1 } from '@chargesetu/shared/contracts';
import { sessionDueAt, sessionStateAt, toMoneyString } from '@chargesetu/shared/domain';
import { createEnvelope, enqueueEvent } from '@chargesetu/shared/messaging';
import type { EntityManager } from 'typeorm';
import { paramsOf, type EndReason, type SessionRow } from '../repositories/session-row';
import type { SessionsRepository } from '../repositories/sessions.repository';
import { batteryLevel } from './session-status';

/**
 * Ends an active session inside the caller's transaction, with charging.session.completed in the same
 * transaction. Ended at `at` for `reason` (the user stopped it, the booking was cancelled), unless it had
 * already reached its natural end: then it ends at that instant (full or booked time over), whatever
 * `at` is. Returns the completed row, or null when it was no longer active (someone else ended it first:
 * exactly one caller completes a session and publishes).
 *
 * A session ended because its booking was cancelled publishes nothing: the booking is cancelled and its
 * payment refunded in full, so there is nothing for bookings to complete or for payments to settle.
 */
export async function finishSession(
  sessions: SessionsRepository,
  m: EntityManager,
  row: SessionRow,
  at: Date,
  reason: Extract<EndReason, 'stopped' | 'cancelled'>,
  correlationId?: string,
): Promise<SessionRow | null> {
  const params = paramsOf(row);
  const due = sessionDueAt(params);
  const endTime = at.getTime() >= due.getTime() ? due : at;
  const state = sessionStateAt(params, endTime);
  const endReason = state.endReason ?? reason;
  const done = await sessions.complete(
    row.id,
    {
      endTime,
      energyDelivered: toMoneyString(state.energyKwh),
      batteryPercentage: batteryLevel(state.percent),
      actualCost: toMoneyString(state.cost),
      reason: endReason,
    },
    m,
  );
  if (!done) return null;
  if (reason === 'cancelled') return done;
  const event: ChargingSessionCompletedV1 = {
    sessionId: done.id,
    bookingId: done.booking_id,
    userId: done.user_id,
    energyDelivered: toMoneyString(done.energy_delivered),
    actualCost: toMoneyString(done.actual_cost ?? 0),
    endTime: new Date(done.end_time ?? endTime).toISOString(),
  };
  await enqueueEvent(m, createEnvelope(EVENTS.chargingSessionCompleted, 1, event, correlationId));
  return done;
}
