import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime } from '../common';
import { EVENTS } from './envelope';

/** charging.session.started v1, from charging to bookings: the booking becomes active. */
export const ChargingSessionStartedV1 = Type.Object({
  sessionId: Id,
  bookingId: Id,
  userId: Id,
  startTime: IsoDateTime,
});
export type ChargingSessionStartedV1 = Static<typeof ChargingSessionStartedV1>;

export const CHARGING_SESSION_STARTED_V1 = {
  type: EVENTS.chargingSessionStarted,
  version: 1,
  payload: ChargingSessionStartedV1,
} as const;
