import { enqueueEvent } from '@chargesetu/shared/messaging';
import { transactionStartedEvent } from '../events/charger-events';
import { idTagInfo } from './id-tags';
import { answerOnce, type InboundHandler } from './inbound-call';

/**
 * StartTransaction: the platform numbers the transaction and always answers with its id and the idTag's
 * info (OCPP 1.6 §6.46), whatever it thinks of the tag: the charger has started already. A message queued
 * while the charger was offline arrives late with its own (old) timestamp, which is the start time. The
 * tag is judged before the transaction opens (it asks bookings: no call to a service holds a connection).
 */
export const startTransaction: InboundHandler<'StartTransaction'> = async (deps, call) => {
  const info = await idTagInfo(deps, call.chargePointId, call.params.idTag, call.params.connectorId);
  return answerOnce(deps, call, 'StartTransaction', async (m) => {
    const { params, chargePointId, stationId } = call;
    const tx = await deps.transactions.start(
      {
        chargePointId,
        connectorId: params.connectorId,
        idTag: params.idTag,
        reservationId: params.reservationId ?? null,
        meterStartWh: params.meterStart,
        startedAt: new Date(params.timestamp),
      },
      m,
    );
    const connector = (await deps.connectors.of(chargePointId, m)).find((c) => c.connectorId === params.connectorId);
    const place = { chargePointId, stationId, connectorId: params.connectorId, chargerIndex: connector?.chargerIndex ?? null };
    await enqueueEvent(m, transactionStartedEvent(place, tx, call.correlationId));
    return { transactionId: Number(tx.transactionId), idTagInfo: info };
  });
};
