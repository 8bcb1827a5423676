import type { InternalBooking } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { bookingNotFound } from '../rules/messages';
import { toInternalBooking } from './internal-booking';

/**
 * One booking. With `ownerId`, someone else's booking answers exactly like a missing one (404), so
 * ids reveal nothing; without it (internal reads by other services), any booking.
 */
export async function getBooking(
  { bookings }: BookingsDeps,
  { id, ownerId }: { id: number; ownerId?: number },
): Promise<InternalBooking> {
  const booking = await bookings.findById(id);
  if (!booking || (ownerId !== undefined && booking.userId !== ownerId)) throw bookingNotFound(id);
  return toInternalBooking(booking);
}
