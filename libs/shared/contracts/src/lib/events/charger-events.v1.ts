import { Type, type Static } from '@sinclair/typebox';
import { ConnectorStatus, ChargePointId } from '../charge-points';
import { Id, IsoDateTime, Nullable } from '../common';
import { EVENTS } from './envelope';

/**
 * The charger events of the ocpp service (docs/architecture.md §7): what chargers report, turned into
 * domain events through its outbox. A transaction id is a string: OCPP 1.6 ids are the platform's
 * integers written as text, and OCPP 2.0.1's charger-made ids fit beside them unchanged.
 */
const Where = {
  chargePointId: ChargePointId,
  stationId: Id,
  /** 0 is the charge point as a whole. */
  connectorId: Type.Integer({ minimum: 0 }),
  /** The station charger (index into `Station.chargers`) the connector is; null for connector 0 or an unmapped one. */
  chargerIndex: Nullable(Type.Integer({ minimum: 0 })),
};

const Wh = Type.Number({ minimum: 0 });

/** charger.connector.status-changed v1: a connector's status changed (StatusNotification or connection lost). */
export const ChargerConnectorStatusChangedV1 = Type.Object({
  ...Where,
  status: Type.Union([ConnectorStatus, Type.Literal('Offline')]),
  errorCode: Type.String(),
  at: IsoDateTime,
});
export type ChargerConnectorStatusChangedV1 = Static<typeof ChargerConnectorStatusChangedV1>;

/** charger.transaction.started v1: the charger began a transaction (StartTransaction). */
export const ChargerTransactionStartedV1 = Type.Object({
  ...Where,
  transactionId: Type.String({ minLength: 1 }),
  idTag: Type.String(),
  meterStartWh: Wh,
  startedAt: IsoDateTime,
  reservationId: Nullable(Type.Integer()),
});
export type ChargerTransactionStartedV1 = Static<typeof ChargerTransactionStartedV1>;

/** charger.meter.sampled v1: a transaction's meter reading (MeterValues), throttled to what a monitor needs. */
export const ChargerMeterSampledV1 = Type.Object({
  ...Where,
  transactionId: Type.String({ minLength: 1 }),
  at: IsoDateTime,
  /** Energy.Active.Import.Register, Wh; null when the sample had none. */
  meterWh: Nullable(Wh),
  /** Energy delivered since the start (meterWh − meterStart), Wh; null without a register reading. */
  energyWh: Nullable(Wh),
  /** Power.Active.Import, W (phases summed when no total is given). */
  powerW: Nullable(Type.Number()),
  /** SoC, percent, when the charger reports the vehicle's. */
  socPercent: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
});
export type ChargerMeterSampledV1 = Static<typeof ChargerMeterSampledV1>;

/** charger.transaction.ended v1: the charger ended a transaction (StopTransaction), with the meter's energy. */
export const ChargerTransactionEndedV1 = Type.Object({
  ...Where,
  transactionId: Type.String({ minLength: 1 }),
  idTag: Nullable(Type.String()),
  meterStartWh: Wh,
  meterStopWh: Wh,
  /** meterStop − meterStart, Wh, never negative (a meter that went backwards bills 0 and is flagged). */
  energyWh: Wh,
  startedAt: IsoDateTime,
  endedAt: IsoDateTime,
  /** The charger's reason (Local, Remote, EVDisconnected, …); null means Local. */
  reason: Nullable(Type.String()),
  /** Why the readings cannot be trusted as they are (empty when they can): the bill must not exceed the prepaid amount. */
  reviewReasons: Type.Array(Type.String()),
});
export type ChargerTransactionEndedV1 = Static<typeof ChargerTransactionEndedV1>;

export const CHARGER_CONNECTOR_STATUS_CHANGED_V1 = {
  type: EVENTS.chargerConnectorStatusChanged,
  version: 1,
  payload: ChargerConnectorStatusChangedV1,
} as const;
export const CHARGER_TRANSACTION_STARTED_V1 = {
  type: EVENTS.chargerTransactionStarted,
  version: 1,
  payload: ChargerTransactionStartedV1,
} as const;
export const CHARGER_METER_SAMPLED_V1 = {
  type: EVENTS.chargerMeterSampled,
  version: 1,
  payload: ChargerMeterSampledV1,
} as const;
export const CHARGER_TRANSACTION_ENDED_V1 = {
  type: EVENTS.chargerTransactionEnded,
  version: 1,
  payload: ChargerTransactionEndedV1,
} as const;
