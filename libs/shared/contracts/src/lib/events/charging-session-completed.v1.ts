import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, MoneyString } from '../common';
import { EVENTS } from './envelope';

/**
 * charging.session.completed v1, from charging to bookings (booking -> completed, actualCost set)
 * and payments (user stats updated).
 */
export const ChargingSessionCompletedV1 = Type.Object({
  sessionId: Id,
  bookingId: Id,
  userId: Id,
  /** kWh delivered, 2-decimal string. */
  energyDelivered: MoneyString,
  /** Cost of the energy delivered, 2-decimal string. */
  actualCost: MoneyString,
  endTime: IsoDateTime,
});
export type ChargingSessionCompletedV1 = Static<typeof ChargingSessionCompletedV1>;

export const CHARGING_SESSION_COMPLETED_V1 = {
  type: EVENTS.chargingSessionCompleted,
  version: 1,
  payload: ChargingSessionCompletedV1,
} as const;
