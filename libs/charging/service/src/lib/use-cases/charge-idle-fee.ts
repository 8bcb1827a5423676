import { EVENTS } from '@chargesetu/shared/contracts';
import { toPaise } from '@chargesetu/shared/domain';
import { createEvent, enqueueEvent } from '@chargesetu/shared/messaging';
import type { EntityManager } from 'typeorm';
import type { ChargingDeps } from '../deps';
import { idleEndOf, idleFee, idleSecondsOf } from '../rules/idle-time';
import { idleFeePolicyOf } from './idle-fee-policy';

/**
 * The idle fee of a completed session, charged once its idle period is over (docs/product.md §4): called for
 * each report kept for the session. Once its connector has reported anything but idle after the session's end
 * (the driver unplugged: Available; or Offline, Faulted…; rules/idle-time idleEndOf, whatever order the
 * reports came in) and the fee is on, the idle minutes up to then past the grace are billed, once per session:
 * the session records the fee (idle_fee_charged_at, under its row lock) and charging.idle-fee.charged goes
 * into the outbox in the same transaction, for payments to take from the wallet. A fee of zero (within the
 * grace) records and publishes nothing, so an idle report delivered late still counts once the period is over.
 * Answers the fee charged, or null.
 */
export async function chargeIdleFee(
  deps: Pick<ChargingDeps, 'sessions' | 'config'>,
  sessionId: number,
  m: EntityManager,
  correlationId?: string,
): Promise<string | null> {
  const policy = idleFeePolicyOf(deps.config);
  if (!(policy.perMinute > 0)) return null;
  const session = await deps.sessions.lockUnchargedIdleFee(sessionId, m);
  if (!session) return null;
  const reports = (await deps.sessions.connectorReportsOf([session.id], m)).get(session.id) ?? [];
  const over = idleEndOf(reports, session);
  if (!over) return null;
  const idleMinutes = Math.floor(idleSecondsOf(reports, session, over) / 60);
  const fee = idleFee(idleMinutes, policy);
  if (fee === null || toPaise(Number(fee)) <= 0) return null;
  if (!(await deps.sessions.chargeIdleFee(session.id, fee, idleMinutes, over, m))) return null;
  await enqueueEvent(
    m,
    createEvent(
      EVENTS.chargingIdleFeeCharged,
      { bookingId: session.bookingId, userId: session.userId, sessionId: session.id, idleMinutes, fee },
      correlationId,
    ),
  );
  return fee;
}
