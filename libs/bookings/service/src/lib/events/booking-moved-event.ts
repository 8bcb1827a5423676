import { EVENTS } from '@chargesetu/shared/contracts';
import { createEvent } from '@chargesetu/shared/messaging';
import type { StoredBooking } from '../repositories/stored-booking';

/** booking.moved for a booking moved from charger `fromChargerIndex` to the one it now holds. */
export function bookingMovedEvent(
  booking: Pick<StoredBooking, 'id' | 'userId' | 'stationId' | 'chargerIndex'>,
  fromChargerIndex: number,
  correlationId?: string,
) {
  return createEvent(
    EVENTS.bookingMoved,
    {
      bookingId: booking.id,
      userId: booking.userId,
      stationId: booking.stationId,
      fromChargerIndex,
      toChargerIndex: booking.chargerIndex,
    },
    correlationId,
  );
}
