import { EVENTS } from '@chargesetu/shared/contracts';
import {
  meteredCost,
  meteredEnergyKwh,
  sessionDueAt,
  sessionStateAt,
  toMoneyString,
} from '@chargesetu/shared/domain';
import { createEvent, enqueueEvent } from '@chargesetu/shared/messaging';
import type { EntityManager } from 'typeorm';
import type { SessionsRepository } from '../repositories/sessions.repository';
import type { EndReason, SessionEnd, SessionFlag, StoredSession } from '../repositories/stored-session';
import { batteryLevel, paramsOf, socLevel } from '../rules/session-status';

/** When and why a session is being ended, and the correlation id of what ended it. */
export interface Ending {
  at: Date;
  reason: Extract<EndReason, 'stopped' | 'cancelled'>;
  correlationId?: string;
}

/**
 * Ends an active session inside the caller's transaction, with charging.session.completed in the same
 * transaction. Ended at `at` for `reason` (the user stopped it, the booking was cancelled), unless it had
 * already reached its natural end: then it ends at that instant (full or booked time over), whatever
 * `at` is. Returns the completed session, or null when it was no longer active (someone else ended it
 * first: exactly one caller completes a session and publishes).
 *
 * A session ended because its booking was cancelled publishes nothing: the booking is cancelled and its
 * payment refunded in full, so there is nothing for bookings to complete or for payments to settle.
 */
export async function finishSession(
  sessions: SessionsRepository,
  session: StoredSession,
  { at, reason, correlationId }: Ending,
  m: EntityManager,
): Promise<StoredSession | null> {
  const params = paramsOf(session);
  const due = sessionDueAt(params);
  const endTime = at.getTime() >= due.getTime() ? due : at;
  const state = sessionStateAt(params, endTime);
  const end: SessionEnd = {
    endTime,
    energyDelivered: toMoneyString(state.energyKwh),
    batteryPercentage: batteryLevel(state.percent),
    actualCost: toMoneyString(state.cost),
    reason: state.endReason ?? reason,
  };
  return completeAndPublish(sessions, session, end, correlationId, m);
}

/** How a metered session ended: when, why, and the meter's energy since its start. */
export interface MeteredEnding {
  at: Date;
  reason: EndReason;
  /** Wh since the transaction's start (meterStop − meterStart, or the last sample when the charger is gone). */
  energyWh: number | null;
  socPercent: number | null;
  correlationId?: string;
  /** Closed without the charger's StopTransaction: recorded for the operator. */
  flag?: SessionFlag;
}

/**
 * Ends a running session on a charger connected over OCPP with the meter's figures: energy from the meter,
 * cost = energy × price never above what was prepaid. Same once-only completion and event as finishSession.
 */
export function finishMeteredSession(
  sessions: SessionsRepository,
  session: StoredSession,
  { at, reason, energyWh, socPercent, correlationId, flag }: MeteredEnding,
  m: EntityManager,
): Promise<StoredSession | null> {
  const energyKwh = meteredEnergyKwh(energyWh);
  const end: SessionEnd = {
    endTime: at,
    energyDelivered: toMoneyString(energyKwh),
    batteryPercentage: socLevel(socPercent),
    actualCost: toMoneyString(
      meteredCost(energyKwh, session.pricePerKwh, session.charger?.prepaidCost ?? null),
    ),
    reason,
    flag,
  };
  return completeAndPublish(sessions, session, end, correlationId, m);
}

async function completeAndPublish(
  sessions: SessionsRepository,
  session: StoredSession,
  end: SessionEnd,
  correlationId: string | undefined,
  m: EntityManager,
): Promise<StoredSession | null> {
  const done = await sessions.complete(session.id, end, m);
  if (!done) return null;
  if (end.reason === 'cancelled') return done;
  const event = createEvent(
    EVENTS.chargingSessionCompleted,
    {
      sessionId: done.id,
      bookingId: done.bookingId,
      userId: done.userId,
      energyDelivered: toMoneyString(done.energyDelivered),
      actualCost: toMoneyString(done.actualCost ?? 0),
      endTime: (done.endTime ?? end.endTime).toISOString(),
    },
    correlationId,
  );
  await enqueueEvent(m, event);
  return done;
}
