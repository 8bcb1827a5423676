import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from '../common';

/** Event names; the routing key on the `chargesetu.events` topic exchange is the name. */
export const EVENTS = {
  paymentCompleted: 'payment.completed',
  chargingSessionStarted: 'charging.session.started',
  chargingSessionCompleted: 'charging.session.completed',
  bookingCancelled: 'booking.cancelled',
  bookingMoved: 'booking.moved',
  authTokensRevoked: 'auth.tokens.revoked',
  chargerConnectorStatusChanged: 'charger.connector.status-changed',
  chargerTransactionStarted: 'charger.transaction.started',
  chargerMeterSampled: 'charger.meter.sampled',
  chargerTransactionEnded: 'charger.transaction.ended',
  chargingReservationRefused: 'charging.reservation.refused',
  bookingNoShow: 'booking.no-show',
  chargingIdleFeeCharged: 'charging.idle-fee.charged',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/**
 * The envelope every event travels in, through the outbox, the broker and the inbox.
 * Add fields, never repurpose one. The one definition: the messaging library and every service use it.
 */
export interface EventEnvelope<T = unknown, N extends string = string> {
  /** uuid; the idempotency key of every consumer's inbox. */
  id: string;
  /** The routing key, e.g. 'payment.completed'. */
  type: N;
  /** Integer contract version of `data`. */
  version: number;
  /** ISO 8601 instant. */
  occurredAt: string;
  /**
   * The request id of whatever caused the event, carried through every hop; an event with no request
   * behind it (a timer, a start-up job) starts a chain with its own id.
   */
  correlationId: string;
  data: T;
}

/** Any envelope, payload unchecked: the first check a consumer makes before routing by type. */
export const AnyEventEnvelope = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: Type.String({ minLength: 1 }),
  version: Type.Integer({ minimum: 1 }),
  occurredAt: IsoDateTime,
  correlationId: Type.String({ minLength: 1 }),
  data: Type.Unknown(),
});
export type AnyEventEnvelope = Static<typeof AnyEventEnvelope>;
