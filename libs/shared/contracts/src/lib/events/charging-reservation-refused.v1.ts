import { Type, type Static } from '@sinclair/typebox';
import { ReservationRefusal } from '../charger-reservations';
import { Id, IsoDateTime } from '../common';
import { EVENTS } from './envelope';

/**
 * charging.reservation.refused v1, from charging to bookings: the charger answered ReserveNow for a paid
 * booking's connector with Faulted, Occupied, Rejected or Unavailable. Bookings records it on the booking,
 * which makes the booking affected while it is on that charger (docs/architecture.md §10, "Affected bookings").
 */
export const ChargingReservationRefusedV1 = Type.Object({
  bookingId: Id,
  userId: Id,
  stationId: Id,
  /** The station charger the reservation was for (the booking's charger when it was sent). */
  chargerIndex: Type.Integer({ minimum: 0 }),
  chargePointId: Type.String({ minLength: 1 }),
  connectorId: Type.Integer({ minimum: 1 }),
  /** The OCPP reservationId. */
  reservationId: Id,
  refusal: ReservationRefusal,
  /** When the charger's answer was recorded. */
  refusedAt: IsoDateTime,
});
export type ChargingReservationRefusedV1 = Static<typeof ChargingReservationRefusedV1>;

export const CHARGING_RESERVATION_REFUSED_V1 = {
  type: EVENTS.chargingReservationRefused,
  version: 1,
  payload: ChargingReservationRefusedV1,
} as const;
