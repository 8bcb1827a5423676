import {
  ADMIN_CHARGING_SESSIONS_DEFAULT_LIMIT,
  type AdminChargingSession,
  type AdminChargingSessionsQuery,
} from '@chargesetu/shared/contracts';
import type { ChargingDeps } from '../deps';
import type { StoredSession } from '../repositories/stored-session';
import { idleFee, idleSecondsOf, type ConnectorReport, type IdleFeePolicy } from '../rules/idle-time';
import { statusOf } from '../rules/session-status';
import { idleFeePolicyOf, NO_IDLE_FEE } from './idle-fee-policy';

/**
 * A session as the administrators list it: where it charged (station and charger; on a charger connected over
 * OCPP its charge point, connector and transaction), its figures as its status answers them (statusOf: the
 * stored final ones once ended, the meter's or the estimate's so far while it runs) and its flag. `cost` is the
 * session's cost of energy, the platform's revenue for it before the fee and GST, not the payment's total.
 */
export function adminSessionView(
  s: StoredSession,
  now: Date,
  reports: readonly ConnectorReport[] = [],
  policy: IdleFeePolicy = NO_IDLE_FEE,
): AdminChargingSession {
  const status = statusOf(s, now);
  const idleMinutes = Math.floor(idleSecondsOf(reports, s, now) / 60);
  return {
    sessionId: s.id,
    bookingId: s.bookingId,
    stationId: s.stationId,
    chargerIndex: s.chargerIndex,
    chargePointId: s.charger?.chargePointId ?? null,
    connectorId: s.charger?.connectorId ?? null,
    transactionId: s.charger?.transactionId ?? null,
    status: s.status === 'completed' ? 'completed' : 'active',
    source: s.source,
    startTime: s.startTime.toISOString(),
    endTime: s.status === 'completed' && s.endTime ? s.endTime.toISOString() : null,
    energyKwh: status.energyDelivered,
    cost: status.costSoFar,
    flag: s.flag ? { reason: s.flag.reason, at: s.flag.at.toISOString() } : null,
    idleMinutes,
    idleFee: idleFee(idleMinutes, policy),
  };
}

/**
 * GET /api/charging/admin/sessions (administrators only): sessions that charged, newest start first; only
 * the flagged ones (closed without the charger's StopTransaction) with `flagged=true`. A read only.
 */
export async function listAdminSessions(
  deps: ChargingDeps,
  query: AdminChargingSessionsQuery,
): Promise<AdminChargingSession[]> {
  const now = deps.now();
  const sessions = await deps.sessions.listCharged({
    flagged: query.flagged === true,
    since: query.since === undefined ? null : new Date(query.since),
    limit: query.limit ?? ADMIN_CHARGING_SESSIONS_DEFAULT_LIMIT,
  });
  const policy = idleFeePolicyOf(deps.config);
  const reports = await deps.sessions.connectorReportsOf(sessions.map((s) => s.id));
  return sessions.map((s) => adminSessionView(s, now, reports.get(s.id) ?? [], policy));
}
