import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { EntityManager } from 'typeorm';
import type { OcppDeps } from '../deps';
import { meterSampledEvent, type EventPlace } from '../events/charger-events';
import type { StoredTransaction } from '../repositories/transactions.repository';
import { meterReading } from '../rules/meter-reading';
import { answerOnce, type InboundHandler } from './inbound-call';

type MeterValue = { timestamp: string; sampledValue: Parameters<typeof meterReading>[0] };

/**
 * Keeps meter values (raw, and normalised beside them) and publishes the newest reading as
 * charger.meter.sampled, at most once per OCPP_METER_EVENT_MIN_INTERVAL_S per transaction: the monitor
 * needs a live figure, not every sample. Shared by MeterValues and StopTransaction's transactionData.
 */
export async function keepMeterValues(
  deps: OcppDeps,
  m: EntityManager,
  place: EventPlace,
  tx: StoredTransaction | null,
  values: readonly MeterValue[],
  correlationId: string,
): Promise<void> {
  let newest: { at: Date; meterWh: number | null; powerW: number | null; socPercent: number | null } | null = null;
  for (const v of values) {
    const at = new Date(v.timestamp);
    const reading = meterReading(v.sampledValue);
    await deps.transactions.addMeterValue(
      { chargePointId: place.chargePointId, connectorId: place.connectorId, transactionPk: tx?.pk ?? null, at, raw: v.sampledValue, reading },
      m,
    );
    const useful = reading.meterWh !== null || reading.powerW !== null || reading.socPercent !== null;
    if (useful && (!newest || at >= newest.at)) newest = { at, ...reading };
  }
  if (!tx || !newest || tx.endedAt !== null) return;
  const minGapMs = deps.config.OCPP_METER_EVENT_MIN_INTERVAL_S * 1000;
  if (tx.lastEventAt && newest.at.getTime() - tx.lastEventAt.getTime() < minGapMs) return;
  await enqueueEvent(m, meterSampledEvent(place, tx, newest, correlationId));
  await deps.transactions.eventPublished(tx.pk, newest.at, m);
}

/** MeterValues: the samples of a connector, of its transaction when the charger names one. */
export const meterValues: InboundHandler<'MeterValues'> = (deps, call) =>
  answerOnce(deps, call, 'MeterValues', async (m) => {
    const { params, chargePointId, stationId } = call;
    const tx =
      params.transactionId === undefined
        ? null
        : await deps.transactions.find(chargePointId, String(params.transactionId), m);
    const connector = (await deps.connectors.of(chargePointId, m)).find((c) => c.connectorId === params.connectorId);
    const place = { chargePointId, stationId, connectorId: params.connectorId, chargerIndex: connector?.chargerIndex ?? null };
    await keepMeterValues(deps, m, place, tx, params.meterValue, call.correlationId);
    return {};
  });
