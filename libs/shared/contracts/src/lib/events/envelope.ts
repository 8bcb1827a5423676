import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { IsoDateTime, Nullable } from '../common';

/** Event names; the routing key on the `chargesetu.events` topic exchange is the name. */
export const EVENTS = {
  paymentCompleted: 'payment.completed',
  chargingSessionStarted: 'charging.session.started',
  chargingSessionCompleted: 'charging.session.completed',
  bookingCancelled: 'booking.cancelled',
  authTokensRevoked: 'auth.tokens.revoked',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/**
 * The envelope every event travels in, through the outbox, the broker and the inbox.
 * Add fields, never repurpose one. `id` is the inbox's idempotency key; `correlationId` carries the
 * request id of the request that caused the event (null for timers and start-up jobs).
 */
export interface EventEnvelope<T = unknown, N extends string = string> {
  id: string;
  type: N;
  version: number;
  occurredAt: string;
  correlationId: string | null;
  data: T;
}

/** The envelope schema around a payload schema, for validating what a consumer receives. */
export function EventEnvelopeSchema<T extends TSchema>(type: string, version: number, data: T) {
  return Type.Object({
    id: Type.String({ format: 'uuid' }),
    type: Type.Literal(type),
    version: Type.Literal(version),
    occurredAt: IsoDateTime,
    correlationId: Nullable(Type.String()),
    data,
  });
}

/** Any envelope, payload unchecked: the first check a consumer makes before routing by type. */
export const AnyEventEnvelope = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: Type.String({ minLength: 1 }),
  version: Type.Integer({ minimum: 1 }),
  occurredAt: IsoDateTime,
  correlationId: Nullable(Type.String()),
  data: Type.Unknown(),
});
export type AnyEventEnvelope = Static<typeof AnyEventEnvelope>;
