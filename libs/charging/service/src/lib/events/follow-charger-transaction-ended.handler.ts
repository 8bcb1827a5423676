import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';
import type { StoredSession } from '../repositories/stored-session';
import { finishMeteredSession } from '../use-cases/finish-session';
import { activateSession } from '../use-cases/follow-charger';

type Input = ConsumerInput<typeof EVENTS.chargerTransactionEnded, ChargingDeps>;

/**
 * charger.transaction.ended: the charger ended the session's transaction, and its meter decides what the
 * driver pays: energy = meterStop − meterStart, at the booking's price, never more than was prepaid.
 * charging.session.completed follows in the same transaction (bookings completes the booking, payments
 * settles the wallet). Why it ended: what the platform asked the charger for (the driver's stop, the booked
 * time, a cancelled booking), else the charger's own end (full when the car reported 100 %, else stopped).
 * An end whose start was not handled yet (events redelivered out of order) starts and ends the session
 * at once; an end for no session, or for one already completed, changes nothing.
 */
export const followChargerTransactionEnded = defineConsumer(EVENTS.chargerTransactionEnded, {
  name: 'follow-charger-transaction-ended',
  async handle({ data, event, m, deps }: Input) {
    let session: StoredSession | null = await deps.sessions.lockByTransaction(
      data.chargePointId,
      data.transactionId,
      m,
    );
    if (!session && data.idTag) {
      const starting = await deps.sessions.lockStarting(data.chargePointId, data.connectorId, data.idTag, m);
      const start = { transactionId: data.transactionId, startedAt: new Date(data.startedAt) };
      session = starting && (await activateSession(deps.sessions, starting, start, m, event.correlationId));
    }
    if (session?.status !== 'active' || !session.charger) return;
    const soc = session.charger.socPercent;
    const reason = session.charger.stopReason ?? (soc !== null && soc >= 100 ? 'full' : 'stopped');
    const done = await finishMeteredSession(
      deps.sessions,
      session,
      {
        at: new Date(data.endedAt),
        reason,
        energyWh: data.energyWh,
        socPercent: soc,
        correlationId: event.correlationId,
      },
      m,
    );
    if (!done) return;
    const log = {
      bookingId: done.bookingId,
      sessionId: done.id,
      energyKwh: done.energyDelivered,
      cost: done.actualCost,
    };
    if (data.reviewReasons.length > 0) {
      deps.ctx.logger.warn(
        { ...log, reviewReasons: data.reviewReasons },
        'charging ended on readings under review',
      );
    } else {
      deps.ctx.logger.info(log, 'charging ended on the charger');
    }
  },
});
