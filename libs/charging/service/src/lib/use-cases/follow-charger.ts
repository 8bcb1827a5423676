import { EVENTS } from '@chargesetu/shared/contracts';
import { sessionTimeUpAt } from '@chargesetu/shared/domain';
import { createEvent, enqueueEvent } from '@chargesetu/shared/messaging';
import type { EntityManager } from 'typeorm';
import type { SessionsRepository } from '../repositories/sessions.repository';
import type { StoredSession } from '../repositories/stored-session';
import { paramsOf } from '../rules/session-status';

/** What a charger said when its transaction started. */
export interface ChargerStart {
  transactionId: string;
  startedAt: Date;
}

/**
 * starting -> active inside the caller's transaction, with charging.session.started: the charger's
 * transaction is the session's, its start time the session's start, and the booked time runs from there.
 * Null when the session was no longer starting.
 */
export async function activateSession(
  sessions: SessionsRepository,
  session: StoredSession,
  start: ChargerStart,
  m: EntityManager,
  correlationId?: string,
): Promise<StoredSession | null> {
  const dueAt = sessionTimeUpAt({ ...paramsOf(session), startedAt: start.startedAt });
  const active = await sessions.activate(
    session.id,
    { transactionId: start.transactionId, startTime: start.startedAt, dueAt, energyWh: 0 },
    m,
  );
  if (!active) return null;
  await publishSessionStarted(active, m, correlationId);
  return active;
}

/** charging.session.started for a session that is now charging, in the caller's transaction. */
export async function publishSessionStarted(
  session: StoredSession,
  m: EntityManager,
  correlationId?: string,
) {
  const event = createEvent(
    EVENTS.chargingSessionStarted,
    {
      sessionId: session.id,
      bookingId: session.bookingId,
      userId: session.userId,
      startTime: session.startTime.toISOString(),
    },
    correlationId,
  );
  await enqueueEvent(m, event);
}
