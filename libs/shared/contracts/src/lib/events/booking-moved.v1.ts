import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../common';
import { EVENTS } from './envelope';

/**
 * booking.moved v1, from bookings to charging: a paid booking whose charger went out of service was moved by
 * its driver, same slot, to another charger of the station. Charging withdraws any reservation held on the
 * old connector (docs/architecture.md §10).
 */
export const BookingMovedV1 = Type.Object({
  bookingId: Id,
  userId: Id,
  stationId: Id,
  fromChargerIndex: Type.Integer({ minimum: 0 }),
  toChargerIndex: Type.Integer({ minimum: 0 }),
});
export type BookingMovedV1 = Static<typeof BookingMovedV1>;

export const BOOKING_MOVED_V1 = {
  type: EVENTS.bookingMoved,
  version: 1,
  payload: BookingMovedV1,
} as const;
