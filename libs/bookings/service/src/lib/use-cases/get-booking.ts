import type { InternalBooking } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { bookingNotFound } from '../messages';
import { toBooking } from '../repositories/booking-row';

/**
 * One booking. With `ownerId`, someone else's booking answers exactly like a missing one (404), so
 * ids reveal nothing; without it (internal reads by other services), any booking.
 */
export async function getBooking(
  { bookings }: BookingsDeps,
  id: number,
  ownerId?: number,
): Promise<InternalBooking> {
  const row = await bookings.findById(id);
  if (!row || (ownerId !== undefined && row.user_id !== ownerId)) throw bookingNotFound(id);
  return toBooking(row);
}
