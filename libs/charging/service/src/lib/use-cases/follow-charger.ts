import { EVENTS } from '@chargesetu/shared/contracts';
import { sessionTimeUpAt } from '@chargesetu/shared/domain';
import { createEvent, enqueueEvent } from '@chargesetu/shared/messaging';
import type { EntityManager } from 'typeorm';
import type { ChargingDeps } from '../deps';
import type { SessionsRepository } from '../repositories/sessions.repository';
import type { StoredSession } from '../repositories/stored-session';
import { paramsOf } from '../rules/session-status';
import { sendDueStop } from './stop-on-charger';

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

/**
 * A walk-up on a charger over OCPP stops when the energy its driver paid for has been delivered: once the
 * kept meter reading of this transaction reaches the session's `stop_at_energy_wh`, one conditional update
 * records the stop (reason `paid_energy`, sent now, due now) only while no stop has been sent, so several
 * instances and repeated samples send RemoteStopTransaction once; then the stop is sent as the job sends
 * the booked end's (sendDueStop). The charger's StopTransaction completes and settles the session as usual.
 * Bookings have no such limit (their booked end stops them). Call it outside any transaction.
 */
export async function stopAtPaidEnergy(
  deps: ChargingDeps,
  chargePointId: string,
  transactionId: string,
  correlationId?: string,
): Promise<boolean> {
  const taken = await deps.sessions.takePaidEnergyStop(chargePointId, transactionId, deps.now());
  if (!taken?.charger) return false;
  deps.ctx.logger.info(
    {
      bookingId: taken.bookingId,
      sessionId: taken.id,
      energyWh: taken.charger.energyWh,
      stopAtEnergyWh: taken.charger.stopAtEnergyWh,
    },
    'the energy paid for was delivered: asking the charger to stop',
  );
  return sendDueStop(deps, taken, taken.charger.stopReason ?? 'paid_energy', correlationId);
}
