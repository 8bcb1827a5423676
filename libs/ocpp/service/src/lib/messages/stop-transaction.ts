import { enqueueEvent } from '@chargesetu/shared/messaging';
import { transactionEndedEvent } from '../events/charger-events';
import { reviewTransaction } from '../rules/transaction-review';
import { idTagInfo } from './id-tags';
import { answerOnce, type InboundHandler } from './inbound-call';
import { keepMeterValues } from './meter-values';

/**
 * StopTransaction: always answered (a charger retries it until it is). The meter decides the energy
 * (meterStop − meterStart); readings that cannot be right flag the transaction for review. A stop for a
 * transaction the platform does not know is recorded and billed to nobody; a second stop of one already
 * ended changes nothing. Offline-queued stops arrive late with old timestamps and count as any other.
 */
export const stopTransaction: InboundHandler<'StopTransaction'> = async (deps, call) => {
  // The tag is judged before the transaction opens (it asks bookings).
  const idTag = call.params.idTag ?? null;
  const answer = idTag ? { idTagInfo: await idTagInfo(deps, call.chargePointId, idTag) } : {};
  return answerOnce(deps, call, 'StopTransaction', async (m) => {
    const { params, chargePointId, stationId } = call;
    const transactionId = String(params.transactionId);
    const endedAt = new Date(params.timestamp);
    const reason = params.reason ?? null;
    const tx = await deps.transactions.find(chargePointId, transactionId, m);
    const connectorId = tx?.connectorId ?? 0;
    const connector = (await deps.connectors.of(chargePointId, m)).find((c) => c.connectorId === connectorId);
    const place = { chargePointId, stationId, connectorId, chargerIndex: connector?.chargerIndex ?? null };
    await keepMeterValues(deps, m, place, tx, params.transactionData ?? [], call.correlationId);

    if (!tx || tx.meterStartWh === null || tx.startedAt === null) {
      await deps.transactions.recordUnknownStop(
        chargePointId,
        transactionId,
        { meterStopWh: params.meterStop, endedAt, reason, idTag, energyWh: 0, reviewReasons: [] },
        m,
      );
      deps.ctx.logger.warn({ chargePointId, transactionId }, 'StopTransaction for an unknown transaction: recorded for review');
      return answer;
    }
    const reviewed = reviewTransaction(
      { meterStartWh: tx.meterStartWh, startedAt: tx.startedAt, meterStopWh: params.meterStop, endedAt },
      deps.now(),
    );
    const ended = await deps.transactions.end(
      tx.pk,
      { meterStopWh: params.meterStop, endedAt, reason, idTag, ...reviewed },
      m,
    );
    if (ended) await enqueueEvent(m, transactionEndedEvent(place, ended, reason, call.correlationId));
    return answer;
  });
};
