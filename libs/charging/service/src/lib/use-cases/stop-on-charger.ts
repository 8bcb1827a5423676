import type { ChargingStatus, SessionFlagReason } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import type { CommandOutcome } from '../clients/ocpp.client';
import type { ChargingDeps } from '../deps';
import type { StopReason, StoredSession } from '../repositories/stored-session';
import { MESSAGES, refused } from '../rules/messages';
import { statusOf } from '../rules/session-status';
import { finishMeteredSession } from './finish-session';

const POLL_MS = 200;

/**
 * The driver's Stop on a charger connected over OCPP: the charger is sent RemoteStopTransaction for the
 * session's transaction, and the answer waits (up to CHARGING_STOP_WAIT_MS) for the charger's
 * StopTransaction to complete the session on its meter. A charger that cannot be reached or does not know
 * the transaction cannot end it, and the driver must not pay on: the session is closed now on the last
 * meter reading. No transaction is open during the call to the charger.
 */
export async function stopOnCharger(
  deps: ChargingDeps,
  session: StoredSession,
  requestId?: string,
): Promise<ChargingStatus> {
  if (session.status === 'starting') throw refused(MESSAGES.stillStarting);
  if (session.status === 'failed') throw refused(MESSAGES.notStarted);
  if (session.status !== 'active') throw refused(MESSAGES.ended(session.endReason));
  const now = deps.now();
  // The driver's stop is always sent, even when an earlier one (the job's, or a second press) is in flight.
  const taken = await deps.sessions.takeStop(session.id, 'stopped', now, new Date(now.getTime() + 1));
  if (!taken?.charger?.transactionId) throw refused(MESSAGES.ended(session.endReason));
  const outcome = await sendStop(deps, taken, requestId);
  if (stopAccepted(outcome)) {
    const ended = await waitUntilEnded(deps, taken);
    return statusOf(ended, deps.now());
  }
  const flag = outcome.kind === 'answered' ? 'stop_rejected' : 'charger_unreachable';
  const closed = await closeOnLastReading(deps, taken, 'stopped', flag, requestId);
  return statusOf(closed ?? (await deps.sessions.findByBooking(taken.bookingId)) ?? taken, deps.now());
}

/** RemoteStopTransaction for the session's transaction (OCPP 1.6 transaction ids are integers). */
export function sendStop(
  deps: ChargingDeps,
  session: StoredSession,
  requestId?: string,
): Promise<CommandOutcome> {
  const transactionId = Number(session.charger?.transactionId);
  return deps.ocpp.command(
    session.charger?.chargePointId ?? '',
    'RemoteStopTransaction',
    { transactionId },
    requestId,
  );
}

export const stopAccepted = (outcome: CommandOutcome) =>
  outcome.kind === 'answered' && outcome.result['status'] === 'Accepted';

/**
 * Sends RemoteStopTransaction for a stop the platform decided on (the booked end, a cancelled booking, a
 * walk-up's paid energy) and whose sending the caller has taken (takeStop, takePaidEnergyStop). A charger
 * that answers anything but Accepted does not know the transaction: the session is closed on its last meter
 * reading, flagged `stop_rejected`. One that cannot be reached is left to the job, which sends the stop again
 * after CHARGING_STOP_RESEND_S and closes it after CHARGING_UNCONFIRMED_END_GRACE_MINUTES. True when sent.
 */
export async function sendDueStop(
  deps: ChargingDeps,
  taken: StoredSession,
  reason: StopReason,
  requestId?: string,
): Promise<boolean> {
  try {
    const outcome = await sendStop(deps, taken, requestId);
    if (outcome.kind === 'answered' && !stopAccepted(outcome))
      await closeOnLastReading(deps, taken, reason, 'stop_rejected', requestId);
    return true;
  } catch (err) {
    deps.ctx.logger.warn(
      { err, bookingId: taken.bookingId },
      'could not ask the charger to stop; trying again later',
    );
    return false;
  }
}

/**
 * Completes a running metered session now on its last meter reading (the charger cannot end it: gone, or
 * it does not know the transaction), flagged for the operator with `flagReason` (the administrators' list of
 * flagged sessions, docs/architecture.md §10). Null when someone else completed it first.
 */
export async function closeOnLastReading(
  deps: ChargingDeps,
  session: StoredSession,
  reason: StopReason,
  flagReason: SessionFlagReason,
  correlationId?: string,
): Promise<StoredSession | null> {
  const done = await withTransaction(deps.ctx.dataSource, async (m) => {
    const locked = await deps.sessions.lockByBooking(session.bookingId, m);
    if (locked?.status !== 'active' || !locked.charger) return null;
    const { energyWh, socPercent, meterAt } = locked.charger;
    const now = deps.now();
    const at = reason === 'stopped' ? now : (meterAt ?? now);
    return finishMeteredSession(
      deps.sessions,
      locked,
      {
        at,
        reason: locked.charger.stopReason ?? reason,
        energyWh,
        socPercent,
        correlationId,
        flag: { reason: flagReason, at: now },
      },
      m,
    );
  });
  if (done) {
    deps.ctx.relay.notify();
    deps.ctx.logger.warn(
      { bookingId: done.bookingId, sessionId: done.id, energyKwh: done.energyDelivered, flag: flagReason },
      'charging closed on the last meter reading and flagged: the charger did not end it',
    );
  }
  return done;
}

/** The session once its charger has ended it, or as it stands when the wait is over. */
async function waitUntilEnded(deps: ChargingDeps, session: StoredSession): Promise<StoredSession> {
  const until = Date.now() + deps.config.CHARGING_STOP_WAIT_MS;
  let latest = session;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    latest = (await deps.sessions.findByBooking(session.bookingId)) ?? latest;
    if (latest.status !== 'active') break;
  }
  return latest;
}
