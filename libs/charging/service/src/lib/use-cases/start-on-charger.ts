import type { ChargerConnectorLink, ChargingStatus, InternalBooking } from '@chargesetu/shared/contracts';
import { sessionDueAt, toMoneyString, type ChargingSessionParams } from '@chargesetu/shared/domain';
import type { CommandOutcome } from '../clients/ocpp.client';
import type { ChargingDeps } from '../deps';
import { MESSAGES, refused } from '../rules/messages';
import { paidEnergyWh } from '../rules/paid-energy';
import { statusOf } from '../rules/session-status';
import type { StoredSession } from '../repositories/stored-session';
import { giveBackClaim, isChargerTaken } from './booking-claim';

export interface ChargerStart {
  booking: InternalBooking;
  params: ChargingSessionParams;
  link: ChargerConnectorLink;
  /** The driver's idTag: the charger starts the transaction for it. */
  idTag: string;
  /** The claim on the booking this start holds. */
  claimId: string;
  now: Date;
  requestId?: string;
}

/**
 * A claimed booking on a charger connected over OCPP: the session is recorded `starting` (it holds the charger
 * as a running one does), then the charger is sent RemoteStartTransaction for the booked connector and the
 * driver's idTag. Accepted only means the charger will try: the session becomes active when its
 * StartTransaction arrives (charger.transaction.started), or fails after CHARGING_REMOTE_START_TIMEOUT_S.
 * Refused at once (Rejected, the charger gone, an error): the session fails, the claim is given back and
 * the driver reads why. No transaction is open during the call to the charger.
 */
export async function startOnCharger(deps: ChargingDeps, start: ChargerStart): Promise<ChargingStatus> {
  const { booking, link, idTag, claimId, requestId } = start;
  const session = await recordStarting(deps, start);

  let outcome: CommandOutcome;
  try {
    outcome = await deps.ocpp.command(
      link.chargePointId,
      'RemoteStartTransaction',
      { connectorId: link.connectorId, idTag },
      requestId,
    );
  } catch (err) {
    await failStart(deps, session.id, booking.id, claimId, MESSAGES.chargerOffline, requestId);
    throw err;
  }
  const refusal = startRefusalOf(outcome);
  if (refusal) {
    await failStart(deps, session.id, booking.id, claimId, refusal, requestId);
    throw refused(refusal);
  }
  deps.ctx.logger.info(
    {
      bookingId: booking.id,
      sessionId: session.id,
      chargePointId: link.chargePointId,
      connectorId: link.connectorId,
    },
    'charger asked to start',
  );
  // The charger may have reported its transaction already: answer what is stored now.
  const current = (await deps.sessions.findByBooking(booking.id)) ?? session;
  return statusOf(current, deps.now());
}

/**
 * The claimed booking's session, recorded `starting` on the connector for the idTag (it holds the charger as a
 * running one does) until the charger's StartTransaction makes it active. Refused (the claim given back) when
 * the charger is taken or the booking has a session that has not failed.
 */
export async function recordStarting(
  deps: ChargingDeps,
  start: Omit<ChargerStart, 'link'> & { link: Pick<ChargerConnectorLink, 'chargePointId' | 'connectorId'> },
): Promise<StoredSession> {
  const { booking, params, link, idTag, claimId, now, requestId } = start;
  let session;
  try {
    session = await deps.sessions.insertStarting({
      bookingId: booking.id,
      userId: booking.userId,
      stationId: booking.stationId,
      chargerIndex: booking.chargerIndex,
      startTime: now,
      chargerKw: params.chargerKw,
      pricePerKwh: String(params.pricePerKwh),
      capacityKwh: params.capacityKwh ?? 0,
      startPercent: params.startPercent ?? 0,
      bookedMinutes: params.bookedMinutes ?? 0,
      bookedEndTime: new Date(booking.endTime),
      timeScale: params.timeScale ?? 1,
      dueAt: sessionDueAt(params),
      chargePointId: link.chargePointId,
      connectorId: link.connectorId,
      idTag,
      claimId,
      prepaidCost: toMoneyString(booking.estimatedCost),
      stopAtEnergyWh: paidEnergyWh(booking.kind, booking.estimatedCost, params.pricePerKwh),
    });
  } catch (err) {
    await giveBackClaim(deps, booking.id, claimId, requestId);
    if (isChargerTaken(err)) throw refused(MESSAGES.chargerInUse);
    throw err;
  }
  // The booking has a session that has not failed (a concurrent start won): the claim is theirs to keep.
  if (!session) throw refused(MESSAGES.alreadyCharging);
  return session;
}

/** Why the charger's answer to RemoteStartTransaction is not a start, or null when it accepted. */
function startRefusalOf(outcome: CommandOutcome): string | null {
  switch (outcome.kind) {
    case 'offline':
      return MESSAGES.chargerOffline;
    case 'failed':
      return MESSAGES.chargerRefusedStart('it did not answer properly');
    case 'answered':
      return outcome.result['status'] === 'Accepted'
        ? null
        : MESSAGES.chargerRefusedStart(`it answered ${String(outcome.result['status'] ?? 'nothing')}`);
  }
}

/** starting -> failed with the driver's notice, and the booking's claim given back (once). */
export async function failStart(
  deps: ChargingDeps,
  sessionId: number,
  bookingId: number,
  claimId: string | null,
  notice: string,
  requestId?: string,
): Promise<boolean> {
  const failed = await deps.sessions.fail(sessionId, notice);
  if (!failed) return false;
  if (claimId) await giveBackClaim(deps, bookingId, claimId, requestId);
  deps.ctx.logger.warn({ bookingId, sessionId, notice }, 'charging did not start');
  return true;
}
