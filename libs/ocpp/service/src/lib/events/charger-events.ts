import { EVENTS, type ChargerConnectorStatusChangedV1 } from '@chargesetu/shared/contracts';
import { createEvent } from '@chargesetu/shared/messaging';
import type {
  EndedTransaction,
  StartedTransaction,
  StoredTransaction,
} from '../repositories/transactions.repository';

/** Where a charger event happened: the charge point, its station and the connector (and station charger). */
export interface EventPlace {
  chargePointId: string;
  stationId: number;
  connectorId: number;
  chargerIndex: number | null;
}

export const connectorStatusChangedEvent = (
  place: EventPlace,
  s: Pick<ChargerConnectorStatusChangedV1, 'status' | 'errorCode'> & { at: Date },
  correlationId?: string,
) =>
  createEvent(
    EVENTS.chargerConnectorStatusChanged,
    { ...place, status: s.status, errorCode: s.errorCode, at: s.at.toISOString() },
    correlationId,
  );

export const transactionStartedEvent = (place: EventPlace, t: StartedTransaction, correlationId?: string) =>
  createEvent(
    EVENTS.chargerTransactionStarted,
    {
      ...place,
      transactionId: t.transactionId,
      idTag: t.idTag,
      meterStartWh: t.meterStartWh,
      startedAt: t.startedAt.toISOString(),
      reservationId: t.reservationId,
    },
    correlationId,
  );

export const meterSampledEvent = (
  place: EventPlace,
  t: StoredTransaction,
  s: { at: Date; meterWh: number | null; powerW: number | null; socPercent: number | null },
  correlationId?: string,
) =>
  createEvent(
    EVENTS.chargerMeterSampled,
    {
      ...place,
      transactionId: t.transactionId,
      at: s.at.toISOString(),
      meterWh: s.meterWh,
      energyWh: s.meterWh === null || t.meterStartWh === null ? null : Math.max(0, s.meterWh - t.meterStartWh),
      powerW: s.powerW,
      socPercent: s.socPercent === null ? null : Math.min(100, Math.max(0, s.socPercent)),
    },
    correlationId,
  );

export const transactionEndedEvent = (
  place: EventPlace,
  t: EndedTransaction,
  reason: string | null,
  correlationId?: string,
) =>
  createEvent(
    EVENTS.chargerTransactionEnded,
    {
      ...place,
      transactionId: t.transactionId,
      idTag: t.idTag,
      meterStartWh: t.meterStartWh,
      meterStopWh: t.meterStopWh,
      energyWh: t.energyWh,
      startedAt: t.startedAt.toISOString(),
      endedAt: t.endedAt.toISOString(),
      reason,
      reviewReasons: t.reviewReasons,
    },
    correlationId,
  );
