import type { InternalBooking } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { toInternalBooking } from './internal-booking';

/** The user's own bookings, newest first. */
export async function listBookings(
  { bookings }: BookingsDeps,
  { userId }: { userId: number },
): Promise<InternalBooking[]> {
  return (await bookings.listForUser(userId)).map(toInternalBooking);
}
