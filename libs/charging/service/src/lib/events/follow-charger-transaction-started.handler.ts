import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';
import { activateSession } from '../use-cases/follow-charger';

type Input = ConsumerInput<typeof EVENTS.chargerTransactionStarted, ChargingDeps>;

/**
 * charger.transaction.started: the charger began the transaction it was asked for (RemoteStartTransaction
 * for this connector and the driver's idTag), so the starting session is now charging. A transaction nobody
 * asked for here (a start already given up, one begun at the charger itself) starts no session: the ocpp
 * service keeps it on record.
 */
export const followChargerTransactionStarted = defineConsumer(EVENTS.chargerTransactionStarted, {
  name: 'follow-charger-transaction-started',
  async handle({ data, event, m, deps }: Input) {
    const session = await deps.sessions.lockStarting(data.chargePointId, data.connectorId, data.idTag, m);
    if (!session) {
      deps.ctx.logger.info(
        {
          chargePointId: data.chargePointId,
          connectorId: data.connectorId,
          transactionId: data.transactionId,
        },
        'a charger transaction started that no session waits for',
      );
      return;
    }
    const start = { transactionId: data.transactionId, startedAt: new Date(data.startedAt) };
    const active = await activateSession(deps.sessions, session, start, m, event.correlationId);
    if (active) {
      deps.ctx.logger.info(
        { bookingId: active.bookingId, sessionId: active.id, transactionId: data.transactionId },
        'charging started on the charger',
      );
    }
  },
});
