import { enqueueEvent } from '@chargesetu/shared/messaging';
import { transactionStartedEvent } from '../events/charger-events';
import { findIdTag } from '../id-tags/find-id-tag';
import { startForCard } from '../id-tags/start-for-card';
import { idTagInfoOf } from '../rules/id-tag-authorization';
import { answerOnce, type InboundHandler } from './inbound-call';

/**
 * StartTransaction: the platform numbers the transaction and always answers with its id and the idTag's
 * info (OCPP 1.6 §6.46), whatever it thinks of the tag: the charger has started already. A message queued
 * while the charger was offline arrives late with its own (old) timestamp, which is the start time. The
 * tag is judged before the transaction opens (it asks bookings: no call to a service holds a connection).
 * A driver's RFID card has its session started by charging first (startForCard), so the transaction's event
 * finds it.
 */
export const startTransaction: InboundHandler<'StartTransaction'> = async (deps, call) => {
  const now = deps.now();
  const { chargePointId, stationId, correlationId, params } = call;
  const { idTag, connectorId } = params;
  const found = await findIdTag(deps, { chargePointId, idTag, connectorId, at: now });
  const finding = await startForCard(
    deps,
    { chargePointId, stationId, connectorId, idTag, correlationId },
    found,
  );
  const info = idTagInfoOf(finding, now);
  return answerOnce(deps, call, 'StartTransaction', async (m) => {
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
    const connector = (await deps.connectors.of(chargePointId, m)).find(
      (c) => c.connectorId === params.connectorId,
    );
    const place = {
      chargePointId,
      stationId,
      connectorId: params.connectorId,
      chargerIndex: connector?.chargerIndex ?? null,
    };
    await enqueueEvent(m, transactionStartedEvent(place, tx, call.correlationId));
    return { transactionId: Number(tx.transactionId), idTagInfo: info };
  });
};
