import type { ServiceName } from '../routes';
import { EVENTS, type EventName } from './envelope';

/**
 * Which service consumes which events: each is one durable queue on the broker, named after the service
 * (docs/architecture.md §2). Every process declares all of these queues and bindings when it connects,
 * so an event published before its consumer's first start (a fresh deployment, a consumer scaled to
 * zero) waits in the queue instead of being dropped as unroutable. Each service module's consumers
 * handle exactly its list here (checked by the platform's tests).
 */
export const EVENT_SUBSCRIPTIONS = {
  bookings: [
    EVENTS.paymentCompleted,
    EVENTS.chargingSessionStarted,
    EVENTS.chargingSessionCompleted,
    EVENTS.chargerConnectorStatusChanged,
    EVENTS.chargingReservationRefused,
  ],
  payments: [
    EVENTS.bookingCancelled,
    EVENTS.chargingSessionCompleted,
    EVENTS.bookingNoShow,
    EVENTS.chargingIdleFeeCharged,
  ],
  charging: [
    EVENTS.bookingCancelled,
    EVENTS.bookingMoved,
    EVENTS.chargerTransactionStarted,
    EVENTS.chargerMeterSampled,
    EVENTS.chargerTransactionEnded,
    EVENTS.chargerConnectorStatusChanged,
  ],
} as const satisfies Partial<Record<ServiceName, readonly EventName[]>>;

/**
 * Events every process gets a copy of (fan-out), through a queue of its own that lives as long as its
 * connection (`EventBus.subscribeBroadcast`): no durable queue, no inbox, no dead letters. A process that
 * was disconnected may have missed some, so it must treat a (re)connect as "anything may have happened".
 * Not in EVENT_SUBSCRIPTIONS: no service consumes them durably.
 */
export const BROADCAST_EVENTS = [EVENTS.authTokensRevoked] as const satisfies readonly EventName[];
