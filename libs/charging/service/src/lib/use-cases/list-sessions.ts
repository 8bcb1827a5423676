import { CHARGING_SESSIONS_DEFAULT_LIMIT, type ChargingSessionSummary } from '@chargesetu/shared/contracts';
import type { ChargingDeps } from '../deps';
import type { StoredSession } from '../repositories/stored-session';
import { statusOf } from '../rules/session-status';

export interface ListSessionsInput {
  userId: number;
  /** 1..50, checked by the route's schema. */
  limit?: number;
}

/**
 * A session as the driver's history lists it. The figures are the ones its status answers (statusOf): the
 * stored final ones once it has ended, the meter's or the estimate's so far while it runs. Only sessions that
 * charged reach here (see listChargedByUser), so the status is active or completed.
 */
export function sessionSummary(s: StoredSession, now: Date): ChargingSessionSummary {
  const status = statusOf(s, now);
  return {
    bookingId: s.bookingId,
    stationId: s.stationId,
    status: s.status === 'completed' ? 'completed' : 'active',
    startTime: s.startTime.toISOString(),
    endTime: s.status === 'completed' && s.endTime ? s.endTime.toISOString() : null,
    energyDelivered: status.energyDelivered,
    cost: status.costSoFar,
    source: s.source,
  };
}

/**
 * GET /api/charging/sessions: the signed-in driver's own sessions, newest first. A read only: a running
 * session past its natural end is left for the completion job (it shows its final figures meanwhile).
 */
export async function listChargingSessions(
  deps: ChargingDeps,
  input: ListSessionsInput,
): Promise<ChargingSessionSummary[]> {
  const now = deps.now();
  const sessions = await deps.sessions.listChargedByUser(
    input.userId,
    input.limit ?? CHARGING_SESSIONS_DEFAULT_LIMIT,
  );
  return sessions.map((s) => sessionSummary(s, now));
}
