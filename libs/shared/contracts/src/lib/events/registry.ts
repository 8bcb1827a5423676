import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { AUTH_TOKENS_REVOKED_V1, type AuthTokensRevokedV1 } from './auth-tokens-revoked.v1';
import { BOOKING_CANCELLED_V1, type BookingCancelledV1 } from './booking-cancelled.v1';
import { BOOKING_MOVED_V1, type BookingMovedV1 } from './booking-moved.v1';
import { BOOKING_NO_SHOW_V1, type BookingNoShowV1 } from './booking-no-show.v1';
import { CHARGING_IDLE_FEE_CHARGED_V1, type ChargingIdleFeeChargedV1 } from './charging-idle-fee-charged.v1';
import {
  CHARGING_RESERVATION_REFUSED_V1,
  type ChargingReservationRefusedV1,
} from './charging-reservation-refused.v1';
import {
  CHARGING_SESSION_COMPLETED_V1,
  type ChargingSessionCompletedV1,
} from './charging-session-completed.v1';
import { CHARGING_SESSION_STARTED_V1, type ChargingSessionStartedV1 } from './charging-session-started.v1';
import {
  CHARGER_CONNECTOR_STATUS_CHANGED_V1,
  CHARGER_METER_SAMPLED_V1,
  CHARGER_TRANSACTION_ENDED_V1,
  CHARGER_TRANSACTION_STARTED_V1,
  type ChargerConnectorStatusChangedV1,
  type ChargerMeterSampledV1,
  type ChargerTransactionEndedV1,
  type ChargerTransactionStartedV1,
} from './charger-events.v1';
import { AnyEventEnvelope, EVENTS, type EventEnvelope, type EventName } from './envelope';
import { PAYMENT_COMPLETED_V1, type PaymentCompletedV1 } from './payment-completed.v1';

/** The payload type of each event at its current version. */
export interface EventPayloads {
  [EVENTS.paymentCompleted]: PaymentCompletedV1;
  [EVENTS.chargingSessionStarted]: ChargingSessionStartedV1;
  [EVENTS.chargingSessionCompleted]: ChargingSessionCompletedV1;
  [EVENTS.bookingCancelled]: BookingCancelledV1;
  [EVENTS.bookingMoved]: BookingMovedV1;
  [EVENTS.authTokensRevoked]: AuthTokensRevokedV1;
  [EVENTS.chargerConnectorStatusChanged]: ChargerConnectorStatusChangedV1;
  [EVENTS.chargerTransactionStarted]: ChargerTransactionStartedV1;
  [EVENTS.chargerMeterSampled]: ChargerMeterSampledV1;
  [EVENTS.chargerTransactionEnded]: ChargerTransactionEndedV1;
  [EVENTS.chargingReservationRefused]: ChargingReservationRefusedV1;
  [EVENTS.bookingNoShow]: BookingNoShowV1;
  [EVENTS.chargingIdleFeeCharged]: ChargingIdleFeeChargedV1;
}

/** The version publishers write today for each event. */
export const CURRENT_EVENT_VERSION: Record<EventName, number> = {
  [EVENTS.paymentCompleted]: 1,
  [EVENTS.chargingSessionStarted]: 1,
  [EVENTS.chargingSessionCompleted]: 1,
  [EVENTS.bookingCancelled]: 1,
  [EVENTS.bookingMoved]: 1,
  [EVENTS.authTokensRevoked]: 1,
  [EVENTS.chargerConnectorStatusChanged]: 1,
  [EVENTS.chargerTransactionStarted]: 1,
  [EVENTS.chargerMeterSampled]: 1,
  [EVENTS.chargerTransactionEnded]: 1,
  [EVENTS.chargingReservationRefused]: 1,
  [EVENTS.bookingNoShow]: 1,
  [EVENTS.chargingIdleFeeCharged]: 1,
};

/** Every event contract (type, version, payload schema). v2 files join this list beside v1. */
export const EVENT_CONTRACTS: ReadonlyArray<{ type: EventName; version: number; payload: TSchema }> = [
  PAYMENT_COMPLETED_V1,
  CHARGING_SESSION_STARTED_V1,
  CHARGING_SESSION_COMPLETED_V1,
  BOOKING_CANCELLED_V1,
  BOOKING_MOVED_V1,
  AUTH_TOKENS_REVOKED_V1,
  CHARGER_CONNECTOR_STATUS_CHANGED_V1,
  CHARGER_TRANSACTION_STARTED_V1,
  CHARGER_METER_SAMPLED_V1,
  CHARGER_TRANSACTION_ENDED_V1,
  CHARGING_RESERVATION_REFUSED_V1,
  BOOKING_NO_SHOW_V1,
  CHARGING_IDLE_FEE_CHARGED_V1,
];

/** The payload schema of an event type and version, or undefined if no such contract exists. */
export function eventPayloadSchema(type: string, version: number): TSchema | undefined {
  return EVENT_CONTRACTS.find((c) => c.type === type && c.version === version)?.payload;
}

/**
 * Narrows an envelope by name (and version, default the current one), checking type and version
 * only: `if (isEvent(env, EVENTS.paymentCompleted)) env.data.bookingId`.
 * Use {@link isValidEvent} when the payload itself must be validated.
 */
export function isEvent<N extends EventName>(
  envelope: EventEnvelope,
  name: N,
  version: number = CURRENT_EVENT_VERSION[name],
): envelope is EventEnvelope<EventPayloads[N], N> {
  return envelope.type === name && envelope.version === version;
}

/**
 * Full check of something received from the broker: a well-formed envelope of that event whose
 * payload matches the contract. Needs registerFormats() to have run (uuid, date-time).
 */
export function isValidEvent<N extends EventName>(
  value: unknown,
  name: N,
  version: number = CURRENT_EVENT_VERSION[name],
): value is EventEnvelope<EventPayloads[N], N> {
  if (!Value.Check(AnyEventEnvelope, value)) return false;
  const schema = eventPayloadSchema(name, version);
  return !!schema && value.type === name && value.version === version && Value.Check(schema, value.data);
}
