import type { ChargingDeps } from '../deps';
import { MESSAGES } from '../rules/messages';
import { failStart } from './start-on-charger';
import { closeOnLastReading, sendDueStop } from './stop-on-charger';

/** At most this many sessions of each kind per run; the next run takes the rest. */
const BATCH = 100;

/**
 * What the clock decides for sessions on chargers connected over OCPP, once per run of the job:
 *
 * - A start whose charger has not reported its transaction within CHARGING_REMOTE_START_TIMEOUT_S fails:
 *   the claim on the booking is given back and the driver reads why.
 * - A running session due to stop (its booked time is over, or its booking was cancelled) is sent
 *   RemoteStopTransaction; its charger's StopTransaction completes it. A stop not carried out is sent again
 *   after CHARGING_STOP_RESEND_S. A charger that does not know the transaction cannot end it: the session
 *   is closed on its last meter reading, as it is when its charger has not ended it
 *   CHARGING_UNCONFIRMED_END_GRACE_MINUTES after the stop was due; either close is flagged for the operator
 *   (GET /api/charging/admin/sessions?flagged=true).
 *
 * Several instances may run it: each failure and each stop is taken by one conditional UPDATE. No
 * transaction is open during a call to a charger.
 */
export async function keepChargersOnTime(deps: ChargingDeps, now: Date = deps.now()) {
  const { config } = deps;
  const waitedSince = new Date(now.getTime() - config.CHARGING_REMOTE_START_TIMEOUT_S * 1000);
  let failed = 0;
  for (const s of await deps.sessions.startsWaitingSince(waitedSince, BATCH)) {
    const notice = MESSAGES.startTimedOut(config.CHARGING_REMOTE_START_TIMEOUT_S);
    if (await failStart(deps, s.id, s.bookingId, s.charger?.claimId ?? null, notice)) failed += 1;
  }

  const resendBefore = new Date(now.getTime() - config.CHARGING_STOP_RESEND_S * 1000);
  const giveUpBefore = now.getTime() - config.CHARGING_UNCONFIRMED_END_GRACE_MINUTES * 60_000;
  let stops = 0;
  for (const due of await deps.sessions.meterStopsDue(now, resendBefore, BATCH)) {
    const taken = await deps.sessions.takeStop(due.id, 'time_up', now, resendBefore);
    if (!taken?.charger) continue;
    const reason = taken.charger.stopReason ?? 'time_up';
    if (taken.dueAt.getTime() < giveUpBefore) {
      await closeOnLastReading(deps, taken, reason, 'no_stop_after_grace');
      continue;
    }
    if (await sendDueStop(deps, taken, reason)) stops += 1;
  }
  return { failed, stops };
}
