import { enqueueEvent } from '@chargesetu/shared/messaging';
import { transactionStartedEvent } from '../events/charger-events';
import { idTagInfo } from './id-tags';
import { answerOnce, type InboundHandler } from './inbound-call';

/**
 * StartTransaction: the platform numbers the transaction and always answers with its id and the idTag's
 * info (OCPP 1.6 §6.46), whatever it thinks of the tag: the charger has started already. A message queued
 * while the charger was offline arrives late with its own (old) timestamp, which is the start time.
 */
export const startTransaction: InboundHandler<'StartTransaction'> = (deps, call) =>
  answerOnce(deps, call, 'StartTransaction', async (m) => {
    const { params, chargePointId, stationId } = call;
    const info = await idTagInfo(deps, chargePointId, params.idTag);
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
